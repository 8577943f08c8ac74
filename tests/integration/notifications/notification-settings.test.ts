import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '~/app/resources.server.ts';
import { updateNotificationOptions } from '~/lib/identity/settings/notification-settings/notification-settings.service.server.ts';
import {
	saveSubscriptionForm,
	subscriptionSubject,
} from '~/lib/identity/settings/notification-settings/subscription-page.server.ts';
import {
	unsubscribeToken,
	unsubscribeUrl,
	userIdFromUnsubscribeToken,
} from '~/lib/identity/settings/notification-settings/unsubscribe-link.server.ts';
import { NOTIFICATION_OPTIONS } from '~/lib/identity/users/user-settings.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { handleResourceRequest } from '~/lib/platform/http/gateway.server.ts';
import { signPayload } from '~/lib/platform/security/signing-key.server.ts';
import { GET as getNews, PUT as putNews } from '~/pages/v3/settings/news/index.ts';
import { GET as getPush, PUT as putPush } from '~/pages/v3/settings/push/index.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;

beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

type Envelope = { resource_response: Record<string, any> };

function call(
	name: string,
	action: 'get' | 'update',
	options: Record<string, unknown>,
	viewer: Viewer | null,
) {
	const url = new URL(`http://localhost/resource/${name}/${action}/`);
	const data = JSON.stringify({ options, context: {} });
	let request: Request;
	if (action === 'get') {
		url.searchParams.set('data', data);
		request = new Request(url);
	} else {
		request = new Request(url, {
			method: 'PUT',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ source_url: '/settings/', data }).toString(),
		});
	}
	return handleResourceRequest({ resources, request, url, name, action, viewer, db: t.db });
}

async function stored(userId: string) {
	const row = await t.db
		.selectFrom('users')
		.select('settings')
		.where('id', '=', userId)
		.executeTakeFirstOrThrow();
	return JSON.parse(row.settings) as Record<string, any>;
}

describe(`notification settings on ${testDialect()}`, () => {
	it('SET-06: EmailSettingsResource get answers every email switch, on by default', async () => {
		const user = await makeUser(t.db);
		const res = await call('EmailSettingsResource', 'get', {}, viewerOf(user));
		expect(res.status).toBe(200);
		const data = ((await res.json()) as Envelope).resource_response.data;
		expect(Object.keys(data)).toEqual(Object.keys(NOTIFICATION_OPTIONS.email));
		expect(data.activity.comments).toBe(true);
		expect(data.news.surveys).toBe(true);
	});

	it('SET-06: EmailSettingsResource update sets one switch and keeps every other key', async () => {
		const user = await makeUser(t.db, {
			settings: JSON.stringify({
				privacy: { allow_mentions: 'nobody' },
				notifications: { email: { activity: { saves: false } } },
				custom_key: 7,
			}),
		});
		const res = await call(
			'EmailSettingsResource',
			'update',
			{ section: 'activity', option: 'comments', value: false },
			viewerOf(user),
		);
		expect(res.status).toBe(200);
		expect(((await res.json()) as Envelope).resource_response.data).toEqual({
			section: 'activity',
			option: 'comments',
			value: false,
		});
		const after = await stored(user.id);
		expect(after.notifications.email.activity).toEqual({ saves: false, comments: false });
		expect(after.privacy).toEqual({ allow_mentions: 'nobody' });
		expect(after.custom_key).toBe(7);
	});

	it('SET-06: refuses an unknown section or option, naming the valid ones, and changes nothing', async () => {
		const user = await makeUser(t.db);
		const before = await stored(user.id);
		const badSection = await call(
			'EmailSettingsResource',
			'update',
			{ section: 'gossip', option: 'comments', value: false },
			viewerOf(user),
		);
		expect(badSection.status).toBe(400);
		const e1 = ((await badSection.json()) as Envelope).resource_response.error;
		expect(e1.code).toBe('InvalidOptions');
		expect(e1.message_detail).toContain('activity, messages, recommendations, news');

		const badOption = await call(
			'EmailSettingsResource',
			'update',
			{ section: 'messages', option: 'comments', value: false },
			viewerOf(user),
		);
		expect(badOption.status).toBe(400);
		expect(((await badOption.json()) as Envelope).resource_response.error.message_detail).toContain(
			'use one of messages',
		);

		const badValue = await call(
			'EmailSettingsResource',
			'update',
			{ section: 'messages', option: 'messages', value: 'off' },
			viewerOf(user),
		);
		expect(badValue.status).toBe(400);
		const extra = await call(
			'EmailSettingsResource',
			'update',
			{ section: 'messages', option: 'messages', value: false, user_id: '1' },
			viewerOf(user),
		);
		expect(extra.status).toBe(400);
		expect(await stored(user.id)).toEqual(before);
	});

	it('SET-06: EmailSettingsResource refuses signed-out and limited-login callers', async () => {
		const user = await makeUser(t.db);
		const change = { section: 'messages', option: 'messages', value: false };
		expect((await call('EmailSettingsResource', 'update', change, null)).status).toBe(401);
		const limited = await call(
			'EmailSettingsResource',
			'update',
			change,
			viewerOf(user, { loginState: 2 }),
		);
		expect(limited.status).toBe(401);
		expect(((await limited.json()) as Envelope).resource_response.error.code).toBe('LimitedLogin');
		expect((await stored(user.id)).notifications).toBeUndefined();
	});

	it('SET-06: UnsubEmailSettingsResource works with a valid token and no login', async () => {
		const user = await makeUser(t.db);
		const token = unsubscribeToken(user.id);
		const res = await call(
			'UnsubEmailSettingsResource',
			'update',
			{ section: 'news', option: 'surveys', value: false, token },
			null,
		);
		expect(res.status).toBe(200);
		expect(((await res.json()) as Envelope).resource_response.data).toEqual({
			section: 'news',
			option: 'surveys',
			value: false,
		});
		expect((await stored(user.id)).notifications.email.news.surveys).toBe(false);
		const read = await call('UnsubEmailSettingsResource', 'get', { token }, null);
		expect(((await read.json()) as Envelope).resource_response.data.news.surveys).toBe(false);
	});

	it('SET-06: UnsubEmailSettingsResource refuses tampered and foreign tokens and changes nothing', async () => {
		const victim = await makeUser(t.db);
		const other = await makeUser(t.db);
		const good = unsubscribeToken(other.id);
		const [, signature] = good.split('.');
		const forgedPayload = Buffer.from(JSON.stringify({ u: victim.id, p: 'unsub' })).toString(
			'base64url',
		);
		const tokens = [
			`${forgedPayload}.${signature}`,
			`${good}x`,
			signPayload({ u: victim.id, p: 'password_reset' }),
			signPayload({ u: 'not-an-id', p: 'unsub' }),
			'garbage',
		];
		for (const token of tokens) {
			const res = await call(
				'UnsubEmailSettingsResource',
				'update',
				{ section: 'news', option: 'tips', value: false, token },
				// Even a signed-in caller is refused when the token is bad.
				viewerOf(other),
			);
			expect(res.status).toBe(400);
			expect(((await res.json()) as Envelope).resource_response.error.code).toBe('TokenInvalid');
		}
		expect((await stored(victim.id)).notifications).toBeUndefined();
		expect((await stored(other.id)).notifications).toBeUndefined();
	});

	it('SET-06: UnsubEmailSettingsResource without a token changes the signed-in user only', async () => {
		const user = await makeUser(t.db);
		const change = { section: 'activity', option: 'follows', value: false };
		expect((await call('UnsubEmailSettingsResource', 'update', change, null)).status).toBe(401);
		const res = await call('UnsubEmailSettingsResource', 'update', change, viewerOf(user));
		expect(res.status).toBe(200);
		expect((await stored(user.id)).notifications.email.activity.follows).toBe(false);
	});

	it('builds absolute unsubscribe links whose token names the user, never on the request host', async () => {
		const user = await makeUser(t.db);
		const link = new URL(unsubscribeUrl(user.id));
		expect(link.origin).toBe(process.env.PUBLIC_ORIGIN ?? 'http://localhost:4321');
		expect(link.pathname).toBe('/email/subscription/');
		expect(userIdFromUnsubscribeToken(link.searchParams.get('token'))).toBe(user.id);
	});

	it('NTF-12: GET and PUT /v3/settings/news/ and /v3/settings/push/', async () => {
		const user = await makeUser(t.db);
		const viewer = viewerOf(user);
		const news = await callRest(getNews, { db: t.db, path: '/v3/settings/news/', viewer });
		expect(news.status).toBe(200);
		const newsData = ((await news.json()) as Envelope).resource_response.data;
		expect(newsData).toEqual({
			activity: { comments: true, mentions: true, saves: true, follows: true },
			recommendations: { pins: true, boards: true },
		});

		const put = await callRest(putNews, {
			db: t.db,
			method: 'PUT',
			path: '/v3/settings/news/',
			viewer,
			json: { section: 'recommendations', option: 'boards', value: false },
		});
		expect(put.status).toBe(200);
		expect(((await put.json()) as Envelope).resource_response.data.recommendations).toEqual({
			pins: true,
			boards: false,
		});

		const pushPut = await callRest(putPush, {
			db: t.db,
			method: 'PUT',
			path: '/v3/settings/push/',
			viewer,
			form: { section: 'messages', option: 'messages', value: 'false' },
		});
		expect(pushPut.status).toBe(200);
		const push = await callRest(getPush, { db: t.db, path: '/v3/settings/push/', viewer });
		const pushData = ((await push.json()) as Envelope).resource_response.data;
		expect(pushData.messages.messages).toBe(false);
		expect(pushData.activity.group_boards).toBe(true);
		// Channels are separate: the email switch of the same name is untouched.
		expect((await stored(user.id)).notifications.email).toBeUndefined();
	});

	it('NTF-12: refuses signed-out callers and unknown options on the REST paths', async () => {
		const user = await makeUser(t.db);
		expect((await callRest(getNews, { db: t.db, path: '/v3/settings/news/' })).status).toBe(401);
		const bad = await callRest(putPush, {
			db: t.db,
			method: 'PUT',
			path: '/v3/settings/push/',
			viewer: viewerOf(user),
			json: { section: 'news', option: 'tips', value: false },
		});
		expect(bad.status).toBe(400);
		const error = ((await bad.json()) as Envelope).resource_response.error;
		expect(error.code).toBe('InvalidOptions');
		expect(error.message_detail).toContain('activity, messages, recommendations');
	});

	it('keeps every change when many saves of one user run at once (no lost updates)', async () => {
		const user = await makeUser(t.db);
		const changes = Object.entries(NOTIFICATION_OPTIONS.email).flatMap(([section, options]) =>
			options.map((option) => ({ section, option, value: false })),
		);
		await Promise.all(
			changes.map((change) => updateNotificationOptions(t.db, user.id, 'email', [change])),
		);
		const email = (await stored(user.id)).notifications.email;
		for (const { section, option } of changes) expect(email[section][option]).toBe(false);
	});

	it('SET-06: the subscription page form saves ticked boxes and "Unsubscribe from all"', async () => {
		const user = await makeUser(t.db);
		const token = unsubscribeToken(user.id);
		const subject = await subscriptionSubject(t.db, token, null);
		expect(subject?.userId).toBe(user.id);
		expect(subject?.maskedEmail).toMatch(/^u•••@example\.test$/);
		expect(await subscriptionSubject(t.db, `${token}x`, null)).toBeNull();
		expect(await subscriptionSubject(t.db, null, null)).toBeNull();
		expect((await subscriptionSubject(t.db, null, viewerOf(user)))?.token).toBeNull();

		const form = new FormData();
		form.append('opt', 'activity.comments');
		form.append('opt', 'news.tips');
		form.append('opt', 'bogus.option');
		expect(await saveSubscriptionForm(t.db, user.id, form)).toBe('saved');
		let email = (await stored(user.id)).notifications.email;
		expect(email.activity.comments).toBe(true);
		expect(email.news.tips).toBe(true);
		expect(email.activity.saves).toBe(false);
		expect(email.bogus).toBeUndefined();

		const all = new FormData();
		all.append('intent', 'unsubscribe_all');
		all.append('opt', 'activity.comments');
		expect(await saveSubscriptionForm(t.db, user.id, all)).toBe('unsubscribed');
		email = (await stored(user.id)).notifications.email;
		for (const [section, options] of Object.entries(NOTIFICATION_OPTIONS.email)) {
			for (const option of options) expect(email[section][option]).toBe(false);
		}
	});
});
