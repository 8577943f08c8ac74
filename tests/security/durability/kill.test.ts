// Durability under a crash: the built server is killed with SIGKILL in the middle of a burst of
// saves, restarted on the same database, and every write it had acknowledged must be there, with
// nothing half-written (every counter agrees with the rows). DURABILITY_ROUNDS rounds (default
// 20) on each dialect. SQLite runs WAL with synchronous=NORMAL: a commit is in the WAL file (the
// OS's page cache) before the answer leaves, which survives a process crash.
// Needs `npx astro build` first.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeCounters } from '~/app/seed/counters.server.ts';
import { makeBoard, makeMedia, makePin, makeSession, makeUser } from '../../helpers/builders.ts';
import { wrongCounters } from '../../helpers/counters.ts';
import { ServerClient } from '../../helpers/server-client.ts';
import { type ServerProcess, startServer, stopServer } from '../../helpers/server-process.ts';
import { createTestDb, reopenTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 20);
/** Requests per round: saves of other people's pins (RepinResource) and new pins (PinResource). */
const BURST = 40;
/** Requests in flight at once. */
const CONCURRENCY = 8;
const TARGET_BOARDS = 4;
/** Each save takes a (pin, board) pair of its own, so none meets `AlreadySaved`. */
const SOURCE_PINS = Math.ceil((ROUNDS * BURST) / 2 / TARGET_BOARDS);

let t: TestDb;
let client: ServerClient;
let boardIds: string[];
let sourcePinIds: string[];
let mediaId: string;
let userId: string;
/** The server of the current round, killed in `afterAll` if a failure left it running. */
let server: ServerProcess | undefined;

beforeAll(async () => {
	t = await createTestDb();
	const user = await makeUser(t.db);
	userId = user.id;
	const other = await makeUser(t.db);
	const shelf = await makeBoard(t.db, other);
	sourcePinIds = [];
	for (let i = 0; i < SOURCE_PINS; i++) sourcePinIds.push((await makePin(t.db, shelf)).id);
	boardIds = [];
	for (let i = 0; i < TARGET_BOARDS; i++) boardIds.push((await makeBoard(t.db, user)).id);
	mediaId = (await makeMedia(t.db, { owner_id: user.id })).id;
	client = new ServerClient('http://unused', await makeSession(t.db, user));
	// The builders write rows without their counters; start from a world where all agree.
	await recomputeCounters(t.db);
	// Only the server may hold the database when it is killed (as in production), so that its
	// restart has to recover from what the killed process left behind.
	await t.close();
}, 60_000);
afterAll(async () => {
	await stopServer(server, 'SIGKILL');
	await t?.destroy();
});

interface Save {
	resource: 'RepinResource' | 'PinResource';
	options: Record<string, string>;
}

/** The round's requests: even ones save a pin, odd ones create a pin from the user's image. */
function burst(round: number): Save[] {
	return Array.from({ length: BURST }, (_, i) => {
		if (i % 2 === 1) {
			const title = `round ${round} pin ${i}`;
			return {
				resource: 'PinResource',
				options: { board_id: boardIds[i % TARGET_BOARDS]!, media_id: mediaId, title },
			};
		}
		const pair = (round * BURST) / 2 + i / 2;
		return {
			resource: 'RepinResource',
			options: {
				pin_id: sourcePinIds[pair % SOURCE_PINS]!,
				board_id: boardIds[Math.floor(pair / SOURCE_PINS)]!,
			},
		};
	});
}

interface Acknowledged {
	id: string;
	boardId: string;
}

/**
 * Sends the round's requests, CONCURRENCY at a time, and kills the server with SIGKILL once
 * `killAfter` of them were acknowledged (answered 200 with the envelope's new pin). Requests cut
 * by the kill, or never sent, are not acknowledged. Any other answer fails the test.
 */
async function burstAndKill(target: ServerProcess, saves: Save[], killAfter: number) {
	const me = client.at(target.url);
	const acknowledged: Acknowledged[] = [];
	const refused: string[] = [];
	let next = 0;
	let unanswered = 0;
	const worker = async () => {
		while (next < saves.length) {
			const save = saves[next++]!;
			try {
				const { status, r } = await me.resource(save.resource, 'create', save.options);
				if (status === 200 && r.status === 'success' && typeof r.data?.id === 'string') {
					acknowledged.push({ id: r.data.id, boardId: save.options.board_id! });
					if (acknowledged.length === killAfter) target.child.kill('SIGKILL');
				} else {
					refused.push(`${status} ${JSON.stringify(r.error ?? r)}`);
				}
			} catch {
				unanswered++;
			}
		}
	};
	await Promise.all(Array.from({ length: CONCURRENCY }, worker));
	return { acknowledged, refused, unanswered };
}

/** How many of `ids` are stored, read through a connection of its own that is closed again. */
async function storedCount(ids: string[]): Promise<number> {
	const check = reopenTestDb(t);
	try {
		return (await check.db.selectFrom('pins').select('id').where('id', 'in', ids).execute()).length;
	} finally {
		await check.close();
	}
}

/**
 * The rounds: burst, kill, restart on the same database; then each acknowledged pin must be
 * stored, and the restarted server must serve the last one on its board. Returns every
 * acknowledgement, the pins missing after a restart, and the requests the kills cut or refused.
 */
async function killRounds() {
	const acknowledged: Acknowledged[] = [];
	let unanswered = 0;
	let lost = 0;
	server = await startServer(t.env);
	for (let round = 0; round < ROUNDS; round++) {
		// Killed somewhere between a quarter and three quarters into the burst.
		const killAfter = Math.floor(BURST / 4 + Math.random() * (BURST / 2));
		const result = await burstAndKill(server, burst(round), killAfter);
		expect(result.refused, `round ${round}: answers other than success`).toEqual([]);
		// Answers already on their way when the signal landed may still arrive.
		expect(result.acknowledged.length).toBeGreaterThanOrEqual(killAfter);
		expect(await server.exited).toBeNull(); // ended by the signal, not by itself
		unanswered += result.unanswered;

		server = await startServer(t.env);
		const ids = result.acknowledged.map((a) => a.id);
		lost += ids.length - (await storedCount(ids));
		const last = result.acknowledged.at(-1)!;
		const served = await client.at(server.url).resource('PinResource', 'get', { id: last.id });
		expect(served.status).toBe(200);
		expect(served.r.data.board.id).toBe(last.boardId);
		acknowledged.push(...result.acknowledged);
	}
	server.child.kill('SIGTERM');
	expect(await server.exited).toBe(0);
	return { acknowledged, lost, unanswered };
}

describe(`kill -9 during a burst of saves on ${testDialect()}`, () => {
	it(
		`loses no acknowledged write in ${ROUNDS} rounds, and leaves no half-written save`,
		async () => {
			const started = performance.now();
			const { acknowledged, lost, unanswered } = await killRounds();

			const check = reopenTestDb(t);
			try {
				const ids = acknowledged.map((a) => a.id);
				const found = await check.db
					.selectFrom('pins')
					.select('id')
					.where('id', 'in', ids)
					.execute();
				const pinned = await check.db
					.selectFrom('pins')
					.select((eb) => eb.fn.countAll<number>().as('n'))
					.where('pinner_id', '=', userId)
					.executeTakeFirstOrThrow();
				const seconds = (performance.now() - started) / 1000;
				console.info(
					`[durability] kill -9 on ${testDialect()}: ${ROUNDS} rounds, ${ids.length} writes ` +
						`acknowledged, ${lost} lost after restart, ${ids.length - found.length} missing in ` +
						`the database; ${unanswered} requests cut or refused by the kill, of which ` +
						`${Number(pinned.n) - ids.length} had committed; ${seconds.toFixed(1)} s`,
				);
				expect(lost).toBe(0);
				expect(found.length).toBe(ids.length);
				expect(await wrongCounters(check.db)).toEqual([]);
				if (check.dialect === 'sqlite') {
					const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
						check.db,
					);
					expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
				}
			} finally {
				await check.close();
			}
		},
		60_000 + ROUNDS * 10_000,
	);
});
