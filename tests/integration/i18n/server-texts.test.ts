import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '~/lib/platform/db/ids.ts';
import { CSRF_FIELD } from '~/lib/platform/http/csrf.server.ts';
import { makeBoard, makePin, makeSession, makeUser } from '../../helpers/builders.ts';
import { ServerClient } from '../../helpers/server-client.ts';
import { type ServerProcess, startServer, stopServer } from '../../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * Texts the server composes for people, in the request's language, against the built server
 * (issue 27, docs/i18n.md): an API validation error and a detail (the viewer's setting), form
 * pages' errors (the `/de/` and `/ja/` prefixes), meta description fallbacks (prefix and
 * `Accept-Language`), the quick-save board's name, interest-based name suggestions; and an
 * unknown language answering in English.
 */
let t: TestDb;
let server: ServerProcess;
let ada: Awaited<ReturnType<typeof makeUser>>;
let adaBoard: Awaited<ReturnType<typeof makeBoard>>;
let untitledPinPath: string;
let untitledPinId: string;
/** Hans reads German (`users.locale`); Kim's setting is a language we do not know. */
let hans: ServerClient;
let hansArchivedBoardId: string;
let kim: ServerClient;
let adaClient: ServerClient;
/** A pin of Hans's own board tagged Home Decor (German "Wohnen & Deko"). */
let decorPinId: string;
let hansBoardId: string;

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db, { first_name: 'Ada', last_name: 'Lovelace' });
	adaBoard = await makeBoard(t.db, ada, { name: 'Kuchen', slug: 'kuchen', description: '' });
	const pin = await makePin(t.db, adaBoard, { title: '', description: '' });
	untitledPinId = pin.id;
	untitledPinPath = `/pin/${pin.id}/`;
	const hansUser = await makeUser(t.db, { locale: 'de' });
	const archived = await makeBoard(t.db, hansUser, { name: 'Alt', is_archived: 1 });
	hansArchivedBoardId = archived.id;
	const hansBoard = await makeBoard(t.db, hansUser, { name: 'Ideen' });
	hansBoardId = hansBoard.id;
	const decorPin = await makePin(t.db, hansBoard, { title: 'Sofa' });
	decorPinId = decorPin.id;
	const decor = newId();
	await t.db
		.insertInto('interests')
		.values({
			id: decor,
			name: 'Home Decor',
			slug: 'home-decor',
			parent_id: null,
			position: 0,
			is_category: 1,
		})
		.execute();
	await t.db
		.insertInto('pin_interests')
		.values({ pin_id: decorPin.id, interest_id: decor })
		.execute();
	const kimUser = await makeUser(t.db, { locale: 'tlh' });
	server = await startServer({ ...t.env, PUBLIC_ORIGIN: 'self' });
	hans = new ServerClient(server.url, await makeSession(t.db, hansUser));
	kim = new ServerClient(server.url, await makeSession(t.db, kimUser));
	adaClient = new ServerClient(server.url, await makeSession(t.db, ada));
}, 60_000);
afterAll(async () => {
	await stopServer(server);
	await t?.destroy();
});

async function metaDescription(path: string, headers: Record<string, string> = {}) {
	const res = await fetch(server.url + path, { headers, redirect: 'manual' });
	expect(res.status).toBe(200);
	const html = await res.text();
	return html.match(/<meta name="description" content="([^"]*)"/)?.[1];
}

describe(`server texts in the request's language on ${testDialect()}`, () => {
	it("an API validation error comes in the viewer's language (SET-02 website check)", async () => {
		const res = await hans.resource('UserSettingsResource', 'update', {
			website_url: 'ftp://example.com/',
		});
		expect(res.status).toBe(400);
		expect(res.r.error.message_detail).toBe(
			'website_url: Gib eine vollständige Adresse ein, die mit http:// oder https:// beginnt.',
		);
	});

	it('a detail the board picker shows (saving to an archived board) comes in German', async () => {
		const res = await hans.resource('RepinResource', 'create', {
			pin_id: untitledPinId,
			board_id: hansArchivedBoardId,
		});
		expect(res.status).toBe(403);
		expect(res.r.error.message).toBe(
			'Zu dieser Pinnwand kannst du keine Pins hinzufügen. Wähle eine deiner Pinnwände.',
		);
		expect(res.r.error.message_detail).toBe(
			'Diese Pinnwand ist archiviert. Hol sie aus dem Archiv, um Pins hinzuzufügen.',
		);
	});

	it("PIN-11: the quick-saves board made on first use is named in the viewer's language", async () => {
		const res = await hans.resource('QuickSaveResource', 'create', { pin_id: untitledPinId });
		expect(res.status).toBe(200);
		expect(res.r.data.savedInfo).toMatchObject({ type: 'board', title: 'Schnell gemerkt' });
	});

	it('PIN-16, BRD-08: board and section name suggestions name interests in German', async () => {
		const res = await fetch(`${server.url}/v3/pins/${decorPinId}/board_title_suggestions/`, {
			headers: hans.headers(false),
		});
		const titles = (await res.json()).resource_response.data as string[];
		expect(titles).toContain('Wohnen & Deko');
		expect(titles).not.toContain('Home Decor');
		const sections = await hans.resource('BoardSectionSuggestionsResource', 'get', {
			board_id: hansBoardId,
		});
		expect(sections.r.data).toEqual(['Wohnen & Deko']);
	});

	it('BRD-13: the /de/ board form says what is wrong in German, ended as a German sentence', async () => {
		const res = await fetch(`${server.url}/de/board/create/`, {
			method: 'POST',
			redirect: 'manual',
			headers: {
				...adaClient.headers(true),
				'content-type': 'application/x-www-form-urlencoded',
			},
			body: new URLSearchParams({ name: ' ', [CSRF_FIELD]: adaClient.csrfToken }).toString(),
		});
		const html = await res.text();
		expect(html).toContain('Bitte gib einen Namen für die Pinnwand ein.');
		expect(html).not.toContain('Please enter a board name');
	});

	it('a post that is not a form gets the "send it again" message in the page language', async () => {
		const visitor = new ServerClient(server.url);
		const res = await fetch(`${server.url}/ja/login/`, {
			method: 'POST',
			redirect: 'manual',
			headers: { ...visitor.headers(true), 'content-type': 'application/json' },
			body: '{}',
		});
		expect(res.status).toBe(400);
		expect(await res.text()).toContain(
			'リクエストを読み取れませんでした。もう一度フォームを送信してください。',
		);
	});

	it('meta description fallbacks of an untitled pin and its board come in the page language', async () => {
		expect(await metaDescription(`/de${untitledPinPath}`)).toBe(
			'Pin: gemerkt von Ada Lovelace auf Corkboard.',
		);
		expect(await metaDescription(untitledPinPath, { 'accept-language': 'ja' })).toBe(
			'ピン：Ada LovelaceさんがCorkboardに保存しました。',
		);
		expect(await metaDescription(`/de/${ada.username}/kuchen/`)).toMatch(
			/^\d+ Pins? auf Kuchen von Ada Lovelace\.$/,
		);
	});

	it('an unknown language answers in English: Accept-Language, and a stored setting', async () => {
		expect(await metaDescription(untitledPinPath, { 'accept-language': 'tlh, x-klingon' })).toBe(
			'Pin: saved by Ada Lovelace on Corkboard.',
		);
		const res = await kim.resource('UserSettingsResource', 'update', {
			website_url: 'ftp://example.com/',
		});
		expect(res.r.error.message_detail).toBe(
			'website_url: enter a full address starting with http:// or https://.',
		);
	});

	it("words the typeahead's suggestions in the page's language, each language cached apart", async () => {
		const suggest = async (term: string, headers: Record<string, string>) => {
			const data = JSON.stringify({ options: { term }, context: {} });
			const res = await fetch(
				`${server.url}/resource/AdvancedTypeaheadResource/get/?${new URLSearchParams({ data })}`,
				{ headers },
			);
			expect(res.status).toBe(200);
			const body = (await res.json()) as {
				resource_response: { data: { items: { type: string; label: string; detail?: string }[] } };
			};
			return body.resource_response.data.items;
		};
		const board = (items: { type: string; label: string; detail?: string }[]) =>
			items.find((i) => i.type === 'board' && i.label === 'Kuchen')?.detail;
		// Signed-out answers are kept for 2 s: the German one must not answer the English visitor.
		expect(board(await suggest('kuchen', { 'x-corkboard-page-language': 'de' }))).toBe(
			'von Ada Lovelace',
		);
		expect(board(await suggest('kuchen', { 'accept-language': 'en' }))).toBe('by Ada Lovelace');
		const interests = await suggest('home', { 'x-corkboard-page-language': 'de' });
		expect(interests.filter((i) => i.type === 'interest').map((i) => i.label)).toContain(
			'Wohnen & Deko',
		);
	});
});
