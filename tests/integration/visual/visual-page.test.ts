import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveMediaFeatures } from '~/lib/discovery/visual/visual.repository.server.ts';
import { loadVisualSearchPage } from '~/lib/discovery/visual/visual-search-page.server.ts';
import { mediaStore } from '~/lib/platform/media/media-store.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/** `/pin/{id}/visual-search/`: its loader, including a picture that cannot be read. */

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let stranger: U;
/** A public pin whose media row has no features and no stored files. */
let lost: { id: string; media_id: string };
let secret: { id: string };

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	stranger = await makeUser(t.db);
	lost = await makePin(t.db, await makeBoard(t.db, owner), { title: 'Lost picture' });
	secret = await makePin(t.db, await makeBoard(t.db, owner, { privacy: 'secret' }));
});
afterAll(async () => {
	await t?.destroy();
});

const load = (segment: string, cropParam: string | null = null, viewer: U | null = null) =>
	loadVisualSearchPage({
		db: t.db,
		store: mediaStore(),
		viewer: viewer ? viewerOf(viewer) : null,
		segment,
		cropParam,
	});

describe(`visual search page (SRC-06) on ${testDialect()}`, () => {
	it('renders a notice, not a 500, when the stored picture cannot be read', async () => {
		for (const crop of [null, '0.25,0.25,0.5,0.5']) {
			const page = await load(lost.id, crop);
			expect(page.kind, String(crop)).toBe('ok');
			if (page.kind !== 'ok') continue;
			expect(page.data.pin.id).toBe(lost.id);
			expect(page.data.unavailable).toBe(true);
			expect(page.data.results).toEqual([]);
		}
	});

	it('is not found for pins the viewer may not see and for ids that are not ids', async () => {
		expect((await load(secret.id)).kind).toBe('not-found');
		expect((await load(secret.id, null, stranger)).kind).toBe('not-found');
		for (const segment of ['abc', '9223372036854775808', '', `x--${'9'.repeat(30)}`]) {
			expect((await load(segment)).kind, segment).toBe('not-found');
		}
	});

	it('reads a bad crop as the whole picture and says so', async () => {
		await saveMediaFeatures(t.db, lost.media_id, {
			histogram: `ff${'00'.repeat(63)}`,
			dhash: '0000000000000000',
			buckets: [0],
		});
		const page = await load(`lost-picture--${lost.id}`, '0.9,0.9,0.5,0.5');
		expect(page.kind).toBe('ok');
		if (page.kind !== 'ok') return;
		expect(page.data).toMatchObject({ badCrop: true, unavailable: false });
		expect(page.data.crop).toEqual({ x: 0, y: 0, w: 1, h: 1 });
	});
});
