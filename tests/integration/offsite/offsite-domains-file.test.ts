import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	configuredDomainList,
	domainStatus,
} from '~/lib/content/offsite/offsite-domains.server.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
let dir: string;

beforeAll(async () => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offsite-list-'));
	const file = path.join(dir, 'domains.txt');
	fs.writeFileSync(
		file,
		[
			'# operator list',
			'coupon-spam.test blocked   fake coupons',
			'Bit.ly ok                  # our own short links are fine',
			'',
			'shady.test suspicious',
		].join('\n'),
	);
	// Read lazily by config() on first use; this file's module graph is its own.
	process.env.OFFSITE_DOMAINS_FILE = file;
	t = await createTestDb();
});

afterAll(async () => {
	delete process.env.OFFSITE_DOMAINS_FILE;
	await t.destroy();
	fs.rmSync(dir, { recursive: true, force: true });
});

describe(`OFFSITE_DOMAINS_FILE (${testDialect()})`, () => {
	it('OUT-01: the file adds domains and overrides the built-in list', async () => {
		expect(configuredDomainList()).toContainEqual({
			domain: 'coupon-spam.test',
			status: 'blocked',
			reason: 'fake coupons',
		});
		expect(await domainStatus(t.db, 'www.coupon-spam.test')).toBe('blocked');
		expect(await domainStatus(t.db, 'shady.test')).toBe('suspicious');
		expect(await domainStatus(t.db, 'bit.ly')).toBe('ok');
		expect(await domainStatus(t.db, 'blocked.example')).toBe('blocked');
		const row = await t.db
			.selectFrom('offsite_domains')
			.select(['status', 'reason'])
			.where('domain', '=', 'bit.ly')
			.executeTakeFirstOrThrow();
		expect(row).toEqual({ status: 'ok', reason: '' });
	});
});
