import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession, makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { Browser } from '../multi-account/browser.ts';

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

describe(`UserSessionResource id options on ${testDialect()}`, () => {
	it('refuses a business_id above 2^63 - 1 with 400 InvalidOptions, not 500', async () => {
		const me = await makeUser(t.db);
		const browser = new Browser(t.db, await makeSession(t.db, me));
		const { status, r } = await browser.session({
			business_id: '99999999999999999999',
			owner_id: me.id,
		});
		expect(status).toBe(400);
		expect(r.error.code).toBe('InvalidOptions');
	});

	it('refuses out-of-range and malformed ids in switch_account and owner_id', async () => {
		const me = await makeUser(t.db);
		const browser = new Browser(t.db, await makeSession(t.db, me));
		for (const options of [
			{ switch_account: '9223372036854775808' },
			{ switch_account: '0' },
			{ business_id: me.id, owner_id: '18446744073709551615' },
		]) {
			const { status, r } = await browser.session(options);
			expect(status, JSON.stringify(options)).toBe(400);
			expect(r.error.code).toBe('InvalidOptions');
		}
	});
});
