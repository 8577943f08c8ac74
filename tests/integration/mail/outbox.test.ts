import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '~/lib/platform/config/config.server.ts';
import { createMailer, type MailMessage } from '~/lib/platform/mail/mailer.server.ts';
import { enqueueMail } from '~/lib/platform/mail/outbox.server.ts';
import { deliverDueMail } from '~/lib/platform/mail/outbox-worker.server.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

async function status(id: string) {
	return t.db
		.selectFrom('outbox')
		.select(['status', 'attempts', 'available_at', 'last_error'])
		.where('id', '=', id)
		.executeTakeFirstOrThrow();
}

const mail = (to: string) => ({
	kind: 'test',
	to,
	subject: 'Hello',
	text: 'Open https://x.test/a',
});

describe(`mail outbox on ${testDialect()}`, () => {
	it('sends due mail once, even when two workers run at the same time', async () => {
		const a = await enqueueMail(t.db, mail('a@example.test'));
		const b = await enqueueMail(t.db, mail('b@example.test'));
		const sent: MailMessage[] = [];
		const send = async (m: MailMessage) => {
			sent.push(m);
		};
		const counts = await Promise.all([deliverDueMail(t.db, send), deliverDueMail(t.db, send)]);
		expect(counts[0]! + counts[1]!).toBe(2);
		expect(sent.map((m) => m.to).sort()).toEqual(['a@example.test', 'b@example.test']);
		expect((await status(a)).status).toBe('sent');
		expect((await status(b)).status).toBe('sent');
		// Sent mail keeps no body: its links may carry live tokens.
		const bodies = await t.db
			.selectFrom('outbox')
			.select(['text_body', 'html_body'])
			.where('id', 'in', [a, b])
			.execute();
		expect(bodies).toEqual([
			{ text_body: '', html_body: null },
			{ text_body: '', html_body: null },
		]);
		expect(await deliverDueMail(t.db, send)).toBe(0);
	});

	it('retries a refused mail later, with a doubling delay', async () => {
		const id = await enqueueMail(t.db, mail('c@example.test'));
		const before = Date.now();
		await deliverDueMail(t.db, async () => {
			throw new Error('smtp down');
		});
		const row = await status(id);
		expect(row.status).toBe('pending');
		expect(row.attempts).toBe(1);
		expect(row.last_error).toContain('smtp down');
		expect(new Date(row.available_at).getTime()).toBeGreaterThanOrEqual(before + 29_000);
		// Not due yet: nothing is sent now.
		expect(await deliverDueMail(t.db, async () => {})).toBe(0);
	});

	it('never sends to the internal .invalid addresses of linked businesses', async () => {
		const id = await enqueueMail(t.db, mail('biz-1@business.invalid'));
		const sent: string[] = [];
		await deliverDueMail(t.db, async (m) => {
			sent.push(m.to);
		});
		expect(sent).not.toContain('biz-1@business.invalid');
		expect((await status(id)).status).toBe('failed');
	});

	it('writes each mail as an .eml file when no SMTP server is set', async () => {
		const send = createMailer();
		await send({
			id: `t${Date.now()}`,
			to: 'd@example.test',
			subject: 'File',
			text: 'Hi https://x.test/b',
			html: null,
		});
		const files = fs.readdirSync(config().mailDir).map((f) => path.join(config().mailDir, f));
		const newest = files.sort((x, y) => fs.statSync(y).mtimeMs - fs.statSync(x).mtimeMs)[0]!;
		const text = fs.readFileSync(newest, 'utf8');
		expect(text).toContain('To: d@example.test');
		expect(text).toContain('https://x.test/b');
	});
});
