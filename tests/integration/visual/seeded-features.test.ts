import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '~/app/seed/seed.server.ts';
import { videosPage } from '~/lib/discovery/shopping/shopping.service.server.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { LocalMediaStore } from '~/lib/platform/media/local-media-store.server.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
let dir: string;

beforeAll(async () => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-seed-visual-'));
	t = await createTestDb();
	await seedDemoWorld(t.db, new LocalMediaStore(dir), {
		pins: 160,
		users: 6,
		boards: 14,
		seed: 77,
		// Smaller pictures than the demo's 1,000 px: these tests read rows, not sharpness.
		imageWidth: 236,
	});
}, 240_000);
afterAll(async () => {
	await t?.destroy();
	if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`the seeded world carries discovery data on ${testDialect()}`, () => {
	it('every stored picture has image features and at least one colour bucket (SRC-06)', async () => {
		const missing = await t.db
			.selectFrom('media')
			.select(countAll().as('n'))
			.where((eb) => eb.or([eb('color_histogram', 'is', null), eb('dhash', 'is', null)]))
			.executeTakeFirstOrThrow();
		expect(Number(missing.n)).toBe(0);
		const unbucketed = await t.db
			.selectFrom('media as m')
			.select(countAll().as('n'))
			.where((eb) =>
				eb.not(
					eb.exists(
						eb
							.selectFrom('media_color_buckets as c')
							.select('c.bucket')
							.whereRef('c.media_id', '=', 'm.id'),
					),
				),
			)
			.executeTakeFirstOrThrow();
		expect(Number(unbucketed.n)).toBe(0);
	});

	it('some pins are videos with a length, listed on /videos/', async () => {
		const page = await videosPage(t.db, { viewer: null });
		expect(page.items.length).toBeGreaterThan(0);
		for (const item of page.items) {
			expect(item.durationSeconds).toBeGreaterThanOrEqual(15);
			expect(item.pin.originPinId).toBeNull();
		}
	});
});
