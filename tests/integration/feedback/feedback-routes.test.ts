import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_LIMIT } from '~/lib/growth/feedback/feedback.service.server.ts';
import { POST as feedbackRoute } from '~/pages/v3/analytics/feedback/index.ts';
import { POST as bugRoute } from '~/pages/v3/bug_reports/index.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let user: U;
let address = 0;
/** Each call from its own address unless told, so the per-address limit stays out of the way. */
const nextAddress = () => `10.7.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
	t = await createTestDb();
	user = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

const rows = (kind: string) =>
	t.db.selectFrom('site_feedback').selectAll().where('kind', '=', kind).orderBy('id').execute();

const sendFeedback = (
	body: unknown,
	options: { viewer?: U | null; loginState?: 1 | 2; clientAddress?: string; form?: boolean } = {},
) =>
	callRest(feedbackRoute, {
		db: t.db,
		method: 'POST',
		path: '/v3/analytics/feedback/',
		viewer: options.viewer
			? viewerOf(options.viewer, { loginState: options.loginState ?? 1 })
			: null,
		...(options.form ? { form: body as Record<string, string> } : { json: body }),
		headers: { 'user-agent': 'Vitest/1.0 (integration)' },
		clientAddress: options.clientAddress ?? nextAddress(),
	});

const sendBug = (body: unknown, viewer: ReturnType<typeof viewerOf> | null) =>
	callRest(bugRoute, {
		db: t.db,
		method: 'POST',
		path: '/v3/bug_reports/',
		viewer,
		json: body,
		headers: { 'user-agent': 'Vitest/1.0 (integration)' },
		clientAddress: nextAddress(),
	});

async function errorOf(res: Response) {
	const body = await res.json();
	expect(body.resource_response.status).toBe('failure');
	return body.resource_response.error as {
		api_error_code: number;
		code: string;
		message: string;
		message_detail: string;
		http_status: number;
	};
}

describe(`POST /v3/analytics/feedback/ (NAV-21) on ${testDialect()}`, () => {
	it('stores signed-out feedback from the feedback_data JSON text', async () => {
		const res = await sendFeedback({
			feedback_data: JSON.stringify({
				text: '  More dog pins please  ',
				page_url: '/ideas/pets/1/',
			}),
		});
		expect(res.status).toBe(200);
		const body = await res.json();
		expect(body.resource_response).toMatchObject({ status: 'success', data: null });
		const [row] = await rows('feedback');
		expect(row).toMatchObject({
			kind: 'feedback',
			user_id: null,
			body: 'More dog pins please',
			page_url: '/ideas/pets/1/',
			user_agent: 'Vitest/1.0 (integration)',
			summary: '',
		});
		expect(row!.app_version).not.toBe('');
	});

	it('stores who sent it when signed in (a form body works too); limited-login counts as signed out', async () => {
		await sendFeedback(
			{ feedback_data: JSON.stringify({ text: 'Signed in feedback' }) },
			{ viewer: user, form: true },
		);
		await sendFeedback(
			{ feedback_data: JSON.stringify({ text: 'Limited feedback' }) },
			{ viewer: user, loginState: 2 },
		);
		const stored = await rows('feedback');
		expect(stored.find((r) => r.body === 'Signed in feedback')).toMatchObject({
			user_id: user.id,
			page_url: '',
		});
		expect(stored.find((r) => r.body === 'Limited feedback')).toMatchObject({ user_id: null });
	});

	it('refuses bad input with the error envelope and stores nothing', async () => {
		const before = (await rows('feedback')).length;
		const cases: unknown[] = [
			{},
			{ feedback_data: '{not json' },
			{ feedback_data: JSON.stringify({ text: '   ' }) },
			{ feedback_data: JSON.stringify({ text: 'x'.repeat(2001) }) },
			{ feedback_data: JSON.stringify({ text: 'x', page_url: 'https://evil.test/' }) },
			{ feedback_data: JSON.stringify({ text: 'x', stars: 5 }) },
			{ feedback_data: JSON.stringify('just a string') },
			{ feedback_data: { text: 'an object, not JSON text' } },
			{ feedback_data: JSON.stringify({ text: 'x' }), extra: 1 },
		];
		for (const body of cases) {
			const res = await sendFeedback(body);
			expect(res.status, JSON.stringify(body)).toBe(400);
			const error = await errorOf(res);
			expect(error).toMatchObject({
				code: 'InvalidOptions',
				api_error_code: 1003,
				http_status: 400,
			});
			expect(error.message).not.toBe('');
		}
		expect((await rows('feedback')).length).toBe(before);
	});

	it('says why JSON text was refused', async () => {
		const error = await errorOf(await sendFeedback({ feedback_data: '{not json' }));
		expect(error.message_detail).toContain('feedback_data');
		expect(error.message_detail).toContain('JSON');
	});

	it(`allows ${FEEDBACK_LIMIT.limit} an hour per address, then answers RateLimited and stores nothing more`, async () => {
		const clientAddress = '192.0.2.77';
		const data = { feedback_data: JSON.stringify({ text: 'again' }) };
		for (let i = 0; i < FEEDBACK_LIMIT.limit; i++) {
			expect((await sendFeedback(data, { clientAddress })).status).toBe(200);
		}
		const before = (await rows('feedback')).length;
		const res = await sendFeedback(data, { clientAddress });
		expect(res.status).toBe(429);
		expect((await errorOf(res)).code).toBe('RateLimited');
		expect((await rows('feedback')).length).toBe(before);
	});
});

describe(`POST /v3/bug_reports/ (NAV-12) on ${testDialect()}`, () => {
	const report = {
		summary: 'Save does nothing',
		details: 'Click Save on a pin',
		page_url: '/pin/1/',
	};

	it('refuses anonymous and limited-login reporters and stores nothing', async () => {
		const anonymous = await sendBug(report, null);
		expect(anonymous.status).toBe(401);
		expect((await errorOf(anonymous)).code).toBe('AuthenticationRequired');
		const limited = await sendBug(report, viewerOf(user, { loginState: 2 }));
		expect(limited.status).toBe(401);
		expect((await errorOf(limited)).code).toBe('LimitedLogin');
		expect(await rows('bug')).toEqual([]);
	});

	it('stores a signed-in report with its reporter', async () => {
		const res = await sendBug(report, viewerOf(user));
		expect(res.status).toBe(200);
		const [row] = await rows('bug');
		expect(row).toMatchObject({
			kind: 'bug',
			user_id: user.id,
			summary: 'Save does nothing',
			body: 'Click Save on a pin',
			page_url: '/pin/1/',
			user_agent: 'Vitest/1.0 (integration)',
		});
	});

	it('refuses bad reports with the error envelope and stores nothing', async () => {
		const before = (await rows('bug')).length;
		for (const body of [
			{ details: 'no summary', page_url: '/' },
			{ summary: '   ', page_url: '/' },
			{ summary: 'x'.repeat(201), page_url: '/' },
			{ summary: 'x', page_url: 'javascript:alert(1)' },
			{ summary: 'x', page_url: '/', details: 'y'.repeat(5001) },
			{ summary: 'x', page_url: '/', user_id: '1' },
		]) {
			const res = await sendBug(body, viewerOf(user));
			expect(res.status, JSON.stringify(body)).toBe(400);
			expect((await errorOf(res)).code).toBe('InvalidOptions');
		}
		expect((await rows('bug')).length).toBe(before);
	});

	it('deletes the reports of a closed account with it', async () => {
		const leaving = await makeUser(t.db);
		await sendBug(report, viewerOf(leaving));
		await sendFeedback({ feedback_data: JSON.stringify({ text: 'bye' }) }, { viewer: leaving });
		await t.db.deleteFrom('users').where('id', '=', leaving.id).execute();
		const left = await t.db
			.selectFrom('site_feedback')
			.select('id')
			.where('user_id', '=', leaving.id)
			.execute();
		expect(left).toEqual([]);
	});
});
