import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionStatusOfDay } from '~/lib/growth/upsell/extension-status.repository.server.ts';
import { EXTENSION_STATUS_LIMIT } from '~/lib/growth/upsell/extension-status.service.server.ts';
import { POST as statusLog } from '~/pages/v3/browser_extension/status.ts';
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

let address = 0;
const post = (json: unknown, clientAddress = `10.9.0.${++address}`, viewer = null as never) =>
	callRest(statusLog, {
		db: t.db,
		method: 'POST',
		path: '/v3/browser_extension/status/',
		json,
		clientAddress,
		viewer,
	});
const today = () => new Date().toISOString().slice(0, 10);

describe(`POST /v3/browser_extension/status/ (UPS-18) on ${testDialect()}`, () => {
	it('counts reports per day, browser, installed and version, signed out or in', async () => {
		const user = await makeUser(t.db);
		for (const body of [
			{ installed: false, browser: 'chrome', version: null },
			{ installed: false, browser: 'chrome' },
			{ installed: true, browser: 'firefox', version: '1.4.2' },
		]) {
			const res = await post(body);
			expect(res.status).toBe(200);
			expect((await res.json()).resource_response.data).toEqual({ counted: true });
		}
		const signedIn = await post(
			{ installed: true, browser: 'firefox', version: '1.4.2' },
			undefined,
			viewerOf(user) as never,
		);
		expect(signedIn.status).toBe(200);
		expect(await extensionStatusOfDay(t.db, today())).toEqual([
			{ browser: 'chrome', installed: 0, version: '', count: 2 },
			{ browser: 'firefox', installed: 1, version: '1.4.2', count: 2 },
		]);
	});

	it('refuses bad input with the envelope and counts nothing', async () => {
		const before = await extensionStatusOfDay(t.db, today());
		for (const body of [
			{ installed: 'yes', browser: 'chrome' },
			{ installed: true, browser: 'netscape' },
			{ installed: true, browser: 'edge', version: '<script>' },
			{ installed: true, browser: 'edge', extra: 1 },
		]) {
			const res = await post(body);
			expect(res.status).toBe(400);
			const error = (await res.json()).resource_response.error;
			expect(error.code).toBe('InvalidOptions');
			expect(error.api_error_code).toEqual(expect.any(Number));
			expect(error.message).toEqual(expect.any(String));
		}
		expect(await extensionStatusOfDay(t.db, today())).toEqual(before);
	});

	it('accepts but does not count reports over the per-address limit', async () => {
		const ip = '10.9.1.1';
		for (let i = 0; i < EXTENSION_STATUS_LIMIT.limit; i++) {
			await post({ installed: false, browser: 'safari' }, ip);
		}
		const over = await post({ installed: false, browser: 'safari' }, ip);
		expect(over.status).toBe(200);
		expect((await over.json()).resource_response.data).toEqual({ counted: false });
		const safari = (await extensionStatusOfDay(t.db, today())).find((r) => r.browser === 'safari');
		expect(safari?.count).toBe(EXTENSION_STATUS_LIMIT.limit);
	});
});
