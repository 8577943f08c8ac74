import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { updateNotificationOptions } from '~/lib/identity/settings/notification-settings/notification-settings.service.server.ts';
import type { NotificationDeliveryJob } from '~/lib/platform/activity/activity.ts';
import { openJobQueue, registerJobQueue } from '~/lib/platform/jobs/job-queue.server.ts';
import type { Job, JobQueue } from '~/lib/platform/jobs/jobs.ts';
import { nextDigestTime } from '~/lib/social/notification-mail/digest-time.ts';
import {
	notificationDigestHandler,
	notificationEmailHandler,
} from '~/lib/social/notification-mail/notification-mail-delivery.server.ts';
import {
	unsubscribeOptions,
	unsubscribeSubject,
} from '~/lib/social/notification-mail/one-click-unsubscribe.server.ts';
import { readOptionUnsubscribeToken } from '~/lib/social/notification-mail/option-unsubscribe-link.server.ts';
import type { NotificationDelivery } from '~/lib/social/push/delivery-source.ts';
import { makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * Notification mail (issue 28 "Channels and settings", NTF-11 email channel): urgent mail at
 * once with RFC 8058 headers, the daily digest with only still-deliverable items, the email
 * switches, and the one-click unsubscribe token. `notificationDelivery` (social/notifications)
 * is given as its contract says: a delivery by id, null once gone or hidden from its recipient.
 */

let t: TestDb;
let queue: JobQueue;
type U = Awaited<ReturnType<typeof makeUser>>;
let ada: U;
const deliveries = new Map<string, NotificationDelivery>();
const load = async (_db: unknown, id: string) => deliveries.get(id) ?? null;
const verified = { email_verified_at: new Date().toISOString() };

beforeAll(async () => {
	t = await createTestDb();
	queue = openJobQueue({
		db: t.db,
		databaseUrl: 'DATABASE_URL' in t.env ? t.env.DATABASE_URL : undefined,
	});
	registerJobQueue(t.db, queue);
	// Started so pg-boss installs its schema; no handler is registered, so nothing runs.
	await queue.start();
});

afterAll(async () => {
	await queue?.stop();
	await t?.destroy();
});

beforeEach(async () => {
	deliveries.clear();
	ada = await makeUser(t.db, { ...verified, locale: 'en-US' });
});

function job(notificationId: string, recipientId: string): Job<NotificationDeliveryJob> {
	return {
		id: `j${notificationId}`,
		name: 'notifications.email',
		payload: { notificationId, recipientId },
		singletonKey: null,
		attempt: 1,
		maxAttempts: 4,
	};
}

function digestJob(userId: string): Job<{ userId: string }> {
	return {
		id: `d${userId}`,
		name: 'notifications.email_digest',
		payload: { userId },
		singletonKey: null,
		attempt: 1,
		maxAttempts: 4,
	};
}

let seq = 1000;
function delivery(user: U, over: Partial<NotificationDelivery> = {}): NotificationDelivery {
	seq += 1;
	const d: NotificationDelivery = {
		notificationId: String(seq),
		recipientId: user.id,
		option: 'comments',
		urgent: false,
		title: `Bob commented on your Pin ${seq}`,
		body: '<b>Lovely</b> colours',
		path: `/pin/${seq}/`,
		imageUrl: null,
		createdAt: new Date().toISOString(),
		...over,
	};
	deliveries.set(d.notificationId, d);
	return d;
}

async function mailsTo(user: U) {
	return t.db
		.selectFrom('outbox')
		.selectAll()
		.where('to_address', '=', user.email)
		.orderBy('id')
		.execute();
}

async function digestItems(user: U) {
	return t.db
		.selectFrom('notification_digest_items')
		.selectAll()
		.where('user_id', '=', user.id)
		.execute();
}

async function digestJobs(user: U): Promise<{ run_at: string; singleton_key: string }[]> {
	const like = `notification-digest:${user.id}:%`;
	if (testDialect() === 'sqlite') {
		const r = await sql<{ run_at: string; singleton_key: string }>`select run_at, singleton_key
			from jobs where singleton_key like ${like} and state in ('created', 'active')`.execute(t.db);
		return r.rows;
	}
	const r = await sql<{ run_at: string; singleton_key: string }>`select start_after as run_at,
		singleton_key from pgboss.job where singleton_key like ${like}
		and state in ('created', 'retry', 'active')`.execute(t.db);
	return r.rows.map((row) => ({ ...row, run_at: new Date(row.run_at).toISOString() }));
}

describe('urgent notifications', () => {
	it('are mailed at once, with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)', async () => {
		const d = delivery(ada, { urgent: true, option: 'mentions' });
		await notificationEmailHandler(t.db, load)(job(d.notificationId, ada.id));
		const mails = await mailsTo(ada);
		expect(mails).toHaveLength(1);
		const mail = mails[0]!;
		expect(mail.kind).toBe('notification');
		expect(mail.subject).toBe(d.title);
		expect(mail.text_body).toContain('<b>Lovely</b> colours');
		// User words are text in the HTML twin, never markup.
		expect(mail.html_body).toContain('&lt;b&gt;Lovely&lt;/b&gt; colours');
		expect(mail.html_body).not.toContain('<b>Lovely');
		expect(mail.text_body).toContain(`/pin/${d.notificationId}/`);
		const headers = JSON.parse(mail.headers ?? '{}') as Record<string, string>;
		expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
		const link = /^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1];
		expect(link).toBeDefined();
		const url = new URL(link!);
		expect(url.pathname).toBe('/email/unsubscribe/');
		expect(readOptionUnsubscribeToken(url.searchParams.get('token'))).toEqual({
			userId: ada.id,
			options: ['mentions'],
		});
		expect(mail.text_body).toContain(link);
		expect(await digestItems(ada)).toEqual([]);
	});

	it("are written in the recipient's language", async () => {
		const gerda = await makeUser(t.db, { ...verified, locale: 'de' });
		const d = delivery(gerda, { urgent: true, title: 'Bob hat dich erwähnt' });
		await notificationEmailHandler(t.db, load)(job(d.notificationId, gerda.id));
		const [mail] = await mailsTo(gerda);
		expect(mail!.text_body).toContain('Auf Corkboard öffnen');
		expect(mail!.html_body).toContain('lang="de"');
	});
});

describe('the daily digest', () => {
	it('collects non-urgent notifications under one job at the next 09:00 UTC, and sends nothing yet', async () => {
		const a = delivery(ada);
		const b = delivery(ada, { option: 'saves' });
		await notificationEmailHandler(t.db, load)(job(a.notificationId, ada.id));
		await notificationEmailHandler(t.db, load)(job(b.notificationId, ada.id));
		await notificationEmailHandler(t.db, load)(job(b.notificationId, ada.id));
		expect(await mailsTo(ada)).toEqual([]);
		expect(await digestItems(ada)).toHaveLength(2);
		const jobs = await digestJobs(ada);
		expect(jobs).toHaveLength(1);
		const runAt = new Date(jobs[0]!.run_at);
		expect(runAt.getUTCHours()).toBe(9);
		expect(runAt.getTime()).toBe(nextDigestTime(new Date()).getTime());
	});

	it('sends one mail listing only the items still deliverable, then clears them; a second run sends nothing', async () => {
		const kept = delivery(ada);
		const hidden = delivery(ada, { title: 'SECRET board pin saved' });
		const saves = delivery(ada, { option: 'saves', title: 'Cy saved your Pin' });
		for (const d of [kept, hidden, saves]) {
			await notificationEmailHandler(t.db, load)(job(d.notificationId, ada.id));
		}
		// The pin went onto a secret board: the notifications area no longer delivers it.
		deliveries.delete(hidden.notificationId);
		await notificationDigestHandler(t.db, load)(digestJob(ada.id));
		const mails = await mailsTo(ada);
		expect(mails).toHaveLength(1);
		const mail = mails[0]!;
		expect(mail.kind).toBe('notification_digest');
		expect(mail.subject).toBe('2 new notifications on Corkboard');
		expect(mail.text_body).toContain(kept.title);
		expect(mail.text_body).toContain(saves.title);
		expect(`${mail.text_body}${mail.html_body}`).not.toContain('SECRET');
		const headers = JSON.parse(mail.headers ?? '{}') as Record<string, string>;
		const token = new URL(/^<(.+)>$/.exec(headers['List-Unsubscribe']!)![1]!).searchParams.get(
			'token',
		);
		expect(readOptionUnsubscribeToken(token)?.options).toEqual(['comments', 'saves']);
		expect(await digestItems(ada)).toEqual([]);

		await notificationDigestHandler(t.db, load)(digestJob(ada.id));
		expect(await mailsTo(ada)).toHaveLength(1);
	});

	it('sends no mail when nothing it holds is deliverable any more', async () => {
		const d = delivery(ada);
		await notificationEmailHandler(t.db, load)(job(d.notificationId, ada.id));
		deliveries.clear();
		await notificationDigestHandler(t.db, load)(digestJob(ada.id));
		expect(await mailsTo(ada)).toEqual([]);
		expect(await digestItems(ada)).toEqual([]);
	});
});

describe('switches and recipients', () => {
	it('sends nothing, at once or in the digest, when the email switch of the option is off', async () => {
		await updateNotificationOptions(t.db, ada.id, 'email', [
			{ section: 'activity', option: 'mentions', value: false },
			{ section: 'activity', option: 'comments', value: false },
		]);
		const urgent = delivery(ada, { urgent: true, option: 'mentions' });
		const later = delivery(ada, { option: 'comments' });
		await notificationEmailHandler(t.db, load)(job(urgent.notificationId, ada.id));
		await notificationEmailHandler(t.db, load)(job(later.notificationId, ada.id));
		expect(await mailsTo(ada)).toEqual([]);
		expect(await digestItems(ada)).toEqual([]);
	});

	it('drops a digest item whose switch was turned off before the digest ran', async () => {
		const d = delivery(ada);
		await notificationEmailHandler(t.db, load)(job(d.notificationId, ada.id));
		await updateNotificationOptions(t.db, ada.id, 'email', [
			{ section: 'activity', option: 'comments', value: false },
		]);
		await notificationDigestHandler(t.db, load)(digestJob(ada.id));
		expect(await mailsTo(ada)).toEqual([]);
	});

	it('mails no unconfirmed address (the texts carry words other people wrote)', async () => {
		const unconfirmed = await makeUser(t.db, { email_verified_at: null });
		const d = delivery(unconfirmed, { urgent: true });
		await notificationEmailHandler(t.db, load)(job(d.notificationId, unconfirmed.id));
		expect(await mailsTo(unconfirmed)).toEqual([]);
	});

	it('sends nothing for a notification that is gone, or a job naming someone else', async () => {
		const bob = await makeUser(t.db, verified);
		await notificationEmailHandler(t.db, load)(job('999999', ada.id));
		const d = delivery(ada, { urgent: true });
		await notificationEmailHandler(t.db, load)(job(d.notificationId, bob.id));
		expect(await mailsTo(ada)).toEqual([]);
		expect(await mailsTo(bob)).toEqual([]);
	});
});

describe('the one-click unsubscribe token', () => {
	it("turns off only the token's options, without a session", async () => {
		const d = delivery(ada, { urgent: true, option: 'mentions' });
		await notificationEmailHandler(t.db, load)(job(d.notificationId, ada.id));
		const [mail] = await mailsTo(ada);
		const link = /^<(.+)>$/.exec(JSON.parse(mail!.headers!)['List-Unsubscribe'])![1]!;
		const subject = await unsubscribeSubject(t.db, new URL(link).searchParams.get('token'));
		expect(subject).toMatchObject({ userId: ada.id, options: ['mentions'] });
		await unsubscribeOptions(t.db, subject!);
		const settings = await t.db
			.selectFrom('users')
			.select('settings')
			.where('id', '=', ada.id)
			.executeTakeFirstOrThrow();
		const email = JSON.parse(settings.settings ?? '{}').notifications.email.activity;
		expect(email.mentions).toBe(false);
		expect(email.comments).not.toBe(false);
	});

	it('refuses a tampered, truncated or foreign token', async () => {
		const d = delivery(ada, { urgent: true });
		await notificationEmailHandler(t.db, load)(job(d.notificationId, ada.id));
		const [mail] = await mailsTo(ada);
		const link = /^<(.+)>$/.exec(JSON.parse(mail!.headers!)['List-Unsubscribe'])![1]!;
		const token = new URL(link).searchParams.get('token')!;
		const flipped = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
		for (const bad of [flipped, token.slice(0, -2), `${token}x`, '', 'nonsense']) {
			expect(await unsubscribeSubject(t.db, bad)).toBeNull();
		}
	});
});
