import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_COOKIE } from '~/lib/platform/http/visitor.server.ts';
import { POST as fingerprints } from '~/pages/v3/spam/fingerprints/index.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let user: U;

beforeAll(async () => {
	t = await createTestDb();
	user = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

let address = 0;
const report = (body: unknown, options: { viewer?: U; loginState?: 1 | 2; cookie?: string } = {}) =>
	callRest(fingerprints, {
		db: t.db,
		method: 'POST',
		path: '/v3/spam/fingerprints/',
		json: body,
		viewer: options.viewer
			? viewerOf(options.viewer, { loginState: options.loginState ?? 1 })
			: null,
		clientAddress: `10.11.0.${++address}`,
		...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
	});
const rows = () =>
	t.db.selectFrom('spam_fingerprints').selectAll().orderBy('subject_key').execute();

describe(`POST /v3/spam/fingerprints/ on ${testDialect()} (AUTH-20)`, () => {
	it('keeps the latest fingerprint per signed-in user, counting reports', async () => {
		const res = await report({ fingerprint: '0123456789abcdef' }, { viewer: user });
		expect(res.status).toBe(200);
		expect((await res.json()).resource_response).toMatchObject({ status: 'success', data: null });
		await report({ fingerprint: 'fedcba9876543210' }, { viewer: user });
		const mine = (await rows()).filter((r) => r.user_id === user.id);
		expect(mine).toHaveLength(1);
		expect(mine[0]).toMatchObject({
			subject_key: `user:${user.id}`,
			fingerprint: 'fedcba9876543210',
			seen_count: 2,
		});
	});

	it('signed out (and limited-login): per visitor id cookie, made on the first report', async () => {
		const first = await report({ fingerprint: 'aaaaaaaaaaaaaaaa' });
		const cookie = first.headers
			.getSetCookie()
			.find((c) => c.startsWith(`${VISITOR_COOKIE}=`))!
			.split(';')[0]!;
		const visitor = cookie.split('=')[1];
		await report({ fingerprint: 'aaaaaaaaaaaaaaaa' }, { cookie, viewer: user, loginState: 2 });
		const theirs = (await rows()).filter((r) => r.visitor_id === visitor);
		expect(theirs).toHaveLength(1);
		expect(theirs[0]).toMatchObject({
			subject_key: `visitor:${visitor}`,
			user_id: null,
			seen_count: 2,
		});
	});

	it('bad fingerprints answer the error envelope and store nothing', async () => {
		const before = await rows();
		for (const body of [
			{},
			{ fingerprint: '' },
			{ fingerprint: 'x'.repeat(129) },
			{ fingerprint: 'has spaces' },
			{ fingerprint: 'é' },
			{ fingerprint: 12 },
			{ fingerprint: 'abc', extra: true },
		]) {
			const res = await report(body);
			expect(res.status, JSON.stringify(body)).toBe(400);
			expect((await res.json()).resource_response.error).toMatchObject({
				code: 'InvalidOptions',
				api_error_code: 1003,
			});
		}
		expect(await rows()).toEqual(before);
	});
});
