import { classifyAddress } from './public-address.ts';

/**
 * BROWSER TESTS ONLY: the loopback `address:port` pairs a server started for a browser test lets
 * the guarded fetcher treat as public (`testOnlyTargets`), so the image finder of a real running
 * server can read a test's own picture site on 127.0.0.1. `npm start` reads them from
 * `FETCH_TEST_TARGETS` only when the operator started it with `NODE_ENV=test`; anywhere else the
 * list is empty and the fetcher stays shut (platform/security/README.md, "Testing with it").
 */

/** One opened pair; the shape of `GuardedFetchOptions.testOnlyTargets`' entries. */
interface FetchTestTarget {
	readonly address: string;
	readonly port: number;
}

/**
 * `FETCH_TEST_TARGETS` (`127.0.0.1:4455,[::1]:4455`) as `npm start` honours it: nothing at all
 * unless `nodeEnv` (NODE_ENV as the operator set it, before `start.ts` defaults it) is exactly
 * `test`. Each comma-separated entry must be a loopback address written canonically (`127.x.y.z`,
 * or `[::1]`) and a port 1–65535; anything else (a host name, a private or public address, odd
 * spellings, a zone, a missing or bad port) is left out and listed in `refused`, so a test-only
 * opening can never reach another machine or a cloud metadata address.
 */
export function parseFetchTestTargets(
	value: string | undefined,
	nodeEnv: string | undefined,
): { targets: FetchTestTarget[]; refused: string[] } {
	const targets: FetchTestTarget[] = [];
	const refused: string[] = [];
	if (nodeEnv !== 'test' || !value) return { targets, refused };
	for (const raw of value.split(',')) {
		const entry = raw.trim();
		if (entry === '') continue;
		const target = loopbackTarget(entry);
		if (target) targets.push(target);
		else refused.push(entry);
	}
	return { targets, refused };
}

/** `127.0.0.1:4455` or `[::1]:4455` as a target, or null. */
function loopbackTarget(entry: string): FetchTestTarget | null {
	const m = /^(?:\[([0-9a-fA-F]*:[0-9a-fA-F:.]*)\]|(\d{1,3}(?:\.\d{1,3}){3})):(\d{1,5})$/.exec(
		entry,
	);
	if (!m) return null;
	const address = (m[1] ?? m[2])!;
	const port = Number(m[3]);
	if (port < 1 || port > 65535 || String(port) !== m[3]) return null;
	const verdict = classifyAddress(address);
	return !verdict.public && verdict.range === 'loopback' ? { address, port } : null;
}

const REGISTRY = Symbol.for('corkboard.fetchTestTargets');
type Global = { [REGISTRY]?: readonly FetchTestTarget[] };

/**
 * Opens the pairs for this process (`npm start` under NODE_ENV=test, with what
 * `parseFetchTestTargets` kept; an integration test, then `[]` again). Kept on `globalThis`, so
 * the start script and the bundled app (two copies of this module) share it, like the job queue.
 */
export function registerFetchTestTargets(targets: readonly FetchTestTarget[]): void {
	(globalThis as Global)[REGISTRY] = Object.freeze(targets.map((t) => Object.freeze({ ...t })));
}

/** The registered pairs; `[]` unless a test server registered some (always, in production). */
export function fetchTestTargets(): readonly FetchTestTarget[] {
	return (globalThis as Global)[REGISTRY] ?? [];
}
