import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmailChange } from '~/lib/identity/auth/email-change/email-change.service.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { sha256Hex } from '~/lib/platform/security/secret-token.server.ts';
import { makeUser } from '../../helpers/builders.ts';
import { reauthenticatedViewer } from '../../helpers/reauth.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

/** One recently re-authenticated session per user (an email change needs one). */
const viewers = new Map<string, Viewer>();
async function viewerFor(user: U): Promise<Viewer> {
	let viewer = viewers.get(user.id);
	if (!viewer) {
		viewer = await reauthenticatedViewer(t.db, user);
		viewers.set(user.id, viewer);
	}
	return viewer;
}
const update = async (user: U, options: Record<string, unknown>) =>
	callResource(t.db, 'UserSettingsResource', 'update', options, await viewerFor(user));
/** Confirms as the user's own session, the way the signed-in confirmation page does. */
const confirm = async (user: U, token: string, now?: Date) =>
	confirmEmailChange(t.db, await viewerFor(user), token, now);
const row = (user: U) =>
	t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
const mailsTo = (address: string) =>
	t.db.selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();

/** The token of the last confirmation link mailed to `address`. */
async function linkToken(address: string): Promise<string> {
	const mails = await mailsTo(address);
	const last = mails.filter((m) => m.kind === 'email_change').at(-1);
	const match = /\/email\/confirm-change\/\?t=([A-Za-z0-9_-]+)/.exec(last?.text_body ?? '');
	if (!match) throw new Error(`no confirmation link mailed to ${address}`);
	return match[1]!;
}

async function errorCode(promise: Promise<unknown>): Promise<string> {
	try {
		await promise;
	} catch (error) {
		if (error instanceof AppError) return error.code;
		throw error;
	}
	return 'none';
}

/**
 * Confirms the tokens in parallel. On PostgreSQL a second connection first locks the users'
 * email-change tokens, so every confirmation passes its `isEmailTaken` check and then waits on
 * `consumeToken`; releasing the lock lets them race to the unique index, as two real clicks can.
 * SQLite runs one write transaction at a time, so there they simply run side by side.
 */
async function confirmRacing(tokens: string[], users: U[]): Promise<string[]> {
	const userIds = users.map((u) => u.id);
	const confirmAll = () =>
		Promise.all(tokens.map((token, i) => errorCode(confirm(users[i]!, token))));
	if (testDialect() !== 'postgres') return confirmAll();
	const locker = new pg.Client({
		connectionString: (t.env as { DATABASE_URL: string }).DATABASE_URL,
	});
	await locker.connect();
	try {
		await locker.query('begin');
		await locker.query(
			"select id from auth_tokens where purpose = 'email_change' and user_id = any($1) for update",
			[userIds],
		);
		const racing = confirmAll();
		racing.catch(() => {}); // awaited below; keeps an early failure from going unhandled
		// Asked on another connection: inside the locker's transaction the view is a snapshot.
		for (let i = 0; i < 200; i += 1) {
			const { rows } = await sql<{ n: number }>`
				select count(*)::int as n from pg_stat_activity
				where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
			if (rows[0]!.n >= tokens.length) break;
			await new Promise((resolve) => setTimeout(resolve, 25));
		}
		await locker.query('commit');
		return await racing;
	} finally {
		await locker.end();
	}
}

describe(`email change on ${testDialect()}`, () => {
	it('SET-04: a new address waits for its link; the answer carries email_changing_to', async () => {
		const user = await makeUser(t.db, { email: 'ada.old@example.com' });
		const res = await update(user, { email: '  Ada.New@Example.com ' });
		expect(res.status).toBe(200);
		expect(res.r.data).toMatchObject({
			email: 'ada.old@example.com',
			email_changing_to: 'ada.new@example.com',
		});
		const tokens = await t.db
			.selectFrom('auth_tokens')
			.selectAll()
			.where('user_id', '=', user.id)
			.where('purpose', '=', 'email_change')
			.execute();
		expect(tokens).toHaveLength(1);
		expect(tokens[0]!.email).toBe('ada.new@example.com');
		const ttl = Date.parse(tokens[0]!.expires_at) - Date.parse(tokens[0]!.created_at);
		expect(ttl).toBe(24 * 60 * 60 * 1000);

		const token = await linkToken('ada.new@example.com');
		expect(tokens[0]!.token_hash).toBe(sha256Hex(token)); // only the digest is stored
		const notice = (await mailsTo('ada.old@example.com')).filter(
			(m) => m.kind === 'email_change_notice',
		);
		expect(notice).toHaveLength(1);
		expect(notice[0]!.text_body).not.toContain(token);

		expect(await confirm(user, token)).toEqual({ email: 'ada.new@example.com' });
		const after = await row(user);
		expect(after.email).toBe('ada.new@example.com');
		expect(after.email_changing_to).toBeNull();
		expect(after.email_verified_at).not.toBeNull();
		expect(await errorCode(confirm(user, token))).toBe('TokenInvalid');
	});

	it('SET-04: refuses a malformed address and changes nothing', async () => {
		const user = await makeUser(t.db);
		expect((await update(user, { email: 'not-an-email' })).r.error.code).toBe('InvalidEmail');
		expect((await update(user, { email: 'x@mailinator.com' })).r.error.code).toBe('InvalidEmail');
		expect((await row(user)).email_changing_to).toBeNull();
	});

	it('SET-04: a taken address answers like a free one; its owner gets a notice, no link', async () => {
		const user = await makeUser(t.db);
		const other = await makeUser(t.db);
		const taken = await update(user, { email: other.email.toUpperCase() });
		const free = await update(user, { email: 'never-used-before@example.com' });
		expect(taken.status).toBe(free.status);
		expect(taken.r.data.email_changing_to).toBe(other.email);
		expect(Object.keys(taken.r.data).sort()).toEqual(Object.keys(free.r.data).sort());
		const toOther = await mailsTo(other.email);
		expect(toOther.map((m) => m.kind)).toEqual(['email_change_in_use']);
		expect(toOther[0]!.text_body).not.toMatch(/confirm-change/);
		expect(toOther[0]!.text_body).not.toContain(user.username);
	});

	it('SET-04: a newer change retires the older link; setting the old address back cancels', async () => {
		const user = await makeUser(t.db);
		await update(user, { email: 'first.try@example.com' });
		const first = await linkToken('first.try@example.com');
		await update(user, { email: 'second.try@example.com' });
		const second = await linkToken('second.try@example.com');
		expect(await errorCode(confirm(user, first))).toBe('TokenInvalid');

		const cancelled = await update(user, { email: user.email });
		expect(cancelled.r.data.email_changing_to).toBeNull();
		expect(await errorCode(confirm(user, second))).toBe('TokenInvalid');
		expect((await row(user)).email).toBe(user.email);
	});

	it('SET-04: confirming fails when someone else took the address meanwhile', async () => {
		const user = await makeUser(t.db);
		await update(user, { email: 'contested@example.com' });
		const token = await linkToken('contested@example.com');
		await makeUser(t.db, { email: 'contested@example.com' });
		expect(await errorCode(confirm(user, token))).toBe('EmailTaken');
		expect((await row(user)).email).toBe(user.email);
	});

	it('SET-04: two accounts confirming the same new address at once: one wins, the other gets EmailTaken', async () => {
		const ada = await makeUser(t.db);
		const bob = await makeUser(t.db);
		await update(ada, { email: 'raced@example.com' });
		const adaToken = await linkToken('raced@example.com');
		await update(bob, { email: 'raced@example.com' });
		const bobToken = await linkToken('raced@example.com');
		expect(adaToken).not.toBe(bobToken);

		// A raw database error (500 on PostgreSQL) would make errorCode rethrow and fail the test.
		const outcomes = await confirmRacing([adaToken, bobToken], [ada, bob]);
		expect([...outcomes].sort()).toEqual(['EmailTaken', 'none']);
		const winner = outcomes[0] === 'none' ? ada : bob;
		const loser = winner === ada ? bob : ada;
		expect((await row(winner)).email).toBe('raced@example.com');
		expect((await row(loser)).email).toBe(loser.email);
	});

	it('SET-04: expired and made-up links are invalid', async () => {
		const user = await makeUser(t.db);
		await update(user, { email: 'late@example.com' });
		const token = await linkToken('late@example.com');
		const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
		expect(await errorCode(confirm(user, token, later))).toBe('TokenInvalid');
		expect(await errorCode(confirm(user, 'x'.repeat(43)))).toBe('TokenInvalid');
		expect(await errorCode(confirm(user, ''))).toBe('TokenInvalid');
	});
});
