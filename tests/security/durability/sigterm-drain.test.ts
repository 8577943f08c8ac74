// Graceful stop under load: SIGTERM arrives while a steady open-loop load (pages and saves over
// keep-alive connections) runs and slow requests are half sent. Every request sent on an open
// connection gets its normal answer (none is dropped, not even one the server had not read yet),
// new connections are refused at once, keep-alive clients are let go (`Connection: close`)
// instead of holding the process open, and it exits 0 with every acknowledged save stored.
// Needs `npx astro build` first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeCounters } from '~/app/seed/counters.server.ts';
import { type LoadOutcome, runOpenLoop } from '../../../scripts/bench/open-loop.ts';
import { mixedRequests } from '../../../scripts/load/mix.ts';
import { makeBoard, makePin, makeSession, makeUser } from '../../helpers/builders.ts';
import { wrongCounters } from '../../helpers/counters.ts';
import { imageForm } from '../../helpers/multipart.ts';
import { connectionRefused, openRaw, type RawExchange } from '../../helpers/raw-http.ts';
import { ServerClient } from '../../helpers/server-client.ts';
import { type ServerProcess, startServer, stopServer } from '../../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { jpegImage } from '../../unit/media/image-fixtures.ts';

const CONNECTIONS = 4;
const RATE = 30;
/** Answers the load must have had before the signal, so the stop happens under load. */
const WARM_ANSWERS = 20;
/** The load would run this long if the server never stopped: a hang shows as a late exit. */
const LOAD_SECONDS = 20;
/**
 * The server's `keepAliveTimeout` (scripts/start.ts): a connection nobody sends on may stay open
 * that long after the signal, plus the one-second sweep of `drain.server.ts`.
 */
const KEEP_ALIVE_SECONDS = 5;

/**
 * How long the listener may take to close after the signal. The handler closes it as soon as it
 * runs, but it runs only when the event loop gets to the signal: on a loaded CI machine that was
 * once more than 300 ms behind while pages rendered, so the test polls instead of probing once.
 */
const REFUSAL_DEADLINE_MS = 3000;

let t: TestDb;
let client: ServerClient;
let sourcePinIds: string[];
let boardPath: string;
let saveBoardIds: string[];
/** Killed in `afterAll` if a failure left it running. */
let server: ServerProcess | undefined;

beforeAll(async () => {
	t = await createTestDb();
	const user = await makeUser(t.db);
	const other = await makeUser(t.db);
	const shelf = await makeBoard(t.db, other);
	boardPath = `/${other.username}/${shelf.slug}/`;
	sourcePinIds = [];
	for (let i = 0; i < 30; i++) sourcePinIds.push((await makePin(t.db, shelf)).id);
	saveBoardIds = [];
	for (let i = 0; i < 30; i++) saveBoardIds.push((await makeBoard(t.db, user)).id);
	client = new ServerClient('http://unused', await makeSession(t.db, user));
	await recomputeCounters(t.db);
}, 60_000);
afterAll(async () => {
	await stopServer(server, 'SIGKILL');
	await t?.destroy();
});

/** The head of a request from the signed-in client, as it goes on the wire. */
function head(me: ServerClient, method: string, path: string, fields: Record<string, string>) {
	const lines = Object.entries({ host: new URL(me.url).host, ...me.headers(true), ...fields });
	return `${method} ${path} HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`;
}

/** A save whose body is half sent: the server has begun it and waits for the rest. */
async function halfSentSave(me: ServerClient, port: number, pinId: string, boardId: string) {
	const data = { options: { pin_id: pinId, board_id: boardId }, context: {} };
	const body = Buffer.from(JSON.stringify({ source_url: '/', data }));
	const raw = await openRaw(port);
	raw.write(
		head(me, 'POST', '/resource/RepinResource/create/', {
			'content-type': 'application/json',
			'content-length': String(body.length),
		}),
	);
	raw.write(body.subarray(0, 20));
	return { raw, rest: body.subarray(20) };
}

/** An image upload (a real JPEG, decoded and re-encoded by sharp) with half its body sent. */
async function halfSentUpload(me: ServerClient, port: number) {
	const { body, contentType } = await imageForm(await jpegImage(1200, 900));
	const raw = await openRaw(port);
	raw.write(
		head(me, 'POST', '/upload-image/', {
			'content-type': contentType,
			'content-length': String(body.length),
		}),
	);
	const half = Math.floor(body.length / 2);
	raw.write(body.subarray(0, half));
	return { raw, rest: body.subarray(half) };
}

/**
 * Milliseconds until a new connection to `port` is refused, probing every 50 ms; null if it was
 * still accepted after `deadlineMs`. A probe that connects is closed at once without a byte sent.
 */
async function refusedWithin(port: number, deadlineMs: number): Promise<number | null> {
	const start = performance.now();
	while (performance.now() - start < deadlineMs) {
		if (await connectionRefused(port)) return performance.now() - start;
		await new Promise((r) => setTimeout(r, 50));
	}
	return null;
}

async function envelopeOf(raw: RawExchange) {
	const answer = await raw.answer();
	return { ...answer, r: JSON.parse(answer.body.toString()).resource_response };
}

describe(`SIGTERM under load on ${testDialect()}`, () => {
	it('answers every request sent on an open connection, refuses new connections, exits 0 without waiting for keep-alive clients', async () => {
		const running = await startServer(t.env);
		server = running;
		const me = client.at(running.url);
		const { port } = server;
		let exitedAt = 0;
		const stopLoad = new AbortController();
		running.exited.then(() => {
			exitedAt = performance.now();
			stopLoad.abort();
		});

		// Steady load: signed-out pages and signed-in saves, the load test's own mix.
		const build = mixedRequests({
			origin: running.url,
			pinIds: sourcePinIds,
			boardPaths: [boardPath],
			searchTerms: ['pin'],
			session: { cookie: me.headers(false).cookie!, csrfToken: me.csrfToken },
			saveBoardIds: saveBoardIds.slice(1),
		});
		const savedIds = new Map<number, string>();
		let answeredBeforeSignal = 0;
		let signalled = false;
		const load = runOpenLoop({
			origin: running.url,
			seconds: LOAD_SECONDS,
			rate: RATE,
			connections: CONNECTIONS,
			request: build,
			onAnswer: (i, status, body) => {
				if (status === 200) answeredBeforeSignal += signalled ? 0 : 1;
				if (status === 200 && body[0] === 0x7b) {
					const id = JSON.parse(body.toString()).resource_response?.data?.id;
					if (typeof id === 'string') savedIds.set(i, id);
				}
			},
			signal: stopLoad.signal,
		});
		// The signal comes once the load is flowing (a loaded machine takes longer to warm up).
		const warm = performance.now();
		while (answeredBeforeSignal < WARM_ANSWERS && performance.now() - warm < 10_000) {
			await new Promise((r) => setTimeout(r, 50));
		}

		// Slow requests, begun before the signal and finished after it.
		const save = await halfSentSave(me, port, sourcePinIds[0]!, saveBoardIds[0]!);
		const upload = await halfSentUpload(me, port);
		await new Promise((r) => setTimeout(r, 300));
		const signalledAt = performance.now();
		signalled = true;
		running.child.kill('SIGTERM');
		const refusedAfterMs = await refusedWithin(port, REFUSAL_DEADLINE_MS);
		save.raw.write(save.rest);
		upload.raw.write(upload.rest);

		const savedSlowly = await envelopeOf(save.raw);
		const uploaded = await envelopeOf(upload.raw);
		const exitCode = await running.exited;
		const outcomes = await load;
		const exitSeconds = (exitedAt - signalledAt) / 1000;

		const failures = (list: LoadOutcome[], kind: string) =>
			list.filter((o) => o.failure === kind).length;
		console.info(
			`[durability] SIGTERM on ${testDialect()}: ${outcomes.length} requests due, ` +
				`${outcomes.filter((o) => o.status === 200).length} answered 200 ` +
				`(${outcomes.filter((o) => o.closes).length} with Connection: close), ` +
				`${failures(outcomes, 'refused')} refused, ${failures(outcomes, 'unsent')} unsent, ` +
				`${failures(outcomes, 'dropped')} dropped, ` +
				`${failures(outcomes, 'cut')} cut; new connections refused ${refusedAfterMs?.toFixed(0)} ms after the signal; exit ${exitCode} ${exitSeconds.toFixed(2)} s after the signal`,
		);

		// The slow requests got their normal answers, and their connections were let go.
		expect(savedSlowly.status).toBe(200);
		expect(savedSlowly.r.status).toBe('success');
		expect(savedSlowly.closes).toBe(true);
		expect(uploaded.status).toBe(200);
		expect(uploaded.r.data.id).toMatch(/^\d+$/);
		expect(uploaded.closes).toBe(true);
		await Promise.all([save.raw.closed, upload.raw.closed]);
		// New connections were refused while those were still being answered.
		expect(refusedAfterMs).not.toBeNull();
		// It exited 0 within the keep-alive time, not when the keep-alive clients gave up.
		expect(exitCode).toBe(0);
		expect(exitSeconds).toBeLessThan(KEEP_ALIVE_SECONDS + 3);
		expect(running.output()).toContain('"msg":"stopped"');
		expect(running.output()).not.toContain('requests cut');

		// The load: every request that went out on an open connection was answered 200 in full;
		// the only requests without an answer are those that needed a new connection after the
		// listener closed (refused) or were still queued in the client when the process had gone.
		expect(answeredBeforeSignal).toBeGreaterThanOrEqual(WARM_ANSWERS);
		expect(outcomes.filter((o) => o.status !== null && o.status !== 200)).toEqual([]);
		expect(
			outcomes.filter((o) => o.status === null && !['refused', 'unsent'].includes(o.failure!)),
		).toEqual([]);

		// Every acknowledged save is stored, and every counter agrees with the rows.
		const ids = [...savedIds.values(), savedSlowly.r.data.id as string];
		const stored = await t.db.selectFrom('pins').select('id').where('id', 'in', ids).execute();
		expect(stored.length).toBe(ids.length);
		const media = await t.db
			.selectFrom('media')
			.select('id')
			.where('id', '=', uploaded.r.data.id)
			.execute();
		expect(media).toHaveLength(1);
		expect(await wrongCounters(t.db)).toEqual([]);
	}, 60_000);
});
