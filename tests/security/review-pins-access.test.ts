import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutboundUrl } from '~/lib/content/offsite/offsite-check.server.ts';
import { offsiteHref } from '~/lib/content/offsite/offsite-link.server.ts';
import { resolveOffsiteVisit } from '~/lib/content/offsite/offsite-visit.server.ts';
import { reportPin } from '~/lib/content/pins/pin-marks.service.server.ts';
import { deletePin, updatePin } from '~/lib/content/pins/pin-write.service.server.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { GET as titleSuggestions } from '~/pages/v3/pins/[id]/board_title_suggestions.ts';
import { POST as closeupView } from '~/pages/v3/pins/[id]/closeup_view.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../helpers/builders.ts';
import { callResource } from '../helpers/resource-call.ts';
import { callRest } from '../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let stranger: U;

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	stranger = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

const boardCount = async (id: string) =>
	(
		await t.db
			.selectFrom('boards')
			.select('pin_count')
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
	).pin_count;

describe(`review: pins access and counters on ${testDialect()}`, () => {
	it('PIN-13/PIN-20/PIN-10: a pin hidden by moderation takes no reactions, favorites, saves or beacons from strangers', async () => {
		const board = await makeBoard(t.db, owner);
		const hidden = await makePin(t.db, board, { is_hidden: 1 });
		const strangersBoard = await makeBoard(t.db, stranger);
		const as = viewerOf(stranger);
		const calls = [
			callResource(
				t.db,
				'ReactionsResource',
				'create',
				{ pin_id: hidden.id, reaction_type: 1 },
				as,
			),
			callResource(t.db, 'ReactionsResource', 'get', { pin_id: hidden.id }, as),
			callResource(t.db, 'PinFavoriteResource', 'create', { pin_id: hidden.id }, as),
			callResource(t.db, 'PinDoneResource', 'create', { pin_id: hidden.id }, as),
			callResource(
				t.db,
				'RepinResource',
				'create',
				{ pin_id: hidden.id, board_id: strangersBoard.id },
				as,
			),
			callResource(t.db, 'RepinResource', 'get', { pin_id: hidden.id }, as),
		];
		for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
		const beacon = await callRest(closeupView, {
			db: t.db,
			method: 'POST',
			path: `/v3/pins/${hidden.id}/closeup_view/`,
			params: { id: hidden.id },
			json: {},
			clientAddress: '10.9.9.9',
		});
		expect(beacon.status).toBe(404);
		const suggestions = await callRest(titleSuggestions, {
			db: t.db,
			path: `/v3/pins/${hidden.id}/board_title_suggestions/`,
			params: { id: hidden.id },
			viewer: as,
		});
		expect(suggestions.status).toBe(404);
		expect(await boardCount(strangersBoard.id)).toBe(0);
		// OUT-01: no signed interstitial link for a pin the viewer cannot see.
		await t.db
			.updateTable('pins')
			.set({ link: 'https://shop.example.net/a' })
			.where('id', '=', hidden.id)
			.execute();
		const check = await checkOutboundUrl(t.db, as, {
			url: 'https://shop.example.net/a',
			pinId: hidden.id,
			checkOnly: false,
		});
		expect(check.url).toBe('https://shop.example.net/a');
		const ownCheck = await checkOutboundUrl(t.db, viewerOf(owner), {
			url: 'https://shop.example.net/a',
			pinId: hidden.id,
			checkOnly: false,
		});
		expect(ownCheck.url.startsWith('/offsite/?')).toBe(true);
		// The board owner still can.
		const own = await callResource(
			t.db,
			'PinFavoriteResource',
			'create',
			{ pin_id: hidden.id },
			viewerOf(owner),
		);
		expect(own.status).toBe(200);
	});

	it('PIN-10: savedInfo never names a secret board the viewer was removed from', async () => {
		const source = await makePin(t.db, await makeBoard(t.db, owner));
		const shared = await makeBoard(t.db, owner, { privacy: 'secret', name: 'Surprise party' });
		await t.db
			.insertInto('board_collaborators')
			.values({
				board_id: shared.id,
				user_id: stranger.id,
				status: 'accepted',
				invited_by_id: owner.id,
				created_at: new Date().toISOString(),
			})
			.execute();
		const as = viewerOf(stranger);
		const saved = await callResource(
			t.db,
			'RepinResource',
			'create',
			{ pin_id: source.id, board_id: shared.id },
			as,
		);
		expect(saved.status).toBe(200);
		await t.db
			.deleteFrom('board_collaborators')
			.where('board_id', '=', shared.id)
			.where('user_id', '=', stranger.id)
			.execute();
		const info = await callResource(t.db, 'RepinResource', 'get', { pin_id: source.id }, as);
		expect(info.status).toBe(200);
		expect(info.r.data.savedInfo).toBeNull();
		expect(JSON.stringify(info.r.data)).not.toContain('Surprise');
	});

	it('U-17: feedback with a NUL character is refused, not a database error', async () => {
		const pin = await makePin(t.db, await makeBoard(t.db, owner));
		const error = await reportPin(t.db, viewerOf(stranger), pin.id, 'spam', 'a\u0000b').then(
			() => null,
			(e: unknown) => e,
		);
		expect(error).toBeInstanceOf(AppError);
		expect((error as AppError).status).toBe(400);
	});

	it('BRD-05: two moves of one pin racing count it once on each side', async () => {
		const from = await makeBoard(t.db, owner, { pin_count: 2 });
		const pin = await makePin(t.db, from);
		await makePin(t.db, from);
		const a = await makeBoard(t.db, owner);
		const b = await makeBoard(t.db, owner);
		const me = viewerOf(owner);
		await Promise.allSettled([
			updatePin(t.db, me, pin.id, { board_id: a.id }),
			updatePin(t.db, me, pin.id, { board_id: b.id }),
		]);
		const where = (
			await t.db
				.selectFrom('pins')
				.select('board_id')
				.where('id', '=', pin.id)
				.executeTakeFirstOrThrow()
		).board_id;
		expect(await boardCount(from.id)).toBe(1);
		expect((await boardCount(a.id)) + (await boardCount(b.id))).toBe(1);
		expect(await boardCount(where)).toBe(1);
	});

	it('BRD-05: a delete racing a move leaves the counts of both boards right', async () => {
		const from = await makeBoard(t.db, owner, { pin_count: 2 });
		const pin = await makePin(t.db, from);
		await makePin(t.db, from);
		const to = await makeBoard(t.db, owner);
		const me = viewerOf(owner);
		await Promise.allSettled([
			updatePin(t.db, me, pin.id, { board_id: to.id }),
			deletePin(t.db, me, pin.id),
		]);
		const left = await t.db
			.selectFrom('pins')
			.select('board_id')
			.where('id', '=', pin.id)
			.executeTakeFirst();
		const actual = async (boardId: string) =>
			Number(
				(
					await t.db
						.selectFrom('pins')
						.select((eb) => eb.fn.countAll().as('n'))
						.where('board_id', '=', boardId)
						.executeTakeFirstOrThrow()
				).n,
			);
		expect(left).toBeUndefined();
		expect(await boardCount(from.id)).toBe(await actual(from.id));
		expect(await boardCount(to.id)).toBe(await actual(to.id));
	});

	it('analytics: /offsite/ counts one outbound click per address and pin per minute', async () => {
		const pin = await makePin(t.db, await makeBoard(t.db, owner), {
			link: 'https://shop.example.org/x',
		});
		const query = new URL(offsiteHref(pin.id, 'https://shop.example.org/x'), 'http://x')
			.searchParams;
		const params = { token: query.get('token'), url: query.get('url'), pin: query.get('pin') };
		for (let i = 0; i < 5; i++) {
			const visit = await resolveOffsiteVisit(t.db, params, true, '10.1.2.3');
			expect(visit.kind).toBe('redirect');
		}
		await resolveOffsiteVisit(t.db, params, true, '10.1.2.4');
		const row = await t.db
			.selectFrom('pin_stats')
			.select('count')
			.where('pin_id', '=', pin.id)
			.where('kind', '=', 'outbound_click')
			.executeTakeFirst();
		expect(Number(row?.count)).toBe(2);
	});

	it('analytics: the closeup beacon counts an IPv6 /64 as one address', async () => {
		const pin = await makePin(t.db, await makeBoard(t.db, owner));
		for (let i = 1; i <= 5; i++) {
			await callRest(closeupView, {
				db: t.db,
				method: 'POST',
				path: `/v3/pins/${pin.id}/closeup_view/`,
				params: { id: pin.id },
				json: {},
				clientAddress: `2001:db8:1:2::${i.toString(16)}`,
			});
		}
		const row = await t.db
			.selectFrom('pin_stats')
			.select('count')
			.where('pin_id', '=', pin.id)
			.where('kind', '=', 'closeup')
			.executeTakeFirst();
		expect(Number(row?.count)).toBe(1);
	});

	it('no 500s: ids over 2^63-1 and unknown ids answer 404', async () => {
		const huge = '9223372036854775808';
		const res = await callResource(t.db, 'PinResource', 'get', { id: huge }, null);
		expect(res.status).toBe(400);
		const missing = await callResource(
			t.db,
			'RepinResource',
			'create',
			{ pin_id: newId(), board_id: newId() },
			viewerOf(stranger),
		);
		expect(missing.status).toBe(404);
	});

	it('LIM-01: a limited-login viewer (expired session) reads secret pins no more than the signed-out', async () => {
		const secret = await makePin(t.db, await makeBoard(t.db, owner, { privacy: 'secret' }));
		const limited = viewerOf(owner, { loginState: 2 });
		const pinGet = await callResource(t.db, 'PinResource', 'get', { id: secret.id }, limited);
		expect(pinGet.status).toBe(404);
		const reactions = await callResource(
			t.db,
			'ReactionsResource',
			'get',
			{ pin_id: secret.id },
			limited,
		);
		expect(reactions.status).toBe(404);
		const suggestions = await callRest(titleSuggestions, {
			db: t.db,
			path: `/v3/pins/${secret.id}/board_title_suggestions/`,
			params: { id: secret.id },
			viewer: limited,
		});
		expect(suggestions.status).toBe(404);
		const beacon = await callRest(closeupView, {
			db: t.db,
			method: 'POST',
			path: `/v3/pins/${secret.id}/closeup_view/`,
			params: { id: secret.id },
			viewer: limited,
			json: {},
			clientAddress: '10.8.8.8',
		});
		expect(beacon.status).toBe(404);
		// Fully signed in, the owner reads it.
		const own = await callResource(t.db, 'PinResource', 'get', { id: secret.id }, viewerOf(owner));
		expect(own.status).toBe(200);
	});

	it('PIN-01: a public save of a secret pin does not name the secret original to strangers', async () => {
		const collab = await makeUser(t.db);
		const secretBoard = await makeBoard(t.db, owner, { privacy: 'secret' });
		await t.db
			.insertInto('board_collaborators')
			.values({
				board_id: secretBoard.id,
				user_id: collab.id,
				status: 'accepted',
				invited_by_id: owner.id,
				created_at: new Date().toISOString(),
			})
			.execute();
		const original = await makePin(t.db, secretBoard);
		const publicBoard = await makeBoard(t.db, collab);
		const saved = await callResource(
			t.db,
			'RepinResource',
			'create',
			{ pin_id: original.id, board_id: publicBoard.id },
			viewerOf(collab),
		);
		expect(saved.status).toBe(200);
		const copyId = saved.r.data.id as string;
		for (const viewer of [null, viewerOf(stranger)]) {
			const got = await callResource(t.db, 'PinResource', 'get', { id: copyId }, viewer);
			expect(got.status).toBe(200);
			expect(got.r.data.origin_pinner).toBeNull();
			expect(JSON.stringify(got.r.data)).not.toContain(original.id);
		}
		// A stranger saving the public copy is not told the secret original's id either.
		const strangersBoard = await makeBoard(t.db, stranger);
		const again = await callResource(
			t.db,
			'RepinResource',
			'create',
			{ pin_id: copyId, board_id: strangersBoard.id },
			viewerOf(stranger),
		);
		expect(again.status).toBe(200);
		expect(JSON.stringify(again.r.data)).not.toContain(original.id);
		// Members of the secret board still see where it came from.
		const member = await callResource(t.db, 'PinResource', 'get', { id: copyId }, viewerOf(owner));
		expect(member.r.data.origin_pinner).toMatchObject({ id: owner.id });
		expect(member.r.data.originPinId).toBe(original.id);
	});

	it('SET-12: pins on boards of a deactivated account are gone from the closeup API, feeds and saves', async () => {
		const gone = await makeUser(t.db);
		const pin = await makePin(t.db, await makeBoard(t.db, gone));
		await t.db
			.updateTable('users')
			.set({ status: 'deactivated' })
			.where('id', '=', gone.id)
			.execute();
		for (const viewer of [null, viewerOf(stranger)]) {
			expect((await callResource(t.db, 'PinResource', 'get', { id: pin.id }, viewer)).status).toBe(
				404,
			);
		}
		const feed = await callResource(t.db, 'UserHomefeedResource', 'get', { page_size: 250 }, null);
		expect(feed.r.data.map((p: { id: string }) => p.id)).not.toContain(pin.id);
		const strangersBoard = await makeBoard(t.db, stranger);
		const save = await callResource(
			t.db,
			'RepinResource',
			'create',
			{ pin_id: pin.id, board_id: strangersBoard.id },
			viewerOf(stranger),
		);
		expect(save.status).toBe(404);
		const react = await callResource(
			t.db,
			'ReactionsResource',
			'create',
			{ pin_id: pin.id, reaction_type: 1 },
			viewerOf(stranger),
		);
		expect(react.status).toBe(404);
	});
});
