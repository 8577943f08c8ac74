import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERNAME } from '~/app/seed/demo-account.ts';
import { seedDemoWorld } from '~/app/seed/seed.server.ts';
import { getPinForViewer } from '~/lib/content/pins/pins.service.server.ts';
import { LocalMediaStore } from '~/lib/platform/media/local-media-store.server.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
let dir: string;

beforeAll(async () => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-seed-pins-'));
	t = await createTestDb();
	await seedDemoWorld(t.db, new LocalMediaStore(dir), {
		pins: 160,
		users: 6,
		boards: 14,
		seed: 4242,
		// Smaller pictures than the demo's 1,000 px: these tests read rows, not sharpness.
		imageWidth: 236,
	});
}, 240_000);
afterAll(async () => {
	await t?.destroy();
	if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`seeded pins and boards on ${testDialect()}`, () => {
	it('PIN-07: some pins carry recipes or products with offers, readable on the closeup', async () => {
		const rows = await t.db
			.selectFrom('pins')
			.select(['id', 'rich_metadata', 'origin_pin_id'])
			.where('rich_metadata', 'is not', null)
			.execute();
		expect(rows.length).toBeGreaterThan(0);
		const metas = await Promise.all(
			rows.map(async (r) => (await getPinForViewer(t.db, null, r.id))?.richMetadata ?? null),
		);
		// Every stored value parses (public ones through the closeup's reader).
		for (const r of rows) expect(() => JSON.parse(r.rich_metadata!)).not.toThrow();
		const kinds = new Set(
			rows.flatMap((r) => Object.keys(JSON.parse(r.rich_metadata!) as Record<string, unknown>)),
		);
		expect([...kinds].some((k) => k === 'recipe' || k === 'product')).toBe(true);
		expect(metas.some((m) => m !== null)).toBe(true);
	});

	it('BRD-07: one public demo board has a sensitivity reason', async () => {
		const boards = await t.db
			.selectFrom('boards as b')
			.innerJoin('users as u', 'u.id', 'b.owner_id')
			.select(['b.privacy', 'b.sensitivity_reason', 'u.username'])
			.where('b.sensitivity_reason', 'is not', null)
			.execute();
		expect(boards).toHaveLength(1);
		expect(boards[0]).toMatchObject({ privacy: 'public', username: DEMO_USERNAME });
		expect(boards[0]!.sensitivity_reason!.length).toBeGreaterThan(10);
	});
});
