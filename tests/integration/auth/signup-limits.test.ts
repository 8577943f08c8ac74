import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '~/lib/platform/security/rate-limit.server.ts';
import { TestBrowser } from '../../helpers/test-browser.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * Issue 25, item 10 (AUTH-05 limits): sign-ups are limited per client address and per email
 * address. One address cannot mass-register, one email cannot be tried from many addresses, and
 * the other addresses of one network (one office's /24) are not locked out by a neighbour. On a
 * development install (these tests run with PUBLIC_ORIGIN unset and HOST localhost), loopback
 * clients are exempt from the per-address limits, not from the per-email one. The production
 * side (loopback counted, the proxy header only when configured) runs against the built server
 * in `tests/security/signup-client-address.test.ts`.
 */
let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

/** A /24 of its own for one test: `net(host)` is one address in it. */
function network(): (host: number) => string {
	const [a, b] = [randomInt(1, 250), randomInt(1, 250)];
	return (host) => `10.${a}.${b}.${host}`;
}

const freshEmail = () => `limits_${randomInt(1e9)}@example.test`;
const GOOD = { password: 'correct horse 1', birthday: '1990-04-12' };

async function signUpFrom(address: string, options: Record<string, unknown>) {
	const { r } = await new TestBrowser(t.db, address).resource(
		'UserRegisterResource',
		'create',
		options,
	);
	return r.error ? { code: r.error.code as string, message: r.error.message as string } : 'ok';
}

describe(`sign-up limits on ${testDialect()}`, () => {
	it('AUTH-05: one address is stopped after 20 an hour; its neighbours in the /24 still sign up', async () => {
		const net = network();
		const { limit } = RATE_LIMITS.signupPerAddress;
		expect(limit).toBe(20);
		for (let i = 0; i < limit; i++) {
			expect(await signUpFrom(net(1), { ...GOOD, email: 'not an email' })).toMatchObject({
				code: 'InvalidEmail',
			});
		}
		expect(await signUpFrom(net(1), { ...GOOD, email: freshEmail() })).toMatchObject({
			code: 'RateLimited',
			message: expect.stringMatching(/from this network/),
		});
		// The office next door: every other address of the network signs up.
		for (const host of [2, 3, 200]) {
			expect(await signUpFrom(net(host), { ...GOOD, email: freshEmail() })).toBe('ok');
		}
	});

	it('AUTH-05: one email is stopped after 5 an hour from however many addresses, and only that email', async () => {
		const net = network();
		const victim = freshEmail();
		const { limit } = RATE_LIMITS.signupPerEmail;
		expect(limit).toBe(5);
		// Attempts rotate through the network's addresses (each well under its own limit).
		for (let i = 0; i < limit; i++) {
			expect(await signUpFrom(net(i + 1), { ...GOOD, email: victim, password: 'x' })).toMatchObject(
				{ code: 'InvalidPassword' },
			);
		}
		for (const host of [50, 51, 52]) {
			expect(await signUpFrom(net(host), { ...GOOD, email: victim })).toMatchObject({
				code: 'RateLimited',
				message: expect.stringMatching(/with this email address/),
			});
		}
		// It keys on the normalized address: another spelling of the same email is the same key.
		expect(await signUpFrom(net(53), { ...GOOD, email: victim.toUpperCase() })).toMatchObject({
			code: 'RateLimited',
		});
		// Those addresses are not locked out for other sign-ups.
		for (const host of [1, 50]) {
			expect(await signUpFrom(net(host), { ...GOOD, email: freshEmail() })).toBe('ok');
		}
	});

	it('development install: loopback is exempt from the per-address limits, not from the per-email one', async () => {
		const { limit } = RATE_LIMITS.signupPerAddress;
		for (let i = 0; i <= limit; i++) {
			expect(await signUpFrom('127.0.0.1', { ...GOOD, email: 'not an email' })).toMatchObject({
				code: 'InvalidEmail',
			});
		}
		// More real sign-ups than the per-address limits allow (sign-ups 20, their mail 20).
		for (let i = 0; i < 3; i++) {
			expect(await signUpFrom('::1', { ...GOOD, email: freshEmail() })).toBe('ok');
			expect(await signUpFrom('127.0.0.1', { ...GOOD, email: freshEmail() })).toBe('ok');
		}
		const email = freshEmail();
		for (let i = 0; i < RATE_LIMITS.signupPerEmail.limit; i++) {
			expect(await signUpFrom('127.0.0.1', { ...GOOD, email, password: 'x' })).toMatchObject({
				code: 'InvalidPassword',
			});
		}
		expect(await signUpFrom('127.0.0.1', { ...GOOD, email })).toMatchObject({
			code: 'RateLimited',
		});
	});

	it('development install: a loopback client signs up more than 20 accounts an hour', async () => {
		for (let i = 0; i < 21; i++) {
			expect(
				await signUpFrom('127.0.0.1', { ...GOOD, email: freshEmail() }),
				`sign-up ${i + 1}`,
			).toBe('ok');
		}
	}, 60_000);
});
