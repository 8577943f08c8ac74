import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	discoveryCategories,
	productsPage,
} from '~/lib/discovery/shopping/shopping.service.server.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeBoard, makePin, makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * The category links of `/shopping/` and `/videos/` name only categories whose feed would
 * show something to a signed-out visitor: a product that only a private profile, a suspended
 * pinner, moderation or a save holds does not make its category look stocked.
 */

let t: TestDb;
const slugs = [
	'stocked',
	'private-only',
	'suspended-only',
	'moderated-only',
	'saves-only',
] as const;
const ids = {} as Record<(typeof slugs)[number], string>;
const product = JSON.stringify({
	product: { name: 'Lamp', offers: [{ price: '10.00', currency: 'USD', inStock: true }] },
});

beforeAll(async () => {
	t = await createTestDb();
	for (const [position, slug] of slugs.entries()) {
		ids[slug] = newId();
		await t.db
			.insertInto('interests')
			.values({ id: ids[slug], name: slug, slug, parent_id: null, is_category: 1, position })
			.execute();
	}
	const tag = (pinId: string, slug: (typeof slugs)[number]) =>
		t.db.insertInto('pin_interests').values({ pin_id: pinId, interest_id: ids[slug] }).execute();

	const owner = await makeUser(t.db);
	const board = await makeBoard(t.db, owner);
	const original = await makePin(t.db, board, { rich_metadata: product });
	await tag(original.id, 'stocked');

	const priv = await makeUser(t.db, { is_private: 1 } as never);
	await tag(
		(await makePin(t.db, await makeBoard(t.db, priv), { rich_metadata: product })).id,
		'private-only',
	);

	const gone = await makeUser(t.db, { status: 'suspended' } as never);
	await tag(
		(await makePin(t.db, board, { pinner_id: gone.id, rich_metadata: product })).id,
		'suspended-only',
	);

	await tag(
		(await makePin(t.db, board, { is_hidden: 1, rich_metadata: product })).id,
		'moderated-only',
	);

	const saver = await makeBoard(t.db, await makeUser(t.db));
	await tag(
		(await makePin(t.db, saver, { origin_pin_id: original.id, rich_metadata: product })).id,
		'saves-only',
	);
});
afterAll(async () => {
	await t?.destroy();
});

describe(`discovery categories on ${testDialect()}`, () => {
	it('RTE-11: a category has items only when its signed-out feed shows one', async () => {
		const categories = await discoveryCategories(t.db, 'product');
		expect(categories.map((c) => [c.slug, c.hasItems])).toEqual([
			['stocked', true],
			['private-only', false],
			['suspended-only', false],
			['moderated-only', false],
			['saves-only', false],
		]);
		// The links agree with the feeds they lead to.
		for (const c of categories) {
			const page = await productsPage(t.db, { viewer: null, interestId: c.id });
			expect(page.items.length > 0, c.slug).toBe(c.hasItems);
		}
	});
});
