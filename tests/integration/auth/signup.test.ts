import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolationColumn } from '~/lib/identity/auth/accounts.repository.server.ts';
import { AGE_RESTRICT_COOKIE } from '~/lib/identity/auth/signup.service.server.ts';
import { RATE_LIMITS } from '~/lib/platform/security/rate-limit.server.ts';
import { GET as complianceGet } from '../../../src/pages/v3/compliance_requirements/index.ts';
import {
	lastMail,
	linkIn,
	makeUserWithPassword,
	setCookies,
	TestBrowser,
} from '../../helpers/test-browser.ts';
import type { TestDb } from '../../helpers/test-db.ts';
import { createTestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

let n = 0;
function signupOptions(overrides: Record<string, unknown> = {}) {
	n += 1;
	return {
		email: `new${n}_${Math.random().toString(36).slice(2, 6)}@example.test`,
		password: 'correct horse 1',
		birthday: '1990-04-12',
		...overrides,
	};
}

function register(browser: TestBrowser, options: Record<string, unknown>, headers = {}) {
	return browser.resource('UserRegisterResource', 'create', options, headers);
}

describe(`UserRegisterResource on ${testDialect()}`, () => {
	it('AUTH-05: creates the user, logs in and queues a verification mail', async () => {
		const browser = new TestBrowser(t.db);
		const options = signupOptions({
			email: '  Ann.Lee@Example.TEST ',
			first_name: 'Ann',
			last_name: 'Lee',
			gender: 'female',
			visited_pages: ['/pin/1/', '/search/pins/?q=cake'],
			referrer: 'https://example.org/',
			utm_campaign: 'spring',
			user_behavior_data: { clicks: 3, path: ['/'] },
		});
		const { status, r } = await register(browser, options);
		expect(status).toBe(200);
		expect(r.data.email_verification_sent).toBe(true);
		expect(r.data.user).toMatchObject({
			username: 'annlee',
			email: 'ann.lee@example.test',
			first_name: 'Ann',
			last_name: 'Lee',
			full_name: 'Ann Lee',
		});
		const viewer = await browser.viewer();
		expect(viewer?.id).toBe(r.data.user.id);
		expect(viewer?.loginState).toBe(1);

		const row = await t.db
			.selectFrom('users')
			.selectAll()
			.where('id', '=', r.data.user.id)
			.executeTakeFirstOrThrow();
		expect(row.password_hash).toMatch(/^argon2id\$/);
		expect(row.birthday).toBe('1990-04-12');
		expect(row.gender).toBe('female');
		expect(row.email_verified_at).toBeNull();
		expect(row.avatar_color_index).toBeGreaterThanOrEqual(0);
		expect(row.avatar_color_index).toBeLessThanOrEqual(9);
		expect(row.settings).toBe('{}');
		const data = JSON.parse(row.signup_data!);
		expect(data.visited_pages).toEqual(['/pin/1/', '/search/pins/?q=cake']);
		expect(data.utm_campaign).toBe('spring');
		expect(data.user_behavior_data).toEqual({ clicks: 3, path: ['/'] });

		const mail = await lastMail(t.db, 'ann.lee@example.test', 'email_verify');
		expect(mail?.subject).toContain('Corkboard');
		const link = linkIn(mail!.text_body);
		// Mail links never follow the request's Host header (the test requests use http://localhost).
		expect(link.origin).toBe(process.env.PUBLIC_ORIGIN ?? 'http://localhost:4321');
		expect(link.pathname).toBe('/email/verify/');
		expect(link.searchParams.get('t')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
	});

	it('U-01: drops user_behavior_data over 16 KB without failing', async () => {
		const browser = new TestBrowser(t.db);
		const { status, r } = await register(
			browser,
			signupOptions({ user_behavior_data: { blob: 'x'.repeat(17 * 1024) } }),
		);
		expect(status).toBe(200);
		const row = await t.db
			.selectFrom('users')
			.select('signup_data')
			.where('id', '=', r.data.user.id)
			.executeTakeFirstOrThrow();
		expect(JSON.parse(row.signup_data!).user_behavior_data).toBeUndefined();
	});

	it('U-02: refuses bad fields with their own codes', async () => {
		const browser = new TestBrowser(t.db);
		const cases: [Record<string, unknown>, string][] = [
			[{ email: 'not-an-email' }, 'InvalidEmail'],
			[{ email: 'someone@mailinator.com' }, 'InvalidEmail'],
			[{ password: 'short' }, 'InvalidPassword'],
			[{ password: 'pässwörd-lang' }, 'InvalidPassword'],
			[{ birthday: '1990-02-30' }, 'InvalidBirthday'],
			[{ birthday: '2999-01-01' }, 'InvalidBirthday'],
			[{ username: 'no spaces' }, 'InvalidUsername'],
			[{ username: 'Settings' }, 'UsernameReserved'],
			[{ username: 'login' }, 'UsernameReserved'],
		];
		for (const [overrides, code] of cases) {
			const { status, r } = await register(browser, signupOptions(overrides));
			expect(r.error?.code, JSON.stringify(overrides)).toBe(code);
			expect(status).toBeGreaterThanOrEqual(400);
			expect(status).toBeLessThan(500);
		}
		const chars = await register(browser, signupOptions({ password: 'pässwörd-lang' }));
		expect(chars.r.error.message).toBe(
			'Oops! Your password can only have letters, numbers and basic symbols.',
		);
		expect(browser.sessionToken).toBeUndefined();
		const count = await t.db
			.selectFrom('users')
			.select('id')
			.where('email', '=', 'someone@mailinator.com')
			.execute();
		expect(count).toHaveLength(0);
	});

	it('a taken email (any case) is not refused as taken: its owner gets a notice, nothing is created', async () => {
		const existing = await makeUserWithPassword(t.db, 'whatever123', {
			email: 'taken@example.test',
			username: 'takenname',
		});
		const browser = new TestBrowser(t.db);
		const email = await register(browser, signupOptions({ email: 'TAKEN@example.test' }));
		expect(email.status).toBe(200);
		expect(email.r.data.email_verification_sent).toBe(true);
		expect(email.r.data.user.email).toBe('taken@example.test');
		expect(browser.sessionToken).toBeUndefined();
		const accounts = await t.db
			.selectFrom('users')
			.select('id')
			.where('email', '=', 'taken@example.test')
			.execute();
		expect(accounts).toEqual([{ id: existing.id }]);
		const notice = await lastMail(t.db, 'taken@example.test', 'signup_existing_account');
		expect(notice?.user_id).toBe(existing.id);
		expect(linkIn(notice!.text_body).pathname).toBe('/login');
		expect(await lastMail(t.db, 'taken@example.test', 'email_verify')).toBeUndefined();

		const username = await register(browser, signupOptions({ username: existing.username }));
		expect(username.r.error.code).toBe('UsernameTaken');
	});

	it('RTE-23: never derives a reserved username from the email', async () => {
		const browser = new TestBrowser(t.db);
		const { r } = await register(browser, signupOptions({ email: 'settings@x-example.test' }));
		expect(r.data.user.username).not.toBe('settings');
		expect(r.data.user.username).toMatch(/^settings\d+$/);
		const other = new TestBrowser(t.db);
		const pin = await register(other, signupOptions({ email: 'pin@x-example.test' }));
		expect(pin.r.data.user.username).toMatch(/^pin\d+$/);
	});

	it('makes a derived username unique with digits', async () => {
		await makeUserWithPassword(t.db, 'whatever123', { username: 'duplicate' });
		const browser = new TestBrowser(t.db);
		const { r } = await register(browser, signupOptions({ email: 'duplicate@other.test' }));
		expect(r.data.user.username).toMatch(/^duplicate\d+$/);
	});

	it('AUTH-08: under 13 is refused and the browser is marked; later sign-ups are refused at once', async () => {
		const browser = new TestBrowser(t.db);
		const young = new Date();
		young.setUTCFullYear(young.getUTCFullYear() - 12);
		const first = await register(
			browser,
			signupOptions({ birthday: young.toISOString().slice(0, 10) }),
		);
		expect(first.r.error.code).toBe('AgeRestricted');
		expect(first.r.error.api_error_code).toBe(3007);
		const cookie = setCookies(first.res).get(AGE_RESTRICT_COOKIE);
		expect(cookie?.value).toBe('1');
		expect(cookie?.header).toMatch(/HttpOnly/);
		expect(cookie?.header).toMatch(/Max-Age=31536000/);
		const second = await register(browser, signupOptions({ birthday: '1980-01-01' }));
		expect(second.r.error.code).toBe('AgeRestricted');
		expect(browser.sessionToken).toBeUndefined();
	});

	it('CMP-07: where a consent applies, privacy_disclaimer_acknowledge must be true', async () => {
		const browser = new TestBrowser(t.db);
		for (const headers of [
			{ 'x-force-country': 'KR' },
			{ 'x-force-country': 'IT' },
			{ 'x-force-country': 'US', 'x-force-region': 'FL' },
		]) {
			const refused = await register(browser, signupOptions(), headers);
			expect(refused.r.error.code).toBe('InvalidOptions');
			expect(refused.r.error.message).toMatch(/privacy notice/);
		}
		// A chosen country with a consent also needs it.
		const chosen = await register(browser, signupOptions({ country: 'it' }));
		expect(chosen.r.error.code).toBe('InvalidOptions');
		const ok = await register(browser, signupOptions({ privacy_disclaimer_acknowledge: true }), {
			'x-force-country': 'KR',
		});
		expect(ok.status).toBe(200);
		const row = await t.db
			.selectFrom('users')
			.select(['country', 'signup_data'])
			.where('id', '=', ok.r.data.user.id)
			.executeTakeFirstOrThrow();
		expect(row.country).toBe('KR');
		expect(JSON.parse(row.signup_data!).compliance_requirements).toEqual([1]);
	});

	it('U-02: a unique-constraint race on the email makes one account, and a derived username is picked again', async () => {
		const browsers = [new TestBrowser(t.db), new TestBrowser(t.db)];
		const answers = await Promise.all(
			browsers.map((browser) => register(browser, signupOptions({ email: 'race@example.test' }))),
		);
		expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
		expect(browsers.filter((browser) => browser.sessionToken !== undefined)).toHaveLength(1);
		const accounts = await t.db
			.selectFrom('users')
			.select('id')
			.where('email', '=', 'race@example.test')
			.execute();
		expect(accounts).toHaveLength(1);

		const [c, d] = await Promise.all([
			register(new TestBrowser(t.db), signupOptions({ email: 'racer@one.test' })),
			register(new TestBrowser(t.db), signupOptions({ email: 'racer@two.test' })),
		]);
		expect(c.status).toBe(200);
		expect(d.status).toBe(200);
		const names = [c.r.data.user.username, d.r.data.user.username].sort();
		expect(names[0]).toBe('racer');
		expect(names[1]).toMatch(/^racer\d+$/);
	});

	it('names the column of a unique violation on this dialect', async () => {
		const user = await makeUserWithPassword(t.db, 'whatever123');
		const attempt = (overrides: Record<string, unknown>) =>
			makeUserWithPassword(t.db, 'whatever123', overrides).then(
				() => null,
				(error: unknown) => uniqueViolationColumn(error),
			);
		expect(await attempt({ email: user.email })).toBe('email');
		expect(await attempt({ username: user.username })).toBe('username');
		expect(uniqueViolationColumn(new Error('boom'))).toBeNull();
	});

	it('refuses unknown options (strict schema)', async () => {
		const { r } = await register(new TestBrowser(t.db), signupOptions({ is_admin: true }));
		expect(r.error.code).toBe('InvalidOptions');
	});

	it('rate-limits sign-ups per client address', async () => {
		const browser = new TestBrowser(t.db);
		const { limit } = RATE_LIMITS.signupPerAddress;
		const codes: string[] = [];
		for (let i = 0; i <= limit; i++) {
			const { r } = await register(browser, signupOptions({ email: 'bad' }));
			codes.push(r.error.code);
		}
		expect(codes.slice(0, limit).every((c) => c === 'InvalidEmail')).toBe(true);
		expect(codes[limit]).toBe('RateLimited');
	});

	it('MAS: signing up while logged in keeps the previous account as a stored account', async () => {
		const browser = new TestBrowser(t.db);
		const first = await register(browser, signupOptions());
		const firstToken = browser.sessionToken!;
		const second = await register(browser, signupOptions());
		expect(second.status).toBe(200);
		expect(browser.sessionToken).not.toBe(firstToken);
		expect(browser.storedTokens).toEqual([firstToken]);
		expect((await browser.viewer())?.id).toBe(second.r.data.user.id);
		expect(first.r.data.user.id).not.toBe(second.r.data.user.id);
	});
});

describe(`GET /v3/compliance_requirements/ on ${testDialect()}`, () => {
	it('CMP-01: answers the numbers for the request country', async () => {
		const browser = new TestBrowser(t.db);
		const ask = async (headers: Record<string, string>) =>
			(await browser.rest(complianceGet, { path: '/v3/compliance_requirements/', headers })).r.data;
		expect(await ask({})).toEqual([]);
		expect(await ask({ 'x-force-country': 'US', 'x-force-region': 'FL' })).toEqual([0]);
		expect(await ask({ 'x-force-country': 'KR' })).toEqual([1]);
		expect(await ask({ 'cf-ipcountry': 'IT' })).toEqual([2]);
		const query = await browser.rest(complianceGet, {
			path: '/v3/compliance_requirements/?force_country=KR',
		});
		expect(query.r.data).toEqual([1]);
	});
});
