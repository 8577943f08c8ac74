import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTypeLabel, displayName } from '~/lib/identity/users/display-name.ts';
import { VIEWER_MODEL_FIELDS, viewerModel } from '~/lib/identity/users/viewer-model.server.ts';
import { GET as meRoute } from '~/pages/v3/users/me/index.ts';
import { makeBoard, makeMedia, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
let ada: Awaited<ReturnType<typeof makeUser>>;
let acme: Awaited<ReturnType<typeof makeUser>>;
let grownUp: Awaited<ReturnType<typeof makeUser>>;
const DAY = 86_400_000;

function yearsAgo(years: number): string {
	const d = new Date();
	d.setUTCFullYear(d.getUTCFullYear() - years);
	d.setUTCDate(d.getUTCDate() - 1);
	return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db, {
		first_name: 'Ada',
		last_name: 'Lovelace',
		password_hash: 'argon2id$placeholder',
		birthday: yearsAgo(15),
		email_verified_at: new Date().toISOString(),
		created_at: new Date(Date.now() - 40 * DAY).toISOString(),
		passcode_hash: 'argon2id$placeholder',
		passcode_backup_email: 'parent@example.com',
		settings: JSON.stringify({ consent: { allow_analytic_cookies: true } }),
	});
	const avatar = await makeMedia(t.db, { owner_id: ada.id });
	await t.db
		.updateTable('users')
		.set({ image_media_id: avatar.id })
		.where('id', '=', ada.id)
		.execute();
	const other = await makeUser(t.db);
	const publicA = await makeBoard(t.db, ada);
	await makeBoard(t.db, ada);
	const secret = await makeBoard(t.db, ada, { privacy: 'secret' });
	await makeBoard(t.db, ada, { is_collaborative: 1 });
	await makeBoard(t.db, ada, { is_archived: 1 });
	const joined = await makeBoard(t.db, other);
	const invitedOnly = await makeBoard(t.db, other);
	const now = new Date().toISOString();
	await t.db
		.insertInto('board_collaborators')
		.values([
			{
				board_id: joined.id,
				user_id: ada.id,
				status: 'accepted',
				invited_by_id: other.id,
				created_at: now,
			},
			{
				board_id: invitedOnly.id,
				user_id: ada.id,
				status: 'invited',
				invited_by_id: other.id,
				created_at: now,
			},
		])
		.execute();
	for (let i = 0; i < 3; i++) await makePin(t.db, publicA);
	await makePin(t.db, secret);
	await t.db
		.insertInto('user_follows')
		.values([
			{ follower_id: other.id, followee_id: ada.id, created_at: now },
			{ follower_id: ada.id, followee_id: other.id, created_at: now },
		])
		.execute();
	await t.db
		.insertInto('user_states')
		.values({ user_id: ada.id, state: 'QUICK_SAVES_BOARD_ID', value: publicA.id, updated_at: now })
		.execute();
	acme = await makeUser(t.db, {
		account_type: 'business',
		business_name: 'Acme Goods',
		owner_user_id: ada.id,
		first_name: '',
		last_name: '',
	});
	grownUp = await makeUser(t.db, { birthday: yearsAgo(30), first_name: '', last_name: '' });
});
afterAll(async () => {
	await t?.destroy();
});

describe(`viewer model on ${testDialect()}`, () => {
	it('ACC-02..12: has every field of the model, and only those', async () => {
		const model = await viewerModel(t.db, ada.id);
		expect(model).not.toBeNull();
		expect(Object.keys(model!).sort()).toEqual([...VIEWER_MODEL_FIELDS].sort());
	});

	it('ACC-02: identity, avatar sizes and is_matured_new_user', async () => {
		const m = (await viewerModel(t.db, ada.id))!;
		expect(m).toMatchObject({
			id: ada.id,
			username: ada.username,
			email: ada.email,
			first_name: 'Ada',
			last_name: 'Lovelace',
			full_name: 'Ada Lovelace',
			country: 'US',
			is_matured_new_user: true,
		});
		expect(m.image_small_url).toMatch(/\/60x60\.jpg$/);
		expect(m.image_medium_url).toMatch(/\/136x136\.jpg$/);
		expect(m.image_large_url).toMatch(/\/236x\.jpg$/);
		expect(m.image_xlarge_url).toMatch(/\/474x\.jpg$/);
		const fresh = (await viewerModel(t.db, grownUp.id))!;
		expect(fresh.is_matured_new_user).toBe(false);
		expect(fresh.image_small_url).toBeNull();
	});

	it('ACC-03/ACC-12: counts come from the boards, pins and follows tables', async () => {
		const m = (await viewerModel(t.db, ada.id))!;
		expect(m.board_count).toBe(4); // archived boards are not counted
		expect(m.secret_board_count).toBe(1);
		expect(m.group_board_count).toBe(2); // own collaborative + accepted invitation
		expect(m.pin_count).toBe(4);
		expect(m.follower_count).toBe(1);
		expect(m.following_count).toBe(1);
		expect(m.has_quicksave_board).toBe(true);
	});

	it('ACC-03: reads in a fixed number of queries, whatever the account holds (no N+1)', async () => {
		let queries = 0;
		const counting: KyselyPlugin = {
			transformQuery(args) {
				queries += 1;
				return args.node;
			},
			async transformResult(args) {
				return args.result;
			},
		};
		await viewerModel(t.db.withPlugin(counting), ada.id);
		expect(queries).toBeLessThanOrEqual(5);
	});

	it('ACC-04/05/07/09: flags, consent, MFA and parental fields', async () => {
		const m = (await viewerModel(t.db, ada.id))!;
		expect(m).toMatchObject({
			has_password: true,
			is_auth: true,
			is_partner: false,
			is_limited_login: false,
			login_state: 1,
			is_under_16: true,
			is_under_18: true,
			is_write_banned: false,
			nags: [],
			epik: null,
			push_package_user_id: null,
			allow_analytic_cookies: true,
			allow_personalization_cookies: null,
			can_enable_mfa: true,
			mfa_enabled: false,
			is_sso_user: false,
			third_party_marketing_tracking_enabled: true,
			passcode_enabled: true,
			passcode_verification_pending: true,
			is_passcode_candidate: true,
			anonymized_passcode_email: 'p***@e***.com',
			connected_to_facebook: false,
			connected_to_microsoft: false,
			verified_user_websites: [],
			is_any_website_verified: false,
			content_claiming_access: false,
			email_verified: true,
			is_email_eligible_for_lead_form_autofill: true,
			is_name_eligible_for_lead_form_autofill: true,
		});
		const adult = (await viewerModel(t.db, grownUp.id))!;
		expect(adult).toMatchObject({
			is_under_16: false,
			is_under_18: false,
			is_passcode_candidate: false,
			passcode_enabled: false,
			anonymized_passcode_email: null,
			has_password: false,
			email_verified: false,
			is_email_eligible_for_lead_form_autofill: false,
			is_name_eligible_for_lead_form_autofill: false,
		});
	});

	it('ACC-11/ACC-13/ACC-14: linked businesses, owners, partner block, display name and label', async () => {
		const owner = (await viewerModel(t.db, ada.id))!;
		expect(owner.partner).toBeNull();
		expect(owner.businesses).toEqual([
			{ id: acme.id, username: acme.username, business_name: 'Acme Goods', image_medium_url: null },
		]);
		expect(accountTypeLabel(owner)).toBe('Personal');
		expect(displayName(owner)).toBe('Ada Lovelace');

		const biz = (await viewerModel(t.db, acme.id, { sessionOwnerId: ada.id }))!;
		expect(biz.is_partner).toBe(true);
		expect(biz.partner).toEqual({
			is_linked_business: true,
			business_name: 'Acme Goods',
			biz_contact_email: ada.email,
			biz_ownership_email: acme.email,
		});
		expect(biz.owners).toEqual([{ id: ada.id, username: ada.username, full_name: 'Ada Lovelace' }]);
		expect(biz.businesses).toEqual([]);
		expect(displayName(biz)).toBe('Acme Goods');
		expect(accountTypeLabel(biz)).toBe('Business');
	});

	it('is null for a deactivated account', async () => {
		const gone = await makeUser(t.db, { status: 'deactivated' });
		expect(await viewerModel(t.db, gone.id)).toBeNull();
	});
});

describe(`GET /v3/users/me/ on ${testDialect()}`, () => {
	async function me(query: string, viewer = viewerOf(ada)) {
		const res = await callRest(meRoute, { db: t.db, path: `/v3/users/me/${query}`, viewer });
		return { status: res.status, body: (await res.json()).resource_response };
	}

	it('ACC-18: answers only the requested fields, with or without the user. prefix', async () => {
		const { status, body } = await me(
			'?fields=user.full_name,user.email,user.is_name_eligible_for_lead_form_autofill,user.is_email_eligible_for_lead_form_autofill',
		);
		expect(status).toBe(200);
		expect(body.data).toEqual({
			full_name: 'Ada Lovelace',
			email: ada.email,
			is_name_eligible_for_lead_form_autofill: true,
			is_email_eligible_for_lead_form_autofill: true,
		});
		expect((await me('?fields=user.content_claiming_access')).body.data).toEqual({
			content_claiming_access: false,
		});
		expect((await me('?fields=pin_count')).body.data).toEqual({ pin_count: 4 });
	});

	it('ACC-18: refuses unknown field names, naming them', async () => {
		const { status, body } = await me('?fields=user.full_name,user.password_hash,user.nope');
		expect(status).toBe(400);
		expect(body.error.code).toBe('InvalidOptions');
		expect(body.error.message_detail).toContain('password_hash');
		expect(body.error.message_detail).toContain('nope');
	});

	it('ACC-18: answers the whole model without fields', async () => {
		const { body } = await me('');
		expect(Object.keys(body.data).sort()).toEqual([...VIEWER_MODEL_FIELDS].sort());
		expect(body.data).not.toHaveProperty('password_hash');
		expect(body.data).not.toHaveProperty('passcode_hash');
	});

	it('ACC-01: refuses signed-out callers; a limited-login viewer gets basic fields only', async () => {
		const res = await callRest(meRoute, { db: t.db, path: '/v3/users/me/', viewer: null });
		expect(res.status).toBe(401);
		expect((await res.json()).resource_response.error.code).toBe('AuthenticationRequired');

		const limited = viewerOf(ada, { loginState: 2 });
		const { status, body } = await me('', limited);
		expect(status).toBe(200);
		expect(body.data).toMatchObject({
			id: ada.id,
			full_name: 'Ada Lovelace',
			is_limited_login: true,
			login_state: 2,
		});
		expect(body.data).not.toHaveProperty('email');
		expect(body.data).not.toHaveProperty('phone_number');
		expect((await me('?fields=user.email,user.full_name', limited)).body.data).toEqual({
			full_name: 'Ada Lovelace',
		});
	});
});
