import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinPageSeo } from '~/lib/content/pins/pin-seo.server.ts';
import { getPinForViewer } from '~/lib/content/pins/pins.service.server.ts';
import { convertToBusiness } from '~/lib/identity/multi-account/linked-business.service.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * ACC-13: one person, one name. An account converted to business keeps its first and last name
 * (`convertToBusiness`, SET-12), and every surface names it by its business name: the closeup's
 * "Saved by", the pin and board answers, the "saved from" of someone's save, the collaborators
 * and reactions lists, search and the typeahead (`displayName` over `nameColumns`).
 */
const BUSINESS = 'Kilnworks Studio';

let t: TestDb;
let shop: Awaited<ReturnType<typeof makeUser>>;
let fan: Awaited<ReturnType<typeof makeUser>>;
let board: Awaited<ReturnType<typeof makeBoard>>;
let fanBoard: Awaited<ReturnType<typeof makeBoard>>;
let pin: Awaited<ReturnType<typeof makePin>>;
let save: Awaited<ReturnType<typeof makePin>>;

beforeAll(async () => {
	t = await createTestDb();
	shop = await makeUser(t.db, { username: 'orla_marsh', first_name: 'Orla', last_name: 'Marsh' });
	fan = await makeUser(t.db, { username: 'fen_ives', first_name: 'Fen', last_name: 'Ives' });
	board = await makeBoard(t.db, shop, { name: 'Celadon glazes', slug: 'celadon-glazes' });
	pin = await makePin(t.db, board, { title: 'Celadon bowl' });
	// Someone's save of the shop's pin names the shop as where it came from (PIN-01 origin_pinner).
	fanBoard = await makeBoard(t.db, fan, { name: 'Bowls', slug: 'bowls' });
	// Its own title: search shows one result per original (the best-scoring save of it), and the
	// pin search below asks for the shop's own pin.
	save = await makePin(t.db, fanBoard, { title: 'My favourite bowl', origin_pin_id: pin.id });
	const at = new Date().toISOString();
	await t.db
		.insertInto('board_collaborators')
		.values({
			board_id: fanBoard.id,
			user_id: shop.id,
			status: 'accepted',
			invited_by_id: fan.id,
			created_at: at,
		})
		.execute();
	await t.db
		.updateTable('boards')
		.set({ is_collaborative: 1, collaborator_count: 1 })
		.where('id', '=', fanBoard.id)
		.execute();
	await t.db
		.insertInto('pin_reactions')
		.values({ pin_id: save.id, user_id: shop.id, reaction_type: 1, created_at: at })
		.execute();
	await convertToBusiness(t.db, shop, { business_name: BUSINESS });
});
afterAll(async () => {
	await t?.destroy();
});

describe(`one display name on ${testDialect()}`, () => {
	it('ACC-13: the closeup says "Saved by" the business name, as its JSON-LD author does', async () => {
		// What the pin page reads (`getPinForViewer`, then `pinPageSeo` for its head).
		const closeup = await getPinForViewer(t.db, null, pin.id);
		expect(closeup?.pinner.fullName).toBe(BUSINESS);
		const seo = pinPageSeo(closeup!, new URL(`http://localhost/pin/${pin.id}/`));
		const jsonLd = JSON.stringify(seo.jsonLd);
		expect(jsonLd).toContain(BUSINESS);
		expect(jsonLd).not.toContain('Orla Marsh');
	});

	it('ACC-13: the pin answer names its pinner, and a save its origin pinner, by the business name', async () => {
		const own = await callResource(t.db, 'PinResource', 'get', { id: pin.id }, null);
		expect(own.status).toBe(200);
		expect(own.r.data.pinner.fullName).toBe(BUSINESS);
		const saved = await callResource(t.db, 'PinResource', 'get', { id: save.id }, null);
		expect(saved.status).toBe(200);
		expect(saved.r.data.origin_pinner.fullName).toBe(BUSINESS);
	});

	it('ACC-13: boards name their owner and collaborators by the business name', async () => {
		const own = await callResource(t.db, 'BoardResource', 'get', { board_id: board.id }, null);
		expect(own.status).toBe(200);
		expect(own.r.data.owner.full_name).toBe(BUSINESS);
		const shared = await callResource(
			t.db,
			'BoardResource',
			'get',
			{ board_id: fanBoard.id },
			null,
		);
		expect(shared.r.data.collaborating_users).toEqual([
			expect.objectContaining({ id: shop.id, full_name: BUSINESS }),
		]);
	});

	it('ACC-13: the reactions list names the business by its business name', async () => {
		const res = await callResource(t.db, 'ReactionsResource', 'get', { pin_id: save.id }, null);
		expect(res.status).toBe(200);
		expect(
			res.r.data.reactions.map((r: { user: { full_name: string } }) => r.user.full_name),
		).toEqual([BUSINESS]);
	});

	it('ACC-13: search (people, boards, pins) and the typeahead show the same business name', async () => {
		const search = async (query: string, scope: string) => {
			const res = await callResource(t.db, 'BaseSearchResource', 'get', { query, scope }, null);
			expect(res.status).toBe(200);
			return res.r.data.results;
		};
		expect(await search('kilnworks', 'people')).toEqual([
			expect.objectContaining({ id: shop.id, fullName: BUSINESS }),
		]);
		expect(await search('celadon glazes', 'boards')).toEqual([
			expect.objectContaining({
				id: board.id,
				owner: expect.objectContaining({ fullName: BUSINESS }),
			}),
		]);
		const pins = await search('celadon bowl', 'pins');
		expect(pins.find((p: { id: string }) => p.id === pin.id)?.pinner.fullName).toBe(BUSINESS);

		const typeahead = await callResource(
			t.db,
			'AdvancedTypeaheadResource',
			'get',
			{ term: 'kilnw' },
			viewerOf(fan),
		);
		expect(typeahead.status).toBe(200);
		const people = typeahead.r.data.items.filter((i: { type: string }) => i.type === 'user');
		expect(people).toEqual([expect.objectContaining({ label: BUSINESS, url: '/orla_marsh/' })]);
	});
});
