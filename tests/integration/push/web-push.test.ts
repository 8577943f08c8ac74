import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerFetchTestTargets } from '~/lib/platform/security/fetch-test-targets.server.ts';
import { vapidKeys } from '~/lib/social/push/vapid-keys.server.ts';
import { GET as getKey } from '~/pages/getWebPushKey.ts';
import { DELETE, PUT } from '~/pages/v3/users/devices/web/[subscriptionId]/index.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { type PushReceiver, startPushReceiver } from '../../helpers/push-receiver.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, reopenTestDb, type TestDb } from '../../helpers/test-db.ts';

/** NTF-08, NTF-09: the VAPID key, storing and deleting subscriptions, and who may touch one. */

let t: TestDb;
let receiver: PushReceiver;
type U = Awaited<ReturnType<typeof makeUser>>;
let ada: U;
let bob: U;

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
	receiver = await startPushReceiver();
	registerFetchTestTargets([{ address: '127.0.0.1', port: receiver.port }]);
});

afterAll(async () => {
	registerFetchTestTargets([]);
	await receiver.close();
	await t.destroy();
});

async function body(res: Response) {
	return (await res.json()).resource_response;
}

function put(user: U | null, id: string, input: unknown) {
	return callRest(PUT, {
		db: t.db,
		method: 'PUT',
		path: `/v3/users/devices/web/${id}/`,
		params: { subscriptionId: id },
		viewer: user ? viewerOf(user) : null,
		json: input,
	});
}

function del(user: U, id: string) {
	return callRest(DELETE, {
		db: t.db,
		method: 'DELETE',
		path: `/v3/users/devices/web/${id}/`,
		params: { subscriptionId: id },
		viewer: viewerOf(user),
	});
}

function subscriptionInput(name: string) {
	const s = receiver.subscription(name);
	return { subscription_endpoint: s.endpoint, subscription_info: JSON.stringify(s) };
}

async function rowsOf(userId: string) {
	return t.db
		.selectFrom('web_push_subscriptions')
		.selectAll()
		.where('user_id', '=', userId)
		.orderBy('id')
		.execute();
}

describe('VAPID keys (NTF-08)', () => {
	it('are made once and kept: concurrent first uses end with one stored pair', async () => {
		// Two handles (connections) on one database stand for two processes starting at once.
		const other = reopenTestDb(t);
		const [a, b] = await Promise.all([vapidKeys(t.db), vapidKeys(other.db)]).finally(() =>
			other.close(),
		);
		expect(a.publicKey).toBe(b.publicKey);
		expect(Buffer.from(a.publicKey, 'base64url')).toHaveLength(65);
		const rows = await t.db.selectFrom('web_push_keys').selectAll().execute();
		expect(rows).toHaveLength(1);
		expect(rows[0]!.public_key).toBe(a.publicKey);
	});

	it('GET /getWebPushKey answers the stored public key to a signed-in viewer (API-39)', async () => {
		const res = await callRest(getKey, { db: t.db, path: '/getWebPushKey', viewer: viewerOf(ada) });
		expect(res.status).toBe(200);
		expect((await body(res)).data).toEqual({ key: (await vapidKeys(t.db)).publicKey });
	});

	it('GET /getWebPushKey refuses a signed-out caller', async () => {
		const res = await callRest(getKey, { db: t.db, path: '/getWebPushKey' });
		expect(res.status).toBe(401);
		expect((await body(res)).error.code).toBe('AuthenticationRequired');
	});
});

describe('PUT and DELETE /v3/users/devices/web/{id}/ (NTF-09)', () => {
	beforeEach(async () => {
		await t.db.deleteFrom('web_push_subscriptions').execute();
	});

	it('stores the subscription for the viewer, from a JSON body or a form', async () => {
		const res = await put(ada, 'browser-1', subscriptionInput('ada-1'));
		expect(res.status).toBe(200);
		const data = (await body(res)).data;
		expect(data.subscription_id).toBe('browser-1');
		expect(data).not.toHaveProperty('auth');
		const s = receiver.subscription('ada-1');
		expect(await rowsOf(ada.id)).toMatchObject([
			{
				subscription_id: 'browser-1',
				endpoint: s.endpoint,
				p256dh: s.keys.p256dh,
				auth: s.keys.auth,
			},
		]);

		const form = await callRest(PUT, {
			db: t.db,
			method: 'PUT',
			path: '/v3/users/devices/web/browser-2/',
			params: { subscriptionId: 'browser-2' },
			viewer: viewerOf(ada),
			form: subscriptionInput('ada-2'),
		});
		expect(form.status).toBe(200);
		expect(await rowsOf(ada.id)).toHaveLength(2);
	});

	it('PUT again replaces that subscription (renewed endpoint and keys), one row', async () => {
		await put(ada, 'b1', subscriptionInput('ada-old'));
		await put(ada, 'b1', subscriptionInput('ada-new'));
		const rows = await rowsOf(ada.id);
		expect(rows).toHaveLength(1);
		expect(rows[0]!.endpoint).toBe(receiver.subscription('ada-new').endpoint);
	});

	it('refuses a signed-out caller and stores nothing', async () => {
		const res = await put(null, 'x', subscriptionInput('nobody'));
		expect(res.status).toBe(401);
		expect(await t.db.selectFrom('web_push_subscriptions').selectAll().execute()).toEqual([]);
	});

	it('another user cannot take over an endpoint stored for someone else (PushSubscriptionTaken), even with its keys', async () => {
		await put(ada, 'ada-browser', subscriptionInput('shared'));
		const res = await put(bob, 'bob-browser', subscriptionInput('shared'));
		expect(res.status).toBe(409);
		expect((await body(res)).error).toMatchObject({
			code: 'PushSubscriptionTaken',
			api_error_code: 5202,
		});
		expect(await rowsOf(bob.id)).toEqual([]);
		expect(await rowsOf(ada.id)).toHaveLength(1);
	});

	it("another user's PUT of the same subscription id makes their own row, never replaces the owner's", async () => {
		await put(ada, 'same-id', subscriptionInput('ada-x'));
		const res = await put(bob, 'same-id', subscriptionInput('bob-x'));
		expect(res.status).toBe(200);
		expect((await rowsOf(ada.id))[0]!.endpoint).toBe(receiver.subscription('ada-x').endpoint);
		expect((await rowsOf(bob.id))[0]!.endpoint).toBe(receiver.subscription('bob-x').endpoint);
	});

	it("DELETE removes the viewer's own subscription; another user's id is NotFound and stays", async () => {
		await put(ada, 'ada-del', subscriptionInput('ada-del'));
		const other = await del(bob, 'ada-del');
		expect(other.status).toBe(404);
		expect(await rowsOf(ada.id)).toHaveLength(1);
		const own = await del(ada, 'ada-del');
		expect(own.status).toBe(200);
		expect((await body(own)).data).toEqual({ deleted: true });
		expect(await rowsOf(ada.id)).toEqual([]);
	});

	it.each([
		['http on a public address', 'http://93.184.215.14/push/1'],
		['https on a private address', 'https://10.0.0.5/push/1'],
		['https on loopback', 'https://127.0.0.1/push/1'],
		['the metadata address', 'https://169.254.169.254/latest'],
		['localhost by name', 'https://localhost/push'],
		['a one-label name', 'https://pushbox/push'],
		['an odd IPv4 spelling of loopback', 'https://2130706433/push'],
		['an IPv4-mapped IPv6 address', 'https://[::ffff:127.0.0.1]/push'],
		['another port', 'https://push.example.com:8443/push'],
		['credentials', 'https://user:pw@push.example.com/push'],
		['not a URL', 'push me'],
		['a javascript: URL', 'javascript:alert(1)'],
	])(
		'refuses an endpoint that is %s (PushEndpointRefused), storing nothing',
		async (_what, endpoint) => {
			const s = receiver.subscription('refused');
			const res = await put(ada, 'bad', {
				subscription_endpoint: endpoint,
				subscription_info: { keys: s.keys },
			});
			expect(res.status).toBe(400);
			expect((await body(res)).error).toMatchObject({
				code: 'PushEndpointRefused',
				api_error_code: 5200,
			});
			expect(await rowsOf(ada.id)).toEqual([]);
		},
	);

	it('accepts an https endpoint of a public push service', async () => {
		const s = receiver.subscription('public');
		const res = await put(ada, 'fcm', {
			subscription_endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
			subscription_info: { keys: s.keys },
		});
		expect(res.status).toBe(200);
	});

	it.each([
		['no keys', { endpoint: 'x' }, 'InvalidOptions'],
		['an unknown field', { keys: { p256dh: 'a', auth: 'b' }, extra: 1 }, 'InvalidOptions'],
		[
			'keys that are not a P-256 key and a 16-byte secret',
			{ keys: { p256dh: 'AAAA', auth: 'AAAA' } },
			'PushSubscriptionInvalid',
		],
		['JSON text that does not parse', '{not json', 'InvalidOptions'],
	])('refuses subscription_info with %s, storing nothing', async (_what, info, code) => {
		const res = await put(ada, 'bad-info', {
			subscription_endpoint: receiver.subscription('bad-info').endpoint,
			subscription_info: info,
		});
		expect(res.status).toBe(400);
		const error = (await body(res)).error;
		expect(error.code).toBe(code);
		expect(error.message).toMatch(/\w/);
		expect(await rowsOf(ada.id)).toEqual([]);
	});

	it('refuses a malformed subscription id and an unknown top-level field', async () => {
		expect((await put(ada, 'no spaces!', subscriptionInput('x'))).status).toBe(400);
		const extra = await put(ada, 'ok', { ...subscriptionInput('x'), user_id: bob.id });
		expect((await body(extra)).error.code).toBe('InvalidOptions');
		expect(await rowsOf(ada.id)).toEqual([]);
		expect(await rowsOf(bob.id)).toEqual([]);
	});
});
