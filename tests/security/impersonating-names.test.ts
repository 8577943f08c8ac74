import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	convertToBusiness,
	createLinkedBusiness,
} from '~/lib/identity/multi-account/linked-business.service.server.ts';
import { isAllowedNewUsername } from '~/lib/identity/users/name-rules.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { makeUser, viewerOf } from '../helpers/builders.ts';
import { callResource } from '../helpers/resource-call.ts';
import { TestBrowser } from '../helpers/test-browser.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Finding 12 of the account-security review: usernames that are the brand or a staff word, and
 * display names that hide characters or imitate the brand with look-alike letters, are refused
 * wherever a name comes in (sign-up, settings, linked businesses); ordinary names in any script
 * still work.
 */

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

const RESERVED_USERNAMES = ['corkboard', 'admin', 'support', 'www', 'null', 'undefined'];
/** Cyrillic С (U+0421) in place of the Latin C. */
const LOOKALIKE = '\u0421orkboard Support';
const HIDDEN = [
	'Ann\u202Eeel',
	'\u2067Ann\u2069',
	'Ann\u200BLee',
	'Ann\u200DLee',
	'Ann\u2060',
	'An\uFEFFn',
	'Ann\u200E',
	'Ann\u0007',
];
const ORDINARY = ['Zoë', 'José', '李小龙', 'Ольга', 'محمد', "O'Brien", 'Anne-Marie'];

let n = 0;
const register = (options: Record<string, unknown>) =>
	new TestBrowser(t.db).resource('UserRegisterResource', 'create', {
		email: `names${++n}_${Math.random().toString(36).slice(2, 7)}@example.test`,
		password: 'correct horse 1',
		birthday: '1990-04-12',
		...options,
	});

const updateSettings = (user: Awaited<ReturnType<typeof makeUser>>, options: object) =>
	callResource(t.db, 'UserSettingsResource', 'update', { ...options }, viewerOf(user));

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
	try {
		await promise;
		return null;
	} catch (error) {
		if (error instanceof AppError) return error.code;
		throw error;
	}
}

describe(`impersonating names on ${testDialect()}`, () => {
	it('sign-up refuses the brand and staff usernames, and makes none from an email', async () => {
		for (const username of [...RESERVED_USERNAMES, 'Admin', 'supp0rt', 'corkboard_help']) {
			const { status, r } = await register({ username });
			expect(r.error?.code, username).toBe('UsernameReserved');
			expect(status).toBe(400);
		}
		const derived = await register({ email: `admin+x${++n}@example.test` });
		expect(derived.status).toBe(200);
		expect(isAllowedNewUsername(derived.r.data.user.username)).toBe(true);
		const rows = await t.db
			.selectFrom('users')
			.select('username')
			.where('username', 'in', RESERVED_USERNAMES)
			.execute();
		expect(rows).toEqual([]);
	});

	it('settings refuse a reserved username and keep the old one', async () => {
		const user = await makeUser(t.db);
		for (const username of RESERVED_USERNAMES) {
			const { status, r } = await updateSettings(user, { username });
			expect(r.error?.code, username).toBe('UsernameReserved');
			expect(status).toBe(400);
		}
		const row = await t.db
			.selectFrom('users')
			.select('username')
			.where('id', '=', user.id)
			.executeTakeFirstOrThrow();
		expect(row.username).toBe(user.username);
	});

	it('sign-up and settings refuse invisible and direction characters in names', async () => {
		const user = await makeUser(t.db);
		for (const name of HIDDEN) {
			const signup = await register({ first_name: name });
			expect(signup.r.error?.code, JSON.stringify(name)).toBe('InvalidOptions');
			expect(signup.r.error.message).toMatch(/invisible|direction/);
			const last = await register({ first_name: 'Ann', last_name: name });
			expect(last.r.error?.extra_data).toEqual({ field: 'last_name' });
			const settings = await updateSettings(user, { first_name: name });
			expect(settings.r.error?.code, JSON.stringify(name)).toBe('InvalidOptions');
			expect(settings.r.error.extra_data).toEqual({ field: 'first_name' });
		}
		const row = await t.db
			.selectFrom('users')
			.select('first_name')
			.where('id', '=', user.id)
			.executeTakeFirstOrThrow();
		expect(row.first_name).toBe(user.first_name);
	});

	it('"Сorkboard Support" with a Cyrillic С is refused on sign-up, settings and businesses', async () => {
		const signup = await register({ first_name: LOOKALIKE });
		expect(signup.r.error?.code).toBe('InvalidOptions');
		const split = await register({ first_name: '\u0421orkboard', last_name: 'Support' });
		expect(split.r.error?.code).toBe('InvalidOptions');
		for (const name of ['Corkboard', 'Corkboard Support', 'Official Support', 'Supp0rt']) {
			expect((await register({ first_name: name })).r.error?.code, name).toBe('InvalidOptions');
		}

		const user = await makeUser(t.db);
		const settings = await updateSettings(user, { full_name: LOOKALIKE });
		expect(settings.r.error?.code).toBe('InvalidOptions');
		expect(settings.r.error.message).toMatch(/alphabet|Corkboard/);

		const owner = await makeUser(t.db);
		expect(await codeOf(createLinkedBusiness(t.db, owner, { business_name: LOOKALIKE }))).toBe(
			'InvalidOptions',
		);
		expect(
			await codeOf(createLinkedBusiness(t.db, owner, { business_name: 'Corkboard Official' })),
		).toBe('InvalidOptions');
		expect(
			await codeOf(createLinkedBusiness(t.db, owner, { business_name: 'Shop\u202Eevil' })),
		).toBe('InvalidOptions');
		expect(await codeOf(convertToBusiness(t.db, owner, { business_name: LOOKALIKE }))).toBe(
			'InvalidOptions',
		);
		const business = await t.db
			.selectFrom('users')
			.select('id')
			.where('owner_user_id', '=', owner.id)
			.execute();
		expect(business).toEqual([]);

		const businessUser = await makeUser(t.db, { account_type: 'business', business_name: 'Shop' });
		const renamed = await updateSettings(businessUser, { full_name: LOOKALIKE });
		expect(renamed.r.error?.code).toBe('InvalidOptions');
	});

	it('linked businesses: a staff word alone is refused as a name, and a reserved username is never derived', async () => {
		const owner = await makeUser(t.db);
		const created = await createLinkedBusiness(t.db, owner, { business_name: 'Admin' }).catch(
			(error: unknown) => error,
		);
		// "Admin" alone is a staff word as a name; a real business name with it is fine.
		expect(created).toBeInstanceOf(AppError);
		const web = await createLinkedBusiness(t.db, owner, { business_name: 'W.W.W.' });
		expect(web.username).not.toMatch(/^www/);
		expect(isAllowedNewUsername(web.username)).toBe(true);
	});

	it('ordinary names in many scripts are accepted everywhere', async () => {
		for (const name of ORDINARY) {
			const { status, r } = await register({ first_name: name, last_name: name });
			expect(status, name).toBe(200);
			expect(r.data.user.first_name).toBe(name);
		}
		const user = await makeUser(t.db);
		for (const name of ORDINARY) {
			const { status, r } = await updateSettings(user, { first_name: name, last_name: 'Lee' });
			expect(status, name).toBe(200);
			expect(r.data.first_name).toBe(name);
		}
		const owner = await makeUser(t.db);
		for (const name of ['Zoë’s Café', '李小龙 Kung Fu', 'Ольга и Ко']) {
			const business = await createLinkedBusiness(t.db, owner, { business_name: name });
			expect(isAllowedNewUsername(business.username)).toBe(true);
		}
		const person = await register({ first_name: 'Zoë', last_name: 'Admin' });
		expect(person.status).toBe(200);
	});
});
