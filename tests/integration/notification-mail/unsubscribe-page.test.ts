import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionUnsubscribeUrl } from '~/lib/social/notification-mail/option-unsubscribe-link.server.ts';
import { makeUser } from '../../helpers/builders.ts';
import { type ServerProcess, startServer } from '../../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * The one-click unsubscribe of notification mail (RFC 8058) on the built server, through the
 * middleware: a mail client's POST `List-Unsubscribe=One-Click` with no session, no cookie and
 * no CSRF token turns the option off; a GET (a mail scanner following the link) changes nothing;
 * a tampered token is refused and changes nothing. The server shares this process's DATA_DIR, so
 * both sign with the same key.
 */

let t: TestDb;
let server: ServerProcess;
beforeAll(async () => {
	t = await createTestDb();
	server = await startServer({ ...t.env, DATA_DIR: process.env.DATA_DIR ?? '' });
}, 60_000);
afterAll(async () => {
	server?.child.kill('SIGTERM');
	await server?.exited;
	await t?.destroy();
});

async function emailSwitches(userId: string) {
	const row = await t.db
		.selectFrom('users')
		.select('settings')
		.where('id', '=', userId)
		.executeTakeFirstOrThrow();
	return JSON.parse(row.settings ?? '{}').notifications?.email?.activity ?? {};
}

/** The link of a mail, on the test server instead of the mail origin. */
function onServer(link: string): string {
	const url = new URL(link);
	return `${server.url}${url.pathname}${url.search}`;
}

describe(`one-click unsubscribe on ${testDialect()}`, () => {
	it('GET only asks: it shows the question and changes nothing', async () => {
		const user = await makeUser(t.db);
		const res = await fetch(onServer(optionUnsubscribeUrl(user.id, ['comments'])));
		expect(res.status).toBe(200);
		const html = await res.text();
		expect(html).toContain('Stop emails about Comments on your Pins to u•••@example.test?');
		expect(html).not.toContain(user.email);
		expect(await emailSwitches(user.id)).toEqual({});
	});

	it('POST List-Unsubscribe=One-Click without a session or CSRF token turns that option off only', async () => {
		const user = await makeUser(t.db);
		const res = await fetch(onServer(optionUnsubscribeUrl(user.id, ['comments'])), {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: 'List-Unsubscribe=One-Click',
			redirect: 'manual',
		});
		expect(res.status).toBe(200);
		expect(await res.text()).toContain('unsubscribed');
		expect(await emailSwitches(user.id)).toEqual({ comments: false });
	});

	it("the page's own button unsubscribes too and shows the done page", async () => {
		const user = await makeUser(t.db);
		const link = new URL(onServer(optionUnsubscribeUrl(user.id, ['mentions', 'saves'])));
		const res = await fetch(`${link.origin}${link.pathname}`, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ token: link.searchParams.get('token')! }).toString(),
			redirect: 'manual',
		});
		expect(res.status).toBe(303);
		expect(res.headers.get('location')).toMatch(/^\/email\/unsubscribe\/\?token=.+&done=1$/);
		expect(await emailSwitches(user.id)).toEqual({ mentions: false, saves: false });
	});

	it('refuses a tampered token with 400 and changes nothing', async () => {
		const user = await makeUser(t.db);
		const link = new URL(optionUnsubscribeUrl(user.id, ['comments']));
		const token = link.searchParams.get('token')!;
		const [payload, signature] = token.split('.');
		// The payload re-signed by nobody: another user's id in it, the old signature kept.
		const other = await makeUser(t.db);
		const forged = `${Buffer.from(JSON.stringify({ u: other.id, p: 'unsub', o: ['comments'] })).toString('base64url')}.${signature}`;
		for (const bad of [forged, `${payload}.x${signature?.slice(1)}`, 'nonsense']) {
			const res = await fetch(`${server.url}/email/unsubscribe/?token=${encodeURIComponent(bad)}`, {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body: 'List-Unsubscribe=One-Click',
			});
			expect(res.status).toBe(400);
		}
		expect(await emailSwitches(user.id)).toEqual({});
		expect(await emailSwitches(other.id)).toEqual({});
	});
});
