import fc from 'fast-check';
import type { Kysely } from 'kysely';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import type { Database } from '~/lib/platform/db/database.ts';
import { changedTables, changeMark, type DbDigest, dbDigest } from '../db-digest.ts';
import { clearAllRows } from '../db-reset.ts';
import { envelopeProblem } from '../envelope-shape.ts';
import { callerFor, type FuzzTarget } from './fuzz-target.ts';
import { buildFuzzWorld, type FuzzWorld, type Persona } from './fuzz-world.ts';

/** Runs per target: `FUZZ_RUNS` (default 200). `FUZZ_SEED` replays a printed seed. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Mostly signed in, so most calls get past the auth check to the handler. */
const persona: fc.Arbitrary<Persona> = fc.oneof(
	{ weight: 3, arbitrary: fc.constant('member' as const) },
	{ weight: 1, arbitrary: fc.constant('anonymous' as const) },
	{ weight: 1, arbitrary: fc.constant('limited' as const) },
);

/** What a target's runs got: counts by outcome, for the report. */
export interface FuzzTally {
	id: string;
	runs: number;
	accepted: number;
	refused: number;
	ms: number;
}

/** The world of a test file's database, rebuilt only when a target has changed it. */
export interface FuzzState {
	db: Kysely<Database>;
	world?: FuzzWorld;
	worldDigest?: DbDigest;
}

/**
 * Calls `target` with `FUZZ_RUNS` generated inputs, each as one of the three personas, on a fresh
 * fuzz world, and checks every answer: never a 5xx; the answer has the endpoint's shape (the
 * envelope, with a catalogue error that agrees with the HTTP status; a form's redirect goes to
 * one of our own paths); and a refusal (4xx, or a redirect to an error page, back with `error=`,
 * or to the login page) leaves every table as it was.
 * A digest is taken after each call and serves as the next call's "before"; it is skipped when
 * the database's change mark (`changeMark`) has not moved, since then no row changed.
 */
export async function fuzzTarget(state: FuzzState, target: FuzzTarget): Promise<FuzzTally> {
	const started = performance.now();
	const world = await freshWorld(state);
	let last = state.worldDigest!;
	let lastMark = await changeMark(state.db);
	const tally: FuzzTally = { id: target.id, runs: 0, accepted: 0, refused: 0, ms: 0 };
	// Viewers are resolved again only after a call changed the sessions or users.
	const viewers = new Map<Persona, Viewer | null>();
	let viewersAt = last;
	const property = fc.asyncProperty(target.input(world.pools), persona, async (input, who) => {
		if (changedTables(viewersAt, last).some((t) => t === 'sessions' || t === 'users')) {
			viewers.clear();
			viewersAt = last;
		}
		const caller = await callerFor(state.db, world, who, viewers.get(who));
		viewers.set(who, caller.viewer);
		const res = await target.call(caller, input);
		const text = await res.text();
		const before = last;
		// An unmoved change mark means no row changed: the digest would be the same.
		const mark = await changeMark(state.db);
		if (mark !== lastMark) last = await dbDigest(state.db);
		lastMark = mark;
		tally.runs += 1;
		const where = `${target.id} as ${who}: HTTP ${res.status} ${text.slice(0, 300)}`;
		if (res.status >= 500) throw new Error(`server error from ${where}`);
		const problem = shapeProblem(target, res, text);
		if (problem) throw new Error(`${problem} from ${where}`);
		if (!isRefusal(target, res)) {
			tally.accepted += 1;
			return;
		}
		tally.refused += 1;
		const changed = changedTables(before, last);
		if (changed.length > 0) throw new Error(`refusal changed ${changed.join(', ')}: ${where}`);
	});
	await fc.assert(property, {
		numRuns: FUZZ_RUNS,
		...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }),
	});
	tally.ms = Math.round(performance.now() - started);
	return tally;
}

/** The file's world, cleared and built again when the last target left the data changed. */
async function freshWorld(state: FuzzState): Promise<FuzzWorld> {
	if (state.world && state.worldDigest) {
		const now = await dbDigest(state.db);
		if (changedTables(state.worldDigest, now).length === 0) return state.world;
	}
	await clearAllRows(state.db);
	state.world = await buildFuzzWorld(state.db);
	state.worldDigest = await dbDigest(state.db);
	return state.world;
}

function shapeProblem(target: FuzzTarget, res: Response, text: string): string | null {
	if (target.answers === 'envelope') {
		let body: unknown;
		try {
			body = JSON.parse(text);
		} catch {
			return 'a body that is not JSON';
		}
		return envelopeProblem(res.status, body);
	}
	if (target.answers === 'redirect' && res.status < 400) {
		const location = res.headers.get('location') ?? '';
		if (
			![302, 303].includes(res.status) ||
			!location.startsWith('/') ||
			location.startsWith('//')
		) {
			return `not a redirect to one of our pages (${res.status} ${location})`;
		}
	}
	return null;
}

function isRefusal(target: FuzzTarget, res: Response): boolean {
	if (res.status >= 400) return true;
	if (target.answers !== 'redirect') return false;
	const location = res.headers.get('location') ?? '';
	return /error/i.test(location) || location.startsWith('/login');
}
