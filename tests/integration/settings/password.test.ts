import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '~/lib/identity/auth/password.server.ts';
import { createSession, viewerFromToken } from '~/lib/identity/auth/session.server.ts';
import { SESSION_COOKIE } from '~/lib/identity/auth/session-cookies.server.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
const OLD = 'correct horse 1';
const NEW = 'battery staple 2';

beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

async function userWithSessions(overrides: Record<string, unknown> = {}) {
	const user = await makeUser(t.db, { password_hash: await hashPassword(OLD), ...overrides });
	const current = await createSession(t.db, user.id);
	const other = await createSession(t.db, user.id);
	const viewer = viewerOf(user, { sessionId: current.sessionId });
	return { user, current, other, viewer };
}

const change = (
	viewer: ReturnType<typeof viewerOf>,
	options: Record<string, unknown>,
	token?: string,
) =>
	callResource(
		t.db,
		'UserPasswordResource',
		'update',
		options,
		viewer,
		token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
	);

describe(`password change on ${testDialect()}`, () => {
	it('SET-07: checks the new pair and the current password; a refusal changes nothing', async () => {
		const { user, current, other, viewer } = await userWithSessions();
		const mismatch = await change(viewer, { old: OLD, new: NEW, new_confirm: `${NEW}x` });
		expect(mismatch.r.error.code).toBe('PasswordMismatch');
		const short = await change(viewer, { old: OLD, new: 'short', new_confirm: 'short' });
		expect(short.r.error.code).toBe('InvalidPassword');
		const odd = await change(viewer, { old: OLD, new: 'pässwörd123', new_confirm: 'pässwörd123' });
		expect(odd.r.error.code).toBe('InvalidPassword');
		const wrong = await change(viewer, { old: 'nope nope', new: NEW, new_confirm: NEW });
		expect(wrong.r.error.code).toBe('PasswordIncorrect');
		const stored = await t.db
			.selectFrom('users')
			.select(['password_hash', 'password_changed_at'])
			.where('id', '=', user.id)
			.executeTakeFirstOrThrow();
		expect(await verifyPassword(OLD, stored.password_hash!)).toBe(true);
		expect(stored.password_changed_at).toBeNull();
		expect(await viewerFromToken(t.db, current.token)).not.toBeNull();
		expect(await viewerFromToken(t.db, other.token)).not.toBeNull();
	});

	it('SET-07: a change stores argon2id, ends the other sessions and rotates this one', async () => {
		const { user, current, other, viewer } = await userWithSessions();
		const res = await change(
			viewer,
			{ old: OLD, new: NEW, new_confirm: NEW, recaptcha_v3_token: 'anything' },
			current.token,
		);
		expect(res.status).toBe(200);
		expect(res.r.data).toEqual({ ok: true });
		const stored = await t.db
			.selectFrom('users')
			.select(['password_hash', 'password_changed_at'])
			.where('id', '=', user.id)
			.executeTakeFirstOrThrow();
		expect(stored.password_hash).toMatch(/^argon2id\$/);
		expect(await verifyPassword(NEW, stored.password_hash!)).toBe(true);
		expect(stored.password_changed_at).not.toBeNull();

		expect(await viewerFromToken(t.db, other.token)).toBeNull();
		expect(await viewerFromToken(t.db, current.token)).toBeNull();
		const cookie = res.cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
		expect(cookie).toBeDefined();
		expect(cookie).toContain('HttpOnly');
		const fresh = decodeURIComponent(cookie!.split(';')[0]!.slice(SESSION_COOKIE.length + 1));
		const rotated = await viewerFromToken(t.db, fresh);
		expect(rotated?.id).toBe(user.id);
		expect(rotated?.sessionId).toBe(current.sessionId);
		const mail = await t.db
			.selectFrom('outbox')
			.select('kind')
			.where('to_address', '=', user.email)
			.execute();
		expect(mail.map((m) => m.kind)).toContain('password_changed');
	});

	it('SET-07: five wrong current passwords lock further tries for a while', async () => {
		const { viewer } = await userWithSessions();
		for (let i = 0; i < 5; i++) {
			const r = await change(viewer, { old: `wrong ${i}`, new: NEW, new_confirm: NEW });
			expect(r.r.error.code).toBe('PasswordIncorrect');
		}
		const locked = await change(viewer, { old: OLD, new: NEW, new_confirm: NEW });
		expect(locked.r.error.code).toBe('RateLimited');
	});

	it('PPC-01/PPC-09: a passcode-protected account needs the passcode to change its password', async () => {
		const { viewer } = await userWithSessions({ passcode_hash: await hashPassword('2468') });
		const none = await change(viewer, { old: OLD, new: NEW, new_confirm: NEW });
		expect(none.r.error.code).toBe('PasscodeRequired');
		const wrong = await change(viewer, { old: OLD, new: NEW, new_confirm: NEW, passcode: '1111' });
		expect(wrong.r.error.code).toBe('PasscodeIncorrect');
		const right = await change(viewer, { old: OLD, new: NEW, new_confirm: NEW, passcode: '2468' });
		expect(right.r.data).toEqual({ ok: true });
	});

	it('needs a full login', async () => {
		const { viewer } = await userWithSessions();
		const limited = await change(
			{ ...viewer, loginState: 2 },
			{ old: OLD, new: NEW, new_confirm: NEW },
		);
		expect(limited.r.error.code).toBe('LimitedLogin');
	});
});
