import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUsableLinkToken } from '~/lib/identity/auth/auth-tokens.repository.server.ts';
import { confirmEmailChange } from '~/lib/identity/auth/email-change/email-change.service.server.ts';
import { undoEmailChange } from '~/lib/identity/auth/email-change/email-change-undo.service.server.ts';
import { requestPasswordReset } from '~/lib/identity/auth/password-reset.service.server.ts';
import { createSession } from '~/lib/identity/auth/session.server.ts';
import { accountSecurityKit, codeOf, KIT_PASSWORD } from '../helpers/account-security.ts';
import { reauthenticatedViewer } from '../helpers/reauth.ts';
import { makeUserWithPassword } from '../helpers/test-browser.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * The email change after the account-security review (findings 1 and 4): the old address's
 * undo link stops or reverses a change and locks the account until a reset from that address;
 * mail to an address nobody confirmed carries no text a user wrote and is limited per
 * recipient, account and client network.
 */

let t: TestDb;
let kit: ReturnType<typeof accountSecurityKit>;
beforeAll(async () => {
	t = await createTestDb();
	kit = accountSecurityKit(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

describe(`finding 1: the old address can undo an email change on ${testDialect()}`, () => {
	it('before confirmation: the change stops, every session ends, the account is locked until a reset', async () => {
		const user = await makeUserWithPassword(t.db, KIT_PASSWORD);
		const attacker = await reauthenticatedViewer(t.db, user);
		await createSession(t.db, user.id); // the owner's own browser
		await kit.settings(attacker, { email: `attacker-${user.id}@evil.example` });
		const undo = await kit.tokenMailed(user.email, '/email/undo-change/');
		const confirm = await kit.tokenMailed(
			`attacker-${user.id}@evil.example`,
			'/email/confirm-change/',
		);

		expect((await undoEmailChange(t.db, undo)).email).toBe(user.email);
		const after = await kit.row(user.id);
		expect(after.email).toBe(user.email);
		expect(after.email_changing_to).toBeNull();
		expect(after.password_hash).toBeNull();
		expect(after.review_locked_at).not.toBeNull();
		expect(await kit.sessionCount(user.id)).toBe(0);
		expect(await codeOf(confirmEmailChange(t.db, attacker, confirm))).toBe('TokenInvalid');
		// The way back in: a reset link mailed to the owner's address, and only there.
		const reset = (await kit.mails(user.email)).find((m) => m.kind === 'email_change_undone');
		const resetToken = /\/pw\/[^/]+\/\?t=([A-Za-z0-9_-]+)/.exec(reset!.text_body)![1]!;
		const tokenRow = await findUsableLinkToken(t.db, 'password_reset', resetToken);
		expect(tokenRow?.email).toBe(user.email);
		// A link works once.
		expect(await codeOf(undoEmailChange(t.db, undo))).toBe('TokenInvalid');
	});

	it('after confirmation (within the grace period): the old address comes back', async () => {
		const user = await makeUserWithPassword(t.db, KIT_PASSWORD);
		const attacker = await reauthenticatedViewer(t.db, user);
		const stolen = `after-${user.id}@evil.example`;
		await kit.settings(attacker, { email: stolen });
		await confirmEmailChange(
			t.db,
			attacker,
			await kit.tokenMailed(stolen, '/email/confirm-change/'),
		);
		expect((await kit.row(user.id)).email).toBe(stolen);
		// The notice of the done change carries an undo link too.
		const done = (await kit.mails(user.email)).find((m) => m.kind === 'email_changed');
		expect(done?.text_body).toMatch(/\/email\/undo-change\/\?t=/);

		await undoEmailChange(t.db, await kit.tokenMailed(user.email, '/email/undo-change/'));
		const after = await kit.row(user.id);
		expect(after.email).toBe(user.email);
		expect(after.password_hash).toBeNull();
		expect(await kit.sessionCount(user.id)).toBe(0);
	});

	it('the grace period ends', async () => {
		const user = await makeUserWithPassword(t.db, KIT_PASSWORD);
		await kit.settings(await reauthenticatedViewer(t.db, user), {
			email: `late-${user.id}@example.com`,
		});
		const undo = await kit.tokenMailed(user.email, '/email/undo-change/');
		const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
		expect(await codeOf(undoEmailChange(t.db, undo, later))).toBe('TokenInvalid');
		expect((await kit.row(user.id)).password_hash).not.toBeNull();
	});
});

describe(`finding 4: mail to addresses nobody confirmed on ${testDialect()}`, () => {
	it('carries no text the user wrote', async () => {
		const user = await makeUserWithPassword(t.db, KIT_PASSWORD, {
			first_name: 'Win a prize at https://phish.example/x',
		});
		await kit.settings(await reauthenticatedViewer(t.db, user), {
			email: `clean-${user.id}@example.com`,
		});
		const [mail] = await kit.mails(`clean-${user.id}@example.com`);
		expect(mail?.kind).toBe('email_change');
		expect(mail?.text_body).not.toContain('phish.example');
		expect(mail?.text_body).not.toContain(user.username);
	});

	it('a reset mailed to an unconfirmed address carries no name; to a confirmed one it greets by name', async () => {
		const lure = 'Win a prize at https://phish.example/x';
		const unconfirmed = await makeUserWithPassword(t.db, KIT_PASSWORD, { first_name: lure });
		const confirmed = await makeUserWithPassword(t.db, KIT_PASSWORD, {
			first_name: 'Grace',
			email_verified_at: new Date().toISOString(),
		});
		for (const u of [unconfirmed, confirmed]) {
			expect(await requestPasswordReset(t.db, u.email, `203.0.113.${u.id.slice(-2)}`)).toBe(
				'accepted',
			);
		}
		const [toUnconfirmed] = await kit.mails(unconfirmed.email);
		expect(toUnconfirmed?.kind).toBe('password_reset');
		expect(toUnconfirmed?.text_body).not.toContain('phish.example');
		expect(toUnconfirmed?.text_body).not.toContain(`(${unconfirmed.username})`);
		const [toConfirmed] = await kit.mails(confirmed.email);
		expect(toConfirmed?.text_body).toMatch(/^Hi Grace,/);
	});

	it('is limited per recipient, per account and per client address; a refusal changes nothing', async () => {
		const user = await makeUserWithPassword(t.db, KIT_PASSWORD);
		const viewer = await reauthenticatedViewer(t.db, user);
		const victim = `victim-${user.id}@example.com`;
		for (let i = 0; i < 3; i++) {
			expect((await kit.settings(viewer, { email: victim })).status).toBe(200);
			await kit.settings(viewer, { email: user.email }); // cancels, so the next is a new change
		}
		const fourth = await kit.settings(viewer, { email: victim });
		expect(fourth.r.error.code).toBe('RateLimited');
		expect((await kit.row(user.id)).email_changing_to).toBeNull();
		expect((await kit.mails(victim)).length).toBe(3);

		// Per account: a sixth new address in the hour is refused.
		const other = await makeUserWithPassword(t.db, KIT_PASSWORD);
		const otherViewer = await reauthenticatedViewer(t.db, other);
		const codes: string[] = [];
		for (let i = 0; i < 6; i++) {
			codes.push(
				(await kit.settings(otherViewer, { email: `spread-${i}-${other.id}@example.com` })).r.error
					?.code ?? 'ok',
			);
		}
		expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'RateLimited']);

		// Per client address: 20 an hour from one /64, whichever accounts ask.
		const net = '2001:db8:77:1';
		const answers: string[] = [];
		for (let i = 0; i < 21; i++) {
			const person = await makeUserWithPassword(t.db, KIT_PASSWORD);
			const v = await reauthenticatedViewer(t.db, person);
			const res = await kit.settings(
				v,
				{ email: `net-${i}-${person.id}@example.com` },
				`${net}::${i + 1}`,
			);
			answers.push(res.r.error?.code ?? 'ok');
		}
		expect(answers.filter((a) => a === 'ok')).toHaveLength(20);
		expect(answers.at(-1)).toBe('RateLimited');
	});
});
