import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeBoard, makePin, makeSession, makeUser } from '../helpers/builders.ts';
import { type ServerProcess, startServer } from '../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * BRD-14 `/organize/repin/` posted by someone who may not organize the page's board: the 404
 * page, and nothing moves. (The form used to be read before the board was checked, and the
 * 404 rewrite of a request whose body was read answered 500.) Needs `npm run build`.
 */
let t: TestDb;
let server: ServerProcess;
let board: { id: string; owner_id: string };
let section: string;
let pin: string;
let tokens: { owner: string; stranger: string };

beforeAll(async () => {
	t = await createTestDb();
	const [owner, stranger] = [await makeUser(t.db), await makeUser(t.db)];
	board = await makeBoard(t.db, owner, { privacy: 'secret' });
	section = newId();
	await t.db
		.insertInto('board_sections')
		.values({
			id: section,
			board_id: board.id,
			title: 'Shelf',
			slug: 'shelf',
			position: 0,
			created_at: new Date().toISOString(),
		})
		.execute();
	pin = (await makePin(t.db, board)).id;
	tokens = { owner: await makeSession(t.db, owner), stranger: await makeSession(t.db, stranger) };
	server = await startServer(t.env);
});
afterAll(async () => {
	server?.child.kill('SIGTERM');
	await server?.exited;
	await t?.destroy();
});

/** Posts the organize form of the board's page as the holder of `token`, with a valid CSRF pair. */
function post(token: string) {
	return fetch(`${server.url}/organize/repin/?board_id=${board.id}`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			cookie: `_cb_sess=${token}; csrftoken=organizecsrftoken0123`,
			'x-csrftoken': 'organizecsrftoken0123',
			origin: server.url,
			'content-type': 'application/x-www-form-urlencoded',
		},
		body: new URLSearchParams({ pin_ids: pin, target: `${board.id}:${section}` }),
	});
}

const sectionOf = async () =>
	(
		await t.db
			.selectFrom('pins')
			.select('section_id')
			.where('id', '=', pin)
			.executeTakeFirstOrThrow()
	).section_id;

describe(`organize form access on ${testDialect()}`, () => {
	it("answers the 404 page to a stranger posting to a secret board's organize page; nothing moves", async () => {
		const res = await post(tokens.stranger);
		expect(res.status).toBe(404);
		expect(await sectionOf()).toBeNull();
	});

	it('still moves the pin for the owner', async () => {
		const res = await post(tokens.owner);
		expect(res.status).toBe(303);
		expect(await sectionOf()).toBe(section);
	});
});
