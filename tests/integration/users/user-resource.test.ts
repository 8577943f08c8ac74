import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile, getPublicUserById } from '~/lib/identity/users/users.service.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let ada: U;
let bob: U;
let shy: U;
let acme: U;
let banned: U;
let secretBoard: { id: string };
let publicBoard: { id: string };

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db, {
		first_name: 'Ada',
		last_name: 'Lovelace',
		about: 'Counting engines',
	});
	bob = await makeUser(t.db);
	shy = await makeUser(t.db, {
		first_name: 'Shy',
		last_name: 'Person',
		is_private: 1,
		about: 'hidden',
	});
	acme = await makeUser(t.db, {
		account_type: 'business',
		business_name: 'Acme Goods',
		owner_user_id: ada.id,
		first_name: '',
		last_name: '',
	});
	banned = await makeUser(t.db, { status: 'suspended' });
	publicBoard = await makeBoard(t.db, ada);
	secretBoard = await makeBoard(t.db, ada, { privacy: 'secret' });
	await makePin(t.db, publicBoard as { id: string; owner_id: string });
	await makePin(t.db, secretBoard as { id: string; owner_id: string });
	await makePin(t.db, await makeBoard(t.db, shy));
	await t.db
		.insertInto('user_follows')
		.values({ follower_id: bob.id, followee_id: ada.id, created_at: new Date().toISOString() })
		.execute();
});
afterAll(async () => {
	await t?.destroy();
});

const getUser = (options: Record<string, unknown>, viewer: ReturnType<typeof viewerOf> | null) =>
	callResource(t.db, 'UserResource', 'get', options, viewer);

describe(`UserResource on ${testDialect()}`, () => {
	it('ACC-19: finds a user by username or user_id; strangers get the public profile', async () => {
		const byName = await getUser(
			{ username: ada.username, field_set_key: 'profile' },
			viewerOf(bob),
		);
		expect(byName.status).toBe(200);
		expect(byName.r.data).toMatchObject({
			id: ada.id,
			username: ada.username,
			full_name: 'Ada Lovelace',
			about: 'Counting engines',
			is_private_profile: false,
			board_count: 1, // the secret board is not counted for others
			pin_count: 1,
			follower_count: 1,
			explicitly_followed_by_me: true,
		});
		expect(byName.r.data).not.toHaveProperty('email');
		expect(byName.r.data).not.toHaveProperty('secret_board_count');
		const byId = await getUser({ user_id: ada.id }, null);
		expect(byId.r.data.username).toBe(ada.username);
		expect(byId.r.data.explicitly_followed_by_me).toBe(false);
		expect(byId.r.data).not.toHaveProperty('email');
	});

	it('ACC-19: the account itself gets its private fields', async () => {
		const own = await getUser({ user_id: ada.id }, viewerOf(ada));
		expect(own.r.data).toMatchObject({
			email: ada.email,
			secret_board_count: 1,
			board_count: 2,
			pin_count: 2,
		});
	});

	it('ACC-19: a private profile is a stub for others, whole for its owner', async () => {
		const other = await getUser({ username: shy.username }, viewerOf(bob));
		expect(other.r.data).toEqual({
			id: shy.id,
			username: shy.username,
			full_name: 'Shy Person',
			is_private_profile: true,
		});
		const anonymous = await getUser({ user_id: shy.id }, null);
		expect(anonymous.r.data).toEqual(other.r.data);
		const own = await getUser({ username: shy.username }, viewerOf(shy));
		expect(own.r.data).toMatchObject({ about: 'hidden', is_private_profile: true, pin_count: 1 });
	});

	it('ACC-19/ACC-11: the owner of a linked business sees its private fields; others the public partner block', async () => {
		const owner = await getUser(
			{ user_id: acme.id, field_set_key: 'linked_partner' },
			viewerOf(ada),
		);
		expect(owner.r.data.partner).toEqual({
			is_linked_business: true,
			business_name: 'Acme Goods',
			biz_contact_email: ada.email,
			biz_ownership_email: acme.email,
		});
		expect(owner.r.data.email).toBe(acme.email);
		const stranger = await getUser(
			{ user_id: acme.id, field_set_key: 'linked_partner' },
			viewerOf(bob),
		);
		expect(stranger.r.data.partner).toEqual({
			is_linked_business: true,
			business_name: 'Acme Goods',
		});
		expect(stranger.r.data.full_name).toBe('Acme Goods');
		expect(stranger.r.data).not.toHaveProperty('email');
	});

	it('ACC-19: suspended accounts and unknown users answer 404; bad options 400', async () => {
		expect((await getUser({ user_id: banned.id }, viewerOf(bob))).status).toBe(404);
		expect((await getUser({ username: 'no_such_user_x' }, null)).status).toBe(404);
		expect((await getUser({}, null)).status).toBe(400);
		expect((await getUser({ user_id: 'abc' }, null)).status).toBe(400);
		expect((await getUser({ user_id: ada.id, field_set_key: 'everything' }, null)).status).toBe(
			400,
		);
	});

	it('profile pages hide private details from others and inactive accounts from everyone', async () => {
		const stranger = await getProfile(t.db, shy.username);
		expect(stranger).toMatchObject({ isPrivate: true, isRestricted: true, about: '', pinCount: 0 });
		const owner = await getProfile(t.db, shy.username, shy.id);
		expect(owner).toMatchObject({ isRestricted: false, about: 'hidden' });
		expect(await getProfile(t.db, banned.username, banned.id)).toBeNull();
		expect(await getPublicUserById(t.db, banned.id)).toBeNull();
		expect((await getProfile(t.db, ada.username))?.isRestricted).toBe(false);
	});
});

describe(`UserStateResource on ${testDialect()}`, () => {
	const setState = (options: Record<string, unknown>, viewer = viewerOf(ada)) =>
		callResource(t.db, 'UserStateResource', 'create', options, viewer);
	const stored = (userId: string, state: string) =>
		t.db
			.selectFrom('user_states')
			.select('value')
			.where('user_id', '=', userId)
			.where('state', '=', state)
			.executeTakeFirst();

	it('ACC-20: stores QUICK_SAVES_BOARD_ID for a board the viewer owns, replacing the old value', async () => {
		const first = await setState({ state: 'QUICK_SAVES_BOARD_ID', value: publicBoard.id });
		expect(first.status).toBe(200);
		expect(first.r.data).toEqual({ state: 'QUICK_SAVES_BOARD_ID', value: publicBoard.id });
		await setState({ state: 'QUICK_SAVES_BOARD_ID', value: secretBoard.id });
		expect((await stored(ada.id, 'QUICK_SAVES_BOARD_ID'))?.value).toBe(secretBoard.id);
	});

	it("ACC-20: refuses someone else's board or an unknown one with 404", async () => {
		const res = await setState(
			{ state: 'QUICK_SAVES_BOARD_ID', value: secretBoard.id },
			viewerOf(bob),
		);
		expect(res.status).toBe(404);
		expect(
			(await setState({ state: 'QUICK_SAVES_BOARD_ID', value: '123' }, viewerOf(bob))).status,
		).toBe(404);
		expect(await stored(bob.id, 'QUICK_SAVES_BOARD_ID')).toBeUndefined();
	});

	it('ACC-20/CMP-04: GPC_BROWSER_SIGNAL_EVER_DETECTED takes only 1', async () => {
		expect((await setState({ state: 'GPC_BROWSER_SIGNAL_EVER_DETECTED', value: 1 })).status).toBe(
			200,
		);
		expect((await stored(ada.id, 'GPC_BROWSER_SIGNAL_EVER_DETECTED'))?.value).toBe('1');
		expect((await setState({ state: 'GPC_BROWSER_SIGNAL_EVER_DETECTED', value: 2 })).status).toBe(
			400,
		);
		expect((await setState({ state: 'SOMETHING_ELSE', value: 1 })).status).toBe(400);
	});

	it('ACC-20: needs a full login', async () => {
		const anon = await setState(
			{ state: 'GPC_BROWSER_SIGNAL_EVER_DETECTED', value: 1 },
			null as never,
		);
		expect(anon.status).toBe(401);
		const limited = await setState(
			{ state: 'GPC_BROWSER_SIGNAL_EVER_DETECTED', value: 1 },
			viewerOf(ada, { loginState: 2 }),
		);
		expect(limited.r.error.code).toBe('LimitedLogin');
	});
});
