import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardShortlist } from '~/lib/content/saving/board-shortlist.server.ts';
import { listRecentSearches } from '~/lib/discovery/search/recent-searches.repository.server.ts';
import { SESSION_COOKIE } from '~/lib/identity/auth/session-cookies.server.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '~/lib/platform/http/csrf.server.ts';
import { SAFE_REQUEST_ID } from '~/lib/platform/log/request-id.server.ts';
import { makeBoard, makePin, makeSession, makeUser } from '../helpers/builders.ts';
import { httpRequest } from '../helpers/http-request.ts';
import { type ServerProcess, startServer, stopServer } from '../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Security finding 13, against the built server (`npx astro build`) with PUBLIC_ORIGIN unset:
 *
 * a. a search page another site sent a signed-in visitor to records nothing in their recent
 *    searches (SRC-05); their own navigation does;
 * b. the board picker never shows another board's pin as a board's thumbnail (a `cover_pin_id`
 *    naming a pin of someone's secret board);
 * c. the CSRF Origin check accepts only the configured origins (here the loopback ones on
 *    PORT), never an origin made of a forged Host (AUTH-23);
 * d. an `X-Request-Id` of unsafe shape is neither echoed in the response nor logged.
 */

const TOKEN = 'smallerFindingsCsrfToken0123456789';

let t: TestDb;
let server: ServerProcess;
let me: Awaited<ReturnType<typeof makeUser>>;
let session: string;
let followable: { id: string };

beforeAll(async () => {
	t = await createTestDb();
	me = await makeUser(t.db);
	session = await makeSession(t.db, me);
	const other = await makeUser(t.db);
	followable = await makeBoard(t.db, other);
	server = await startServer(t.env);
}, 60_000);
afterAll(async () => {
	await stopServer(server);
	await t?.destroy();
});

const recentQueries = async () =>
	(await listRecentSearches(t.db, me.id, 'recent')).map((r) => r.query).sort();

describe(`a. recent searches on ${testDialect()}`, () => {
	async function searchPage(query: string, site: string | null) {
		const res = await httpRequest(`${server.url}/search/pins/?q=${encodeURIComponent(query)}`, {
			method: 'GET',
			headers: {
				cookie: `${SESSION_COOKIE}=${session}`,
				...(site ? { 'sec-fetch-site': site } : {}),
			},
		});
		expect(res.status).toBe(200);
	}

	it("records the viewer's own navigation only, not a page another site sent", async () => {
		await searchPage('attacker text cross', 'cross-site');
		await searchPage('attacker text sibling', 'same-site');
		await searchPage('no header at all', null);
		expect(await recentQueries()).toEqual([]);
		await searchPage('typed in the address bar', 'none');
		await searchPage('from our own form', 'same-origin');
		expect(await recentQueries()).toEqual(['from our own form', 'typed in the address bar']);
	});
});

describe(`b. board picker covers on ${testDialect()}`, () => {
	it("never shows a pin of another board (a secret one) as a board's thumbnail", async () => {
		const stranger = await makeUser(t.db);
		const secret = await makeBoard(t.db, stranger, { privacy: 'secret', name: 'Hidden' });
		const secretPin = await makePin(t.db, secret);
		const secretKey = (
			await t.db
				.selectFrom('media')
				.select('storage_key')
				.where('id', '=', secretPin.media_id)
				.executeTakeFirstOrThrow()
		).storage_key;
		const owner = await makeUser(t.db);
		const mine = await makeBoard(t.db, owner, { name: 'Mine', cover_pin_id: secretPin.id });
		const myPin = await makePin(t.db, mine);
		const myKey = (
			await t.db
				.selectFrom('media')
				.select('storage_key')
				.where('id', '=', myPin.media_id)
				.executeTakeFirstOrThrow()
		).storage_key;

		const thumbnail = async () =>
			(await boardShortlist(t.db, owner.id)).boards_shortlist.find((b) => b.id === mine.id)
				?.image_thumbnail_url;
		const shown = await thumbnail();
		expect(shown ?? '').not.toContain(secretKey);

		// Control: a cover of the board's own shows.
		await t.db
			.updateTable('boards')
			.set({ cover_pin_id: myPin.id })
			.where('id', '=', mine.id)
			.execute();
		expect(await thumbnail()).toContain(myKey);
	});
});

describe(`c. CSRF Origin on ${testDialect()}`, () => {
	function follow(headers: Record<string, string>) {
		return httpRequest(`${server.url}/resource/BoardFollowResource/create/`, {
			method: 'POST',
			headers: {
				cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${TOKEN}`,
				[CSRF_HEADER]: TOKEN,
				'content-type': 'application/json',
				...headers,
			},
			body: JSON.stringify({ source_url: '/', data: { options: { board_id: followable.id } } }),
		});
	}
	const followed = async () =>
		(
			await t.db
				.selectFrom('board_follows')
				.select('board_id')
				.where('user_id', '=', me.id)
				.execute()
		).length;

	it("refuses a write whose Origin is the forged Host's; accepts the configured origins", async () => {
		for (const host of ['evil.example', 'evil.example:8080', `127.0.0.2:${server.port}`]) {
			const res = await follow({ host, origin: `http://${host}` });
			expect(res.status, host).toBe(403);
			expect(JSON.parse(res.text).resource_response.error.code, host).toBe('CsrfFailed');
		}
		expect(await followed()).toBe(0);

		for (const origin of [
			`http://127.0.0.1:${server.port}`,
			`http://localhost:${server.port}`,
			`http://[::1]:${server.port}`,
		]) {
			const res = await follow({ host: new URL(origin).host, origin });
			expect(res.status, origin).toBe(200);
		}
		expect(await followed()).toBe(1);
	});
});

describe(`d. X-Request-Id on ${testDialect()}`, () => {
	const UNSAFE = [
		'{"level":"error","msg":"forged entry"}',
		'short',
		`long-${'x'.repeat(200)}`,
		'has spaces and "quotes"',
		'<script>alert(1)</script>',
	];

	it('echoes a safe id in the response and the log line', async () => {
		const id = 'edge-proxy:42.abc_DEF-1';
		expect(id).toMatch(SAFE_REQUEST_ID);
		const res = await httpRequest(`${server.url}/healthz`, {
			method: 'GET',
			headers: { 'x-request-id': id },
		});
		expect(res.headers['x-request-id']).toBe(id);
		await expect.poll(() => server.output()).toContain(`"requestId":"${id}"`);
	});

	it('replaces an unsafe one by its own, in the response and in the log', async () => {
		for (const sent of UNSAFE) {
			const res = await httpRequest(`${server.url}/healthz`, {
				method: 'GET',
				headers: { 'x-request-id': sent },
			});
			const echoed = String(res.headers['x-request-id']);
			expect(echoed, sent).not.toBe(sent);
			expect(echoed, sent).toMatch(SAFE_REQUEST_ID);
		}
		// Newlines cannot be sent by fetch or node:http: a raw request folds one into the header.
		const raw = await rawGet(
			server.port,
			'/healthz',
			'X-Request-Id: folded-value-1\r\n {"level":"error","msg":"forged"}',
		);
		expect(raw).not.toContain('forged');
		await new Promise((r) => setTimeout(r, 200));
		const log = server.output();
		for (const sent of UNSAFE) expect(log, sent).not.toContain(JSON.stringify(sent).slice(1, -1));
		expect(log).not.toContain('forged');
	});
});

/** One HTTP/1.1 GET written by hand (with `extraHeaders` as given); resolves with the answer. */
function rawGet(port: number, path: string, extraHeaders: string): Promise<string> {
	return new Promise((resolve, reject) => {
		const socket = net.connect(port, '127.0.0.1', () => {
			socket.write(
				`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extraHeaders}\r\nConnection: close\r\n\r\n`,
			);
		});
		let text = '';
		socket.on('data', (d) => (text += d));
		socket.on('end', () => resolve(text));
		socket.on('error', reject);
	});
}
