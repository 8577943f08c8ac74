import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, isKnownDevice } from '~/lib/identity/auth/known-device.server.ts';
import { generateTotpSecret, totpCode, totpStep } from '~/lib/identity/auth/mfa/totp.ts';
import {
	completePasswordReset,
	requestPasswordReset,
} from '~/lib/identity/auth/password-reset.service.server.ts';
import { signUp } from '~/lib/identity/auth/signup.service.server.ts';
import { rateLimitAddress } from '~/lib/platform/http/client-address.ts';
import { CookieJar } from '~/lib/platform/http/cookie-jar.server.ts';
import { RATE_LIMITS, rateLimiter } from '~/lib/platform/security/rate-limit.server.ts';
import {
	freshAddress,
	lastMail,
	linkIn,
	makeUserWithPassword,
	TestBrowser,
} from '../helpers/test-browser.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Finding 10 (AUTH-02, AUTH-22, AUTH-05): per-address limits count an IPv6 client by its /64
 * (and an IPv4-mapped address as its IPv4), and the per-account login limit cannot be held
 * against the owner: once an attacker's failures reach it, the owner still gets in with the
 * right password from a known device (a browser that logged in before) or by passing MFA;
 * unknown devices without MFA wait, and the attacker's address stays counted.
 */
const PASSWORD = 'the right password 1';
let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

/** A /64 no other test uses, as a prefix for `::host` addresses. */
function fresh64(): string {
	const group = () => randomInt(0, 0xffff).toString(16);
	return `2001:db8:${group()}:${group()}`;
}

function ctxAt(address: string) {
	const request = new Request('http://localhost/signup', { method: 'POST' });
	return {
		db: t.db,
		viewer: null,
		cookies: new CookieJar(request),
		clientAddress: address,
		request,
	};
}

async function signUpFrom(address: string): Promise<string> {
	try {
		await signUp(ctxAt(address), { email: '', password: '', birthday: '' } as never);
		return 'accepted';
	} catch (error) {
		return (error as { code: string }).code;
	}
}

describe(`per-address limits group IPv6 by /64 on ${testDialect()}`, () => {
	it('rateLimitAddress: one /64 is one key; IPv4 and IPv4-mapped IPv6 are one key', () => {
		expect(rateLimitAddress('2001:db8:1:2::1')).toBe(rateLimitAddress('2001:db8:1:2:ffff:1:2:3'));
		expect(rateLimitAddress('2001:db8:1:2::1')).not.toBe(rateLimitAddress('2001:db8:1:3::1'));
		expect(rateLimitAddress('::ffff:198.51.100.7')).toBe(rateLimitAddress('198.51.100.7'));
	});

	it('login: failures from two addresses of one /64 share one count; another /64 does not', async () => {
		const net = fresh64();
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const codes: string[] = [];
		// Failures on accounts that do not exist, so no account limit is involved.
		for (let i = 0; i < 20; i++) {
			const browser = new TestBrowser(t.db, `${net}::${i % 2 ? 'a' : `${i + 1}:5`}`);
			codes.push((await browser.login(`nobody-${net}-${i}@example.test`, 'wrong')).r.error.code);
		}
		expect(codes.every((c) => c === 'LoginFailed')).toBe(true);
		// The right password from a third address of the same /64 is now refused...
		const same = await new TestBrowser(t.db, `${net}:1:2:3:4`).login(user.email, PASSWORD);
		expect(same.r.error.code).toBe('LoginRateLimited');
		// ...and from the neighbouring /64 it works.
		const [a, b, c, d] = net.split(':');
		const next = `${a}:${b}:${c}:${(Number.parseInt(d!, 16) ^ 1).toString(16)}::1`;
		expect((await new TestBrowser(t.db, next).login(user.email, PASSWORD)).status).toBe(200);
	});

	it('login: an IPv4 client and its IPv4-mapped IPv6 form share one count', async () => {
		const v4 = `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;
		for (let i = 0; i < 20; i++) {
			const address = i % 2 ? v4 : `::ffff:${v4}`;
			await new TestBrowser(t.db, address).login(`nobody-${v4}-${i}@example.test`, 'wrong');
		}
		const user = await makeUserWithPassword(t.db, PASSWORD);
		expect((await new TestBrowser(t.db, v4).login(user.email, PASSWORD)).r.error.code).toBe(
			'LoginRateLimited',
		);
		expect(
			(await new TestBrowser(t.db, `::ffff:${v4}`).login(user.email, PASSWORD)).r.error.code,
		).toBe('LoginRateLimited');
	});

	it('reset requests: one /64 shares the limit of 10 an hour; another /64 does not', async () => {
		const net = fresh64();
		const answers: string[] = [];
		for (let i = 0; i < 11; i++)
			answers.push(await requestPasswordReset(t.db, `x${i}@example.test`, `${net}::${i + 1}`));
		expect(answers.slice(0, 10).every((a) => a === 'accepted')).toBe(true);
		expect(answers[10]).toBe('rate_limited');
		expect(await requestPasswordReset(t.db, 'y@example.test', `${fresh64()}::1`)).toBe('accepted');
		const v4 = `203.0.113.${randomInt(1, 255)}`;
		for (let i = 0; i < 10; i++)
			await requestPasswordReset(t.db, `z${i}@example.test`, i % 2 ? v4 : `::ffff:${v4}`);
		expect(await requestPasswordReset(t.db, 'z@example.test', v4)).toBe('rate_limited');
	});

	it('sign-ups: one /64 shares the limit of 20 an hour', async () => {
		const net = fresh64();
		for (let i = 0; i < 20; i++)
			expect(await signUpFrom(`${net}::${i + 1}`)).not.toBe('RateLimited');
		expect(await signUpFrom(`${net}:9:9:9:9`)).toBe('RateLimited');
		expect(await signUpFrom(`${fresh64()}::1`)).not.toBe('RateLimited');
	});
});

describe(`the account lock cannot be held against the owner on ${testDialect()}`, () => {
	/** Five wrong passwords from one attacker address: the account's limit is reached. */
	async function attack(email: string) {
		const attacker = new TestBrowser(t.db, `${fresh64()}::666`);
		for (let i = 0; i < 5; i++) {
			expect((await attacker.login(email, `guess ${i}`)).r.error.code).toBe('LoginFailed');
		}
		return attacker;
	}

	const addressCount = async (address: string) =>
		RATE_LIMITS.loginPerAddress.limit -
		(await rateLimiter().peek(RATE_LIMITS.loginPerAddress, rateLimitAddress(address))).remaining;

	it('the owner gets in from a known device; unknown devices wait; the attacker stays counted', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const owner = new TestBrowser(t.db);
		expect((await owner.login(user.email, PASSWORD)).status).toBe(200);
		const device = owner.cookies.get(DEVICE_COOKIE);
		expect(device).toBeTruthy();
		await owner.logout();

		const attacker = await attack(user.email);
		// Not even the right password gets the attacker (an unknown device) in now.
		const refused = await attacker.login(user.email, PASSWORD);
		expect(refused.r.error.code).toBe('LoginRateLimited');
		expect(refused.r.error.extra_data.login_outcome).toBe(1);
		// Nor the owner on a new device: the message says what to do.
		const newPhone = await new TestBrowser(t.db).login(user.email, PASSWORD);
		expect(newPhone.r.error.code).toBe('LoginRateLimited');
		expect(newPhone.r.error.message).toMatch(/reset your password/i);
		expect(newPhone.r.error.message).toMatch(/try again in \d+ minutes?/i);

		// The owner's browser that logged in before still gets in.
		const back = await owner.login(user.email, PASSWORD);
		expect(back.status).toBe(200);
		expect((await owner.viewer())?.id).toBe(user.id);
		// Its device token was renewed: the old one is no longer a known device.
		expect(owner.cookies.get(DEVICE_COOKIE)).not.toBe(device);
		const stale = new CookieJar(
			new Request('http://localhost/', { headers: { cookie: `${DEVICE_COOKIE}=${device}` } }),
		);
		expect(await isKnownDevice(t.db, stale, user.id)).toBe(false);

		// The owner's success does not free the attacker: still refused, still counted.
		expect((await attacker.login(user.email, PASSWORD)).r.error.code).toBe('LoginRateLimited');
		expect(await addressCount(attacker.address)).toBe(5);
		for (let i = 0; i < 15; i++) await attacker.login(`nobody-${i}-${user.id}@example.test`, 'x');
		const slowed = await attacker.login(`nobody-last-${user.id}@example.test`, 'x');
		expect(slowed.r.error.code).toBe('LoginRateLimited');

		// A wrong password from the known device is still a failure.
		expect((await owner.login(user.email, 'not it')).r.error.code).toBe('LoginFailed');
	});

	it('an account with MFA: the owner gets in from an unknown device by passing the code', async () => {
		const secret = generateTotpSecret();
		const user = await makeUserWithPassword(t.db, PASSWORD, { mfa_enabled: 1, mfa_secret: secret });
		const attacker = await attack(user.email);

		const owner = new TestBrowser(t.db);
		const first = await owner.login(user.email, PASSWORD);
		expect(first.r.error.code).toBe('MfaRequired');
		expect(await owner.viewer()).toBeNull();
		const done = await owner.login(user.email, PASSWORD, {
			mfa_token: totpCode(secret, totpStep()),
		});
		expect(done.status).toBe(200);
		expect((await owner.viewer())?.id).toBe(user.id);

		// Without the code there is no session, and wrong passwords stay failures for the attacker.
		expect((await attacker.login(user.email, 'guess again')).r.error.code).toBe('LoginFailed');
		expect(await attacker.viewer()).toBeNull();
		expect(await addressCount(attacker.address)).toBe(6);
	});

	it('a device token planted in the browser is never adopted, and a reset forgets devices', async () => {
		const mallory = await makeUserWithPassword(t.db, PASSWORD);
		const victim = await makeUserWithPassword(t.db, PASSWORD);
		const own = new TestBrowser(t.db);
		await own.login(mallory.email, PASSWORD);
		const planted = own.cookies.get(DEVICE_COOKIE)!;

		const browser = new TestBrowser(t.db);
		browser.cookies.set(DEVICE_COOKIE, planted);
		await browser.login(victim.email, PASSWORD);
		const jarWith = (token: string) =>
			new CookieJar(
				new Request('http://localhost/', { headers: { cookie: `${DEVICE_COOKIE}=${token}` } }),
			);
		expect(browser.cookies.get(DEVICE_COOKIE)).not.toBe(planted);
		expect(await isKnownDevice(t.db, jarWith(planted), victim.id)).toBe(false);
		expect(await isKnownDevice(t.db, jarWith(planted), mallory.id)).toBe(false);
		const token = browser.cookies.get(DEVICE_COOKIE)!;
		expect(await isKnownDevice(t.db, jarWith(token), victim.id)).toBe(true);

		// The cookie is HttpOnly and long-lived.
		const res = await new TestBrowser(t.db).login(victim.email, PASSWORD);
		const header = res.res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
		expect(header).toMatch(/HttpOnly/);
		expect(header).toMatch(/Max-Age=34560000/);

		// A password reset forgets every device of the account.
		await requestPasswordReset(t.db, victim.email, freshAddress());
		const link = linkIn((await lastMail(t.db, victim.email, 'password_reset'))!.text_body);
		const request = new Request('http://localhost/pw/x/', { method: 'POST' });
		await completePasswordReset(
			{
				db: t.db,
				viewer: null,
				cookies: new CookieJar(request),
				clientAddress: '127.0.0.1',
				request,
			},
			{
				username: victim.username,
				token: link.searchParams.get('t')!,
				password: 'another password 3',
				confirm: 'another password 3',
			},
		);
		expect(await isKnownDevice(t.db, jarWith(token), victim.id)).toBe(false);
	});
});
