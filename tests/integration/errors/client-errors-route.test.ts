import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
	CLIENT_ERROR_LIMIT,
	CLIENT_ERROR_LOG_MESSAGE,
} from '~/lib/growth/client-errors/client-errors.service.server.ts';
import { logger } from '~/lib/platform/log/logger.server.ts';
import { POST as clientErrors } from '~/pages/v3/client_errors/index.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * ERR-07: client error reports become one structured `warn` log line each (no table). The
 * test watches the logger's calls: that log line is what the endpoint stores.
 */
let t: TestDb;
let user: Awaited<ReturnType<typeof makeUser>>;
let address = 0;

beforeAll(async () => {
	t = await createTestDb();
	user = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});
afterEach(() => {
	vi.restoreAllMocks();
});

const report = (body: unknown, options: { clientAddress?: string; signedIn?: boolean } = {}) =>
	callRest(clientErrors, {
		db: t.db,
		method: 'POST',
		path: '/v3/client_errors/',
		viewer: options.signedIn ? viewerOf(user) : null,
		json: body,
		headers: { 'user-agent': 'Vitest/1.0' },
		clientAddress: options.clientAddress ?? `10.9.0.${++address}`,
	});

const valid = {
	kind: 'error',
	message: "Cannot read properties of undefined (reading 'id')",
	stack: 'TypeError: …\n    at save (http://localhost/_astro/a.js:1:2)',
	source: 'http://localhost/_astro/a.js',
	line: 1,
	column: 2,
	page_url: '/pin/1/',
};

describe(`POST /v3/client_errors/ (ERR-07) on ${testDialect()}`, () => {
	it('logs a signed-out report as one structured warn line', async () => {
		const warn = vi.spyOn(logger, 'warn');
		const res = await report(valid);
		expect(res.status).toBe(200);
		expect((await res.json()).resource_response.data).toEqual({ logged: true });
		expect(warn).toHaveBeenCalledTimes(1);
		expect(warn).toHaveBeenCalledWith(
			CLIENT_ERROR_LOG_MESSAGE,
			expect.objectContaining({
				kind: 'error',
				message: valid.message,
				pageUrl: '/pin/1/',
				line: 1,
				userId: null,
				userAgent: 'Vitest/1.0',
				requestId: 'test',
			}),
		);
	});

	it('names the signed-in user, and keeps an API failure’s status and code', async () => {
		const warn = vi.spyOn(logger, 'warn');
		await report(
			{
				kind: 'api',
				message: 'Bad gateway',
				status: 502,
				api_error_code: 0,
				source: '/resource/X/create/',
				page_url: '/',
			},
			{ signedIn: true },
		);
		expect(warn).toHaveBeenCalledWith(
			CLIENT_ERROR_LOG_MESSAGE,
			expect.objectContaining({ kind: 'api', status: 502, userId: user.id }),
		);
	});

	it('accepts but does not log what ERR-07 skips: 404, 500, connectivity, cancelled navigation', async () => {
		const warn = vi.spyOn(logger, 'warn');
		for (const body of [
			{ ...valid, kind: 'api', status: 404 },
			{ ...valid, kind: 'api', status: 500 },
			{ ...valid, message: 'Failed to fetch' },
			{ ...valid, message: 'The user aborted a request.' },
		]) {
			const res = await report(body);
			expect(res.status).toBe(200);
			expect((await res.json()).resource_response.data).toEqual({ logged: false });
		}
		expect(warn).not.toHaveBeenCalled();
	});

	it('refuses bad reports with the error envelope and logs nothing', async () => {
		const warn = vi.spyOn(logger, 'warn');
		for (const body of [
			{},
			{ ...valid, kind: 'panic' },
			{ ...valid, message: '' },
			{ ...valid, message: 'x'.repeat(1001) },
			{ ...valid, page_url: 'https://evil.test/' },
			{ ...valid, status: 700 },
			{ ...valid, line: -1 },
			{ ...valid, cookie: 'steal' },
		]) {
			const res = await report(body);
			expect(res.status, JSON.stringify(body)).toBe(400);
			const error = (await res.json()).resource_response.error;
			expect(error).toMatchObject({
				code: 'InvalidOptions',
				api_error_code: 1003,
				http_status: 400,
			});
			expect(typeof error.message_detail).toBe('string');
		}
		expect(warn).not.toHaveBeenCalled();
	});

	it(`allows ${CLIENT_ERROR_LIMIT.limit} reports a minute per address, then RateLimited`, async () => {
		const warn = vi.spyOn(logger, 'warn');
		const clientAddress = '2001:db8:1:2::5';
		for (let i = 0; i < CLIENT_ERROR_LIMIT.limit; i++) {
			// Another host of the same /64 shares the count.
			const host = i % 2 ? clientAddress : '2001:db8:1:2::6';
			expect((await report(valid, { clientAddress: host })).status).toBe(200);
		}
		const res = await report(valid, { clientAddress });
		expect(res.status).toBe(429);
		expect((await res.json()).resource_response.error.code).toBe('RateLimited');
		expect(warn).toHaveBeenCalledTimes(CLIENT_ERROR_LIMIT.limit);
	});
});
