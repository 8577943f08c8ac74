import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '~/lib/identity/auth/session.server.ts';
import { SESSION_COOKIE } from '~/lib/identity/auth/session-cookies.server.ts';
import { CSRF_COOKIE, CSRF_FIELD, CSRF_HEADER } from '~/lib/platform/http/csrf.server.ts';
import { everyWrite, type Write } from '../helpers/csrf-writes.ts';
import { changedTables, dbDigest } from '../helpers/db-digest.ts';
import { envelopeProblem } from '../helpers/envelope-shape.ts';
import { buildFuzzWorld, type FuzzWorld } from '../helpers/fuzz/fuzz-world.ts';
import { formBody, type HttpAnswer, httpRequest } from '../helpers/http-request.ts';
import { type ServerProcess, startServer } from '../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';
import { FOREST, sceneImage } from '../unit/visual/visual-fixtures.ts';

/**
 * AUTH-23: every write without the CSRF token, with a wrong one, or from a foreign origin is
 * refused by the real server (built with `npx astro build`) — API paths with the 403 envelope
 * (`CsrfFailed`), pages with the `/csrf_error` page (403) — for JSON, urlencoded and multipart
 * bodies, and changes nothing (a digest of every table). The caller is signed in (a live
 * session cookie), so a refusal is the CSRF check's, not the login's. The same request with the
 * right token from our own origin gets past the check (so each refusal can fail), and for a few
 * writes sent with real options it changes the database.
 */

const FOREIGN = 'https://evil.example';
const WRONG_TOKEN = 'wrongWRONGwrong0123456789_-wrongWRONG';
const BLOCKED_PAGE = 'We blocked that request to keep your account safe';
const ENCODINGS = ['json', 'urlencoded', 'multipart'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** How an attack differs from the browser's own request. */
interface Attack {
	name: string;
	/** Which token the request carries (in the header, or for page forms in the form field). */
	token: 'none' | 'wrong' | 'right' | 'right-in-field-only';
	origin: 'ours' | 'foreign' | 'foreign-referer' | 'absent' | 'null';
}

/**
 * The middleware reads the `Origin` header, and only when it is absent or `null` the `Referer`;
 * a write with neither is refused. API paths take the token only from the `X-CSRFToken` header.
 */
const ATTACKS: Attack[] = [
	{ name: 'no token', token: 'none', origin: 'ours' },
	{ name: 'a wrong token', token: 'wrong', origin: 'ours' },
	{ name: 'a foreign Origin', token: 'right', origin: 'foreign' },
	{ name: 'a foreign Referer and no Origin', token: 'right', origin: 'foreign-referer' },
	{ name: 'neither Origin nor Referer', token: 'right', origin: 'absent' },
	{ name: 'Origin null and no Referer', token: 'right', origin: 'null' },
];
/** API paths read no token from a form field: a form post to one is refused even with it. */
const FIELD_ONLY: Attack = {
	name: 'the token only in a form field',
	token: 'right-in-field-only',
	origin: 'ours',
};
const CONTROL: Attack = { name: 'the right token from our origin', token: 'right', origin: 'ours' };

/** Real options for some writes of each kind, so their control must change the database. */
function effectiveFields(
	world: FuzzWorld,
	png: Buffer,
): Record<string, Record<string, string | Blob>> {
	const { boards, users } = world.pools;
	return {
		'resource BoardFollowResource create': { board_id: boards[3]! },
		'resource UserSettingsResource update': { about: 'Changed by the CSRF control' },
		'rest DELETE /v3/pins/[id]/': {},
		'endpoint POST /board/actions': {
			action: 'add-section',
			board_id: boards[0]!,
			title: 'CSRF section',
			back: '/',
		},
		'endpoint POST /logout': {},
		'endpoint POST /upload-image': { img: new Blob([new Uint8Array(png)], { type: 'image/png' }) },
		'page POST /board/create': { name: 'Board from the CSRF control' },
		'page POST /edit': { kind: 'user', id: users[1]! },
		'page POST /pin/[segment]/repin': { target: boards[0]! },
	};
}

let t: TestDb;
let server: ServerProcess;
let world: FuzzWorld;
let token: string;
let writes: Write[];

beforeAll(async () => {
	t = await createTestDb();
	world = await buildFuzzWorld(t.db);
	server = await startServer(t.env);
	// The browser's CSRF cookie, handed out by the server as to any visitor.
	const state = await httpRequest(`${server.url}/_/_/state?source_url=/`, { method: 'GET' });
	token = new RegExp(`${CSRF_COOKIE}=([^;]+)`).exec(String(state.headers['set-cookie']))![1]!;
	const png = await sceneImage(FOREST, 60, 40);
	writes = await everyWrite(world.pools, effectiveFields(world, png));
});
afterAll(async () => {
	server?.child.kill('SIGTERM');
	await server?.exited;
	await t?.destroy();
});

async function send(
	write: Write,
	encoding: Encoding,
	attack: Attack,
	session: string,
): Promise<HttpAnswer> {
	const headers: Record<string, string> = {
		cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${token}`,
	};
	const value = attack.token === 'wrong' ? WRONG_TOKEN : token;
	const inField =
		encoding !== 'json' && (write.kind === 'page' || attack.token === 'right-in-field-only');
	const fields = { ...write.fields };
	if (attack.token !== 'none' && inField) fields[CSRF_FIELD] = value;
	if (attack.token === 'wrong' || attack.token === 'right') {
		if (!inField) headers[CSRF_HEADER] = value;
	}
	if (attack.origin === 'ours') headers.origin = server.url;
	if (attack.origin === 'foreign') headers.origin = FOREIGN;
	if (attack.origin === 'foreign-referer') headers.referer = `${FOREIGN}/page`;
	if (attack.origin === 'null') headers.origin = 'null';
	const body = await formBody(fields, encoding);
	headers['content-type'] = body.contentType;
	return httpRequest(`${server.url}${write.path}`, {
		method: write.method,
		headers,
		body: body.body,
	});
}

/** Why the answer is not the CSRF refusal for this kind of path, or null when it is. */
function notRefused(write: Write, answer: HttpAnswer): string | null {
	if (answer.status !== 403) return `HTTP ${answer.status}`;
	if (write.kind === 'page')
		return answer.text.includes(BLOCKED_PAGE) ? null : 'a 403 that is not /csrf_error';
	let body: { resource_response?: { error?: { code?: string } } };
	try {
		body = JSON.parse(answer.text);
	} catch {
		return 'a 403 that is not JSON';
	}
	return (
		envelopeProblem(403, body) ??
		(body.resource_response?.error?.code === 'CsrfFailed' ? null : 'not CsrfFailed')
	);
}

/** Mail queued by a control is sent by the server's worker: wait for it, so no write is in flight. */
async function settleOutbox(): Promise<void> {
	for (let i = 0; i < 100; i++) {
		const busy = await t.db
			.selectFrom('outbox')
			.select('id')
			.where('status', 'in', ['pending', 'sending'])
			.execute();
		if (busy.length === 0) return;
		await new Promise((r) => setTimeout(r, 50));
	}
}

describe(`CSRF and origin checks of the built server on ${testDialect()}`, () => {
	it('meet every write of the app', () => {
		const kinds = new Set(writes.map((w) => w.id.split(' ')[0]));
		expect([...kinds].sort()).toEqual(['endpoint', 'graphql', 'page', 'resource', 'rest']);
		expect(writes.filter((w) => w.effective)).toHaveLength(
			Object.keys(effectiveFields(world, Buffer.alloc(0))).length,
		);
	});

	it('refuse each write without the token, with a wrong one or from a foreign origin, and change nothing', async () => {
		const failures: string[] = [];
		let requests = 0;
		for (const write of writes) {
			// A live session of the member for every write: the refusal must be the CSRF check's.
			const session = (await createSession(t.db, world.pools.users[0]!)).token;
			await settleOutbox();
			const before = await dbDigest(t.db);
			// The attacks on one write go out together: the server works while the test waits.
			const attacks = ENCODINGS.flatMap((encoding) =>
				(write.kind === 'api' && encoding !== 'json' ? [...ATTACKS, FIELD_ONLY] : ATTACKS).map(
					(attack) => ({ encoding, attack }),
				),
			);
			requests += attacks.length;
			const answers = await Promise.all(
				attacks.map(({ encoding, attack }) => send(write, encoding, attack, session)),
			);
			answers.forEach((answer, i) => {
				const problem = notRefused(write, answer);
				const { encoding, attack } = attacks[i]!;
				if (problem) failures.push(`${write.id} (${encoding}) with ${attack.name}: ${problem}`);
			});
			const changed = changedTables(before, await dbDigest(t.db));
			if (changed.length > 0)
				failures.push(`${write.id}: refused attacks changed ${changed.join(', ')}`);
			// Controls: the same requests as the browser sends them get past the check.
			for (const encoding of [write.encoding, ...ENCODINGS.filter((e) => e !== write.encoding)]) {
				requests += 1;
				const answer = await send(write, encoding, CONTROL, session);
				if (answer.status >= 500 || notRefused(write, answer) === null) {
					failures.push(
						`${write.id} (${encoding}) control: HTTP ${answer.status} ${answer.text.slice(0, 120)}`,
					);
				}
				if (encoding === write.encoding && write.effective) {
					await settleOutbox();
					if (changedTables(before, await dbDigest(t.db)).length === 0) {
						failures.push(
							`${write.id} (${encoding}) control changed nothing: HTTP ${answer.status} ${answer.text.slice(0, 120)}`,
						);
					}
				}
			}
		}
		if (process.env.FUZZ_REPORT)
			console.info(`CSRF: ${writes.length} writes, ${requests} requests`);
		expect(failures).toEqual([]);
		expect(requests).toBeGreaterThan(writes.length * 18);
	}, 300_000);

	// Found by the controls above: the page read the form, then rewrote to /404, which Astro
	// refuses for a consumed body (RewriteWithBodyUsed); the error page, rendered for the same
	// post, came back as the CSRF page (403).
	it('answer a good form post to /organize/repin/ for a missing board with 404, and for a real one with the form', async () => {
		const session = (await createSession(t.db, world.pools.users[0]!)).token;
		const write: Write = {
			id: 'organize',
			method: 'POST',
			path: '/organize/repin/',
			kind: 'page',
			fields: {},
			encoding: 'urlencoded',
			effective: false,
		};
		const missing = await send(write, 'urlencoded', CONTROL, session);
		expect(missing.status).toBe(404);
		const board = { ...write, path: `/organize/repin/?board_id=${world.pools.boards[0]}` };
		const refused = await send(board, 'urlencoded', CONTROL, session);
		expect(refused.status).toBe(400);
		expect(refused.text).toContain('Select at least one Pin to move.');
	});
});
