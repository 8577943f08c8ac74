import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistedQueries } from '~/app/persisted-queries.server.ts';
import { handlePersistedQuery } from '~/lib/platform/http/graphql.server.ts';
import { persistedQueryHash } from '~/lib/platform/http/persisted-query.server.ts';
import { withLanguage } from '~/lib/platform/i18n/language-scope.server.ts';
import { GET as settingsRoute } from '~/pages/v3/users/settings/index.ts';
import { makeMedia, makeUser, viewerOf } from '../../helpers/builders.ts';
import { reauthenticatedViewer } from '../../helpers/reauth.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let ada: U;
let bob: U;
let shop: U;

/** The contract the settings forms code against (SET-02). */
const SETTINGS_KEYS = [
	'username',
	'email',
	'email_changing_to',
	'email_verified',
	'first_name',
	'last_name',
	'full_name',
	'about',
	'website_url',
	'gender',
	'country',
	'locale',
	'profile_image_url',
	'account_type',
	'is_linked_business',
	'business_name',
	'opt_in_private_account',
	'shopping_rec_disabled',
	'featureMap',
	'comments_disabled',
	'allow_mentions',
	'messaging_permissions',
	'ads_customize_from_conversion',
	'personalize_from_offsite_browsing',
	'third_party_marketing_tracking_enabled',
	'ccpa_opted_out',
	'third_party_ads_personalization',
	'video_rec_enabled',
	'allow_analytic_cookies',
	'allow_personalization_cookies',
	'allow_marketing_cookies',
	'has_passcode',
	'passcode_verification_pending',
	'mfa_enabled',
];

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db, { first_name: 'Ada', last_name: 'Lovelace' });
	bob = await makeUser(t.db);
	shop = await makeUser(t.db, { account_type: 'business', business_name: 'Old Shop' });
});
afterAll(async () => {
	await t?.destroy();
});

const update = (options: Record<string, unknown>, user: U = ada) =>
	callResource(t.db, 'UserSettingsResource', 'update', options, viewerOf(user));
const row = (user: U) =>
	t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();

describe(`settings on ${testDialect()}`, () => {
	it('SET-02: GET /v3/users/settings/ answers exactly the settings view', async () => {
		const res = await callRest(settingsRoute, {
			db: t.db,
			path: '/v3/users/settings/',
			viewer: viewerOf(ada),
		});
		expect(res.status).toBe(200);
		const data = (await res.json()).resource_response.data;
		expect(Object.keys(data).sort()).toEqual([...SETTINGS_KEYS].sort());
		expect(data).toMatchObject({
			username: ada.username,
			full_name: 'Ada Lovelace',
			account_type: 'personal',
			allow_mentions: 'everyone',
			third_party_marketing_tracking_enabled: true, // ACC-08
			allow_analytic_cookies: null,
			has_passcode: false,
			email_changing_to: null,
		});
		const anon = await callRest(settingsRoute, { db: t.db, path: '/v3/users/settings/' });
		expect(anon.status).toBe(401);
		const limited = await callRest(settingsRoute, {
			db: t.db,
			path: '/v3/users/settings/',
			viewer: viewerOf(ada, { loginState: 2 }),
		});
		expect((await limited.json()).resource_response.error.code).toBe('LimitedLogin');
	});

	it('SET-03: a full name splits at the first space; answers the new settings', async () => {
		const res = await update({ full_name: '  Grace   Brewster Hopper ' });
		expect(res.status).toBe(200);
		expect(res.r.data).toMatchObject({
			first_name: 'Grace',
			last_name: 'Brewster Hopper',
			full_name: 'Grace Brewster Hopper',
		});
		expect(Object.keys(res.r.data).sort()).toEqual([...SETTINGS_KEYS].sort());
		await update({ full_name: 'Cher' });
		expect(await row(ada)).toMatchObject({ first_name: 'Cher', last_name: '' });
		expect((await update({ full_name: '   ' })).status).toBe(400);
	});

	it('SET-03: for business accounts the full name is the business name', async () => {
		const res = await update({ full_name: 'New Shop Name' }, shop);
		expect(res.r.data).toMatchObject({
			full_name: 'New Shop Name',
			business_name: 'New Shop Name',
		});
		expect((await row(shop)).first_name).toBe(shop.first_name);
	});

	it('RTE-23: username changes are lower-cased and checked (after a re-authentication)', async () => {
		expect((await update({ username: 'Ada_Renamed' })).r.error.code).toBe('ReauthRequired');
		const viewer = await reauthenticatedViewer(t.db, ada);
		const rename = (username: string) =>
			callResource(t.db, 'UserSettingsResource', 'update', { username }, viewer);
		const ok = await rename('Ada_Renamed');
		expect(ok.r.data.username).toBe('ada_renamed');
		expect((await rename('settings')).r.error.code).toBe('UsernameReserved');
		expect((await rename('ab')).r.error.code).toBe('InvalidUsername');
		expect((await rename('has space')).r.error.code).toBe('InvalidUsername');
		expect((await rename(bob.username)).r.error.code).toBe('UsernameTaken');
	});

	it('profile fields: about, website, gender, country, locale', async () => {
		const res = await update({
			about: 'Poet of science',
			website_url: 'https://ada.example.com/',
			gender: 'custom text',
			country: 'gb',
			locale: 'en_GB',
		});
		expect(res.r.data).toMatchObject({
			about: 'Poet of science',
			website_url: 'https://ada.example.com/',
			gender: 'custom text',
			country: 'GB',
			locale: 'en-GB',
		});
		expect((await update({ website_url: '' })).r.data.website_url).toBeNull();
		for (const bad of [
			{ about: 'x'.repeat(501) },
			{ website_url: 'javascript:alert(1)' },
			{ website_url: 'not a url' },
			{ gender: 'x'.repeat(41) },
			{ country: 'XX' },
			{ locale: 'xx-YY' },
		]) {
			const r = await update(bad);
			expect(r.status, JSON.stringify(bad)).toBe(400);
			expect(r.r.error.code).toBe('InvalidOptions');
		}
	});

	it('profile picture: only a media row the viewer uploaded', async () => {
		const mine = await makeMedia(t.db, { owner_id: ada.id });
		const theirs = await makeMedia(t.db, { owner_id: bob.id });
		const res = await update({ profile_image_media_id: mine.id });
		expect(res.r.data.profile_image_url).toMatch(new RegExp(`${mine.storage_key}/136x136\\.jpg$`));
		expect((await update({ profile_image_media_id: theirs.id })).status).toBe(404);
		expect((await update({ profile_image_media_id: null })).r.data.profile_image_url).toBeNull();
	});

	it('SET-01/CMP-05: privacy and consent fields are saved and read back', async () => {
		const res = await update({
			opt_in_private_account: true,
			comments_disabled: true,
			allow_mentions: 'following',
			messaging_permissions: 'nobody',
			shopping_rec_disabled: true,
			video_rec_enabled: false,
			featureMap: { tuner: true },
			allow_marketing_cookies: false,
		});
		expect(res.r.data).toMatchObject({
			opt_in_private_account: true,
			comments_disabled: true,
			allow_mentions: 'following',
			messaging_permissions: 'nobody',
			shopping_rec_disabled: true,
			video_rec_enabled: false,
			featureMap: { tuner: true },
			allow_marketing_cookies: false,
			allow_analytic_cookies: null,
		});
		expect((await row(ada)).is_private).toBe(1);
		expect((await update({ allow_mentions: 'friends' })).status).toBe(400);
	});

	it('refuses unknown options, and a refused request changes nothing (all-or-nothing)', async () => {
		const unknown = await update({ first_name: 'Zed', is_employee: true });
		expect(unknown.status).toBe(400);
		expect(unknown.r.error.message_detail).toContain('is_employee');
		const before = await row(ada);
		const refused = await update({ first_name: 'Zed', about: 'changed', username: 'login' });
		expect(refused.r.error.code).toBe('UsernameReserved');
		expect(await row(ada)).toEqual(before);
	});

	it('needs a full login', async () => {
		const anon = await callResource(t.db, 'UserSettingsResource', 'update', { about: 'x' }, null);
		expect(anon.status).toBe(401);
	});
});

describe(`countries and locales on ${testDialect()}`, () => {
	it('SET-08: CountriesResource lists every country by name', async () => {
		const res = await callResource(t.db, 'CountriesResource', 'get', {}, viewerOf(ada));
		const list = res.r.data as { key: string; name: string }[];
		expect(list.length).toBe(249);
		expect(list).toContainEqual({ key: 'US', name: 'United States' });
		expect(list).toContainEqual({ key: 'DE', name: 'Germany' });
		const names = list.map((c) => c.name);
		expect(names).toEqual(
			[...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare),
		);
		// In the request's language: a German request reads German names, in German order.
		const german = await withLanguage('de', () =>
			callResource(t.db, 'CountriesResource', 'get', {}, viewerOf(ada)),
		);
		const germanList = german.r.data as { key: string; name: string }[];
		expect(germanList).toContainEqual({ key: 'DE', name: 'Deutschland' });
		const germanNames = germanList.map((c) => c.name);
		expect(germanNames).toEqual(
			[...germanNames].sort(new Intl.Collator('de', { sensitivity: 'base' }).compare),
		);
	});

	it('SET-08: LocalesResource lists about 45 locales, each named in itself, complete ones first', async () => {
		const res = await callResource(t.db, 'LocalesResource', 'get', {}, viewerOf(ada));
		const list = res.r.data as { key: string; name: string; complete: boolean }[];
		expect(list.length).toBeGreaterThanOrEqual(40);
		expect(list).toContainEqual({ key: 'en-US', name: 'English (United States)', complete: true });
		expect(list).toContainEqual({ key: 'de', name: 'Deutsch', complete: true });
		expect(list).toContainEqual({ key: 'fr', name: 'Français', complete: false });
		for (const key of ['en-GB', 'de', 'fr', 'ja', 'zh-CN', 'pt-BR']) {
			expect(list.map((l) => l.key)).toContain(key);
		}
		const firstPartial = list.findIndex((l) => !l.complete);
		expect(list.slice(0, firstPartial).every((l) => l.complete)).toBe(true);
		expect(list.slice(firstPartial).some((l) => l.complete)).toBe(false);
		const collator = new Intl.Collator('en', { sensitivity: 'base' });
		for (const group of [list.slice(0, firstPartial), list.slice(firstPartial)]) {
			const names = group.map((c) => c.name);
			expect(names).toEqual([...names].sort(collator.compare));
		}
		expect((await callResource(t.db, 'LocalesResource', 'get', {}, null)).status).toBe(401);
	});
});

describe(`third-party tracking query on ${testDialect()}`, () => {
	async function query(viewer: ReturnType<typeof viewerOf> | null, byHash = false) {
		const name = 'v3GetUserThirdPartyTrackingSettingsQuery';
		const res = await handlePersistedQuery({
			queries: persistedQueries,
			request: new Request('http://localhost/_/graphql/', {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify(
					byHash ? { queryHash: persistedQueryHash(name) } : { queryName: name },
				),
			}),
			viewer,
			db: t.db,
		});
		return { status: res.status, r: (await res.json()).resource_response };
	}

	it('SET-10: answers the viewer’s third-party tracking settings', async () => {
		await update({ third_party_ads_personalization: false, ccpa_opted_out: true }, bob);
		const { status, r } = await query(viewerOf(bob));
		expect(status).toBe(200);
		expect(r.data.v3GetUserThirdPartyTrackingSettingsQuery).toEqual({
			third_party_marketing_tracking_enabled: true,
			ads_customize_from_conversion: true,
			personalize_from_offsite_browsing: true,
			third_party_ads_personalization: false,
			ccpa_opted_out: true,
			allow_analytic_cookies: null,
			allow_personalization_cookies: null,
			allow_marketing_cookies: null,
		});
		expect((await query(viewerOf(bob), true)).status).toBe(200);
		expect((await query(null)).status).toBe(401);
	});
});
