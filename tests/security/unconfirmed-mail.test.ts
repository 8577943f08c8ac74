import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '~/lib/platform/mail/mailer.server.ts';
import { deliverDueMail } from '~/lib/platform/mail/outbox-worker.server.ts';
import { makeUser, viewerOf } from '../helpers/builders.ts';
import { callResource } from '../helpers/resource-call.ts';
import { freshAddress, makeUserWithPassword, TestBrowser } from '../helpers/test-browser.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Finding 4 of the account-security review: mail to an address nobody has confirmed (a parental
 * passcode's backup address, a sign-up's verification, the notice to an address that already
 * has an account) is limited per recipient, account and network; it carries nothing a user
 * wrote; and its answer never tells whether the address has an account.
 */

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

const PHISH = 'Evil https://phish.example';
const PHISH_LAST = 'Click http://evil.example/login';

/** The kinds of mail that go to addresses nobody has confirmed. */
const UNCONFIRMED_KINDS = ['email_verify', 'signup_existing_account', 'passcode_email'];

let n = 0;
const unique = (tag: string) => `${tag}${++n}-${Math.random().toString(36).slice(2, 7)}`;

const register = (options: Record<string, unknown>, browser = new TestBrowser(t.db)) =>
	browser.resource('UserRegisterResource', 'create', {
		password: 'correct horse 1',
		birthday: '1990-04-12',
		...options,
	});

const setUpPasscode = (user: { id: string; username: string }, backup: string) =>
	callResource(
		t.db,
		'ParentalPasscodeResource',
		'create',
		{
			passcode: '1357',
			confirm_passcode: '1357',
			backup_email: backup,
			confirm_backup_email: backup,
		},
		viewerOf(user),
		{ clientAddress: freshAddress() },
	);

const outboxTo = (to: string) =>
	t.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

/** The shape of an answer: its keys, nested, and the type of each value. */
function shape(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(shape);
	if (value && typeof value === 'object') {
		return Object.fromEntries(
			Object.keys(value)
				.sort()
				.map((k) => [k, shape((value as Record<string, unknown>)[k])]),
		);
	}
	return typeof value;
}

describe(`mail to unconfirmed addresses on ${testDialect()}`, () => {
	it('the passcode backup address: 3 mails a day, the 4th refused with RateLimited and nothing queued', async () => {
		const parent = `${unique('parent')}@example.test`;
		for (let i = 0; i < 3; i++) {
			const teen = await makeUser(t.db);
			expect((await setUpPasscode(teen, parent)).status).toBe(200);
		}
		const fourth = await makeUser(t.db);
		const refused = await setUpPasscode(fourth, parent);
		expect(refused.status).toBe(429);
		expect(refused.r.error.code).toBe('RateLimited');
		expect(await outboxTo(parent)).toHaveLength(3);
		const row = await t.db
			.selectFrom('users')
			.select(['passcode_hash', 'passcode_backup_email'])
			.where('id', '=', fourth.id)
			.executeTakeFirstOrThrow();
		expect(row).toEqual({ passcode_hash: null, passcode_backup_email: null });
	});

	it('the passcode backup address: one account may mail new addresses 5 times an hour', async () => {
		const teen = await makeUser(t.db);
		for (let i = 0; i < 5; i++) {
			const res = await setUpPasscode(teen, `${unique('p')}@example.test`);
			expect(res.status).toBe(200);
			// Replacing a passcode needs the current one; drop it instead so each call sets one up.
			await t.db
				.updateTable('users')
				.set({ passcode_hash: null })
				.where('id', '=', teen.id)
				.execute();
		}
		const sixth = await setUpPasscode(teen, `${unique('p')}@example.test`);
		expect(sixth.r.error.code).toBe('RateLimited');
	});

	it('sign-up: 3 mails a day to one address (verification, then notices), the 4th refused with nothing queued', async () => {
		const email = `${unique('signup')}@example.test`;
		const first = await register({ email });
		expect(first.status).toBe(200);
		for (let i = 0; i < 2; i++) expect((await register({ email })).status).toBe(200);
		const fourth = await register({ email });
		expect(fourth.status).toBe(429);
		expect(fourth.r.error.code).toBe('RateLimited');
		const kinds = (await outboxTo(email)).map((m) => m.kind);
		expect(kinds).toEqual(['email_verify', 'signup_existing_account', 'signup_existing_account']);
	});

	it('a taken address answers like a free one, on sign-up and on the passcode backup address', async () => {
		const owner = await makeUserWithPassword(t.db, 'whatever123', {
			email: `${unique('owner')}@example.test`,
		});
		const free = await register({ email: `${unique('free')}@example.test`, first_name: 'Ann' });
		const taken = await register({ email: owner.email.toUpperCase(), first_name: 'Ann' });
		expect(taken.status).toBe(free.status);
		expect(taken.r.status).toBe(free.r.status);
		expect(taken.r.error).toBeUndefined();
		expect(JSON.stringify(taken.r)).not.toMatch(/EmailTaken|already/i);
		expect(shape(taken.r.data)).toEqual(shape(free.r.data));
		expect(taken.r.data.email_verification_sent).toBe(true);

		const teenA = await makeUser(t.db);
		const teenB = await makeUser(t.db);
		const toFree = await setUpPasscode(teenA, `${unique('nobody')}@example.test`);
		const toTaken = await setUpPasscode(teenB, owner.email);
		expect(toTaken.status).toBe(toFree.status);
		expect(toTaken.r).toEqual(toFree.r);
	});

	it('no mail to an unconfirmed address carries user-written text', async () => {
		// An account whose names carry links, as one made to phish would.
		const planted = { first_name: PHISH, last_name: PHISH_LAST };
		const victim = `${unique('victim')}@example.test`;
		// Sign-up with a fresh address (verification), then again with it (notice to the owner).
		const signup = await register({ email: victim, ...planted });
		expect(signup.status).toBe(200);
		expect((await register({ email: victim, ...planted })).status).toBe(200);
		// A pre-registered owner with such a name gets the notice without it.
		const squatter = await makeUser(t.db, {
			...planted,
			email: `${unique('squat')}@example.test`,
			username: unique('phishy_'),
		});
		expect((await register({ email: squatter.email, ...planted })).status).toBe(200);
		// The parental passcode of such an account, to a parent's address.
		const teen = await makeUser(t.db, { ...planted, username: unique('teen_phish_') });
		const parent = `${unique('parent')}@example.test`;
		expect((await setUpPasscode(teen, parent)).status).toBe(200);

		const rows = await t.db
			.selectFrom('outbox')
			.selectAll()
			.where('to_address', 'in', [victim, squatter.email, parent])
			.execute();
		expect(rows.map((r) => r.kind).sort()).toEqual(
			[
				'email_verify',
				'passcode_email',
				'signup_existing_account',
				'signup_existing_account',
			].sort(),
		);
		const userTexts = ['phish.example', 'evil.example', 'Evil', squatter.username, teen.username];
		for (const row of rows) {
			expect(UNCONFIRMED_KINDS).toContain(row.kind);
			for (const body of [row.subject, row.text_body, row.html_body ?? '']) {
				for (const text of userTexts) expect(body, `${row.kind}: ${text}`).not.toContain(text);
				expect(body).not.toMatch(/Hi [^,\s]/);
			}
		}

		// And as sent: what the outbox worker hands the transport (an .eml file without SMTP).
		const sent: MailMessage[] = [];
		const capture = async (m: MailMessage) => {
			sent.push(m);
		};
		while ((await deliverDueMail(t.db, capture)) > 0) {
			// Due mail goes out in batches.
		}
		const unconfirmed = sent.filter((m) => [victim, squatter.email, parent].includes(m.to));
		expect(unconfirmed).toHaveLength(4);
		for (const m of unconfirmed) {
			const whole = `${m.subject}\n${m.text}\n${m.html ?? ''}`;
			for (const text of userTexts) expect(whole).not.toContain(text);
			// Every link points at this site.
			for (const link of whole.match(/https?:\/\/[^\s"<]+/g) ?? []) {
				expect(new URL(link).origin).toBe(process.env.PUBLIC_ORIGIN ?? 'http://localhost:4321');
			}
		}
	});
});
