import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemList, productNode, videoNode } from '~/lib/discovery/shopping/discovery-jsonld.ts';
import {
	categoryForPath,
	discoveryCategories,
	productsPage,
	videoPinForViewer,
	videosPage,
} from '~/lib/discovery/shopping/shopping.service.server.ts';
import { END_BOOKMARK } from '~/lib/platform/db/bookmark.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let stranger: U;
let category: string;
let otherCategory: string;
/** Ids of the test's pins, by role. */
const p = {} as Record<
	| 'damaged'
	| 'plain'
	| 'save'
	| 'secretProduct'
	| 'secretVideo'
	| 'video'
	| 'video2'
	| `product${number}`,
	string
>;
const abs = (path: string) => `https://corkboard.test${path}`;

const product = (price: string, inStock: boolean) =>
	JSON.stringify({
		product: {
			name: `Lamp ${price}`,
			brand: 'Northwind',
			offers: [{ price, currency: 'USD', inStock }],
		},
	});
const video = (durationSeconds: number) => JSON.stringify({ video: { durationSeconds } });

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	stranger = await makeUser(t.db);
	category = newId();
	otherCategory = newId();
	await t.db
		.insertInto('interests')
		.values([
			{
				id: category,
				name: 'Home decor',
				slug: 'home-decor',
				parent_id: null,
				is_category: 1,
				position: 1,
			},
			{
				id: otherCategory,
				name: 'Travel',
				slug: 'travel',
				parent_id: null,
				is_category: 1,
				position: 2,
			},
		])
		.execute();
	const board = await makeBoard(t.db, owner);
	const secret = await makeBoard(t.db, owner, { privacy: 'secret' });
	for (let i = 0; i < 30; i++) {
		const id = (await makePin(t.db, board, { rich_metadata: product(`${10 + i}.00`, i % 3 !== 0) }))
			.id;
		if (i < 5)
			await t.db
				.insertInto('pin_interests')
				.values({ pin_id: id, interest_id: category })
				.execute();
		p[`product${i}`] = id;
	}
	p.plain = (await makePin(t.db, board)).id;
	p.secretProduct = (await makePin(t.db, secret, { rich_metadata: product('99.00', true) })).id;
	p.save = (
		await makePin(t.db, await makeBoard(t.db, stranger), {
			rich_metadata: product('10.00', true),
			origin_pin_id: p.product0!,
		})
	).id;
	p.video = (await makePin(t.db, board, { rich_metadata: video(65), title: 'Knot tying' })).id;
	p.video2 = (await makePin(t.db, board, { rich_metadata: video(3725) })).id;
	p.secretVideo = (await makePin(t.db, secret, { rich_metadata: video(30) })).id;
	p.damaged = (
		await makePin(t.db, board, { rich_metadata: '{"video": {"durationSeconds": -1}}' })
	).id;
	await t.db
		.insertInto('pin_interests')
		.values({ pin_id: p.video, interest_id: otherCategory })
		.execute();
});
afterAll(async () => {
	await t?.destroy();
});

describe(`shopping and videos (RTE-10, RTE-11) on ${testDialect()}`, () => {
	it('/shopping/ pages through product pins with offers, newest first, once each', async () => {
		const seen: string[] = [];
		let bookmark: string | null = null;
		for (let i = 0; i < 5; i++) {
			const page = await productsPage(t.db, { viewer: null, bookmark });
			seen.push(...page.items.map((x) => x.pin.id));
			bookmark = page.bookmark;
			if (bookmark === END_BOOKMARK) break;
		}
		expect(bookmark).toBe(END_BOOKMARK);
		expect(seen).toHaveLength(30);
		expect(new Set(seen).size).toBe(30);
		expect(seen[0]).toBe(p.product29);
		expect(seen).not.toContain(p.plain);
		expect(seen).not.toContain(p.secretProduct);
		expect(seen).not.toContain(p.save);
		const first = (await productsPage(t.db, { viewer: null, interestId: category })).items.find(
			(x) => x.pin.id === p.product3,
		)!;
		expect(first).toMatchObject({
			name: 'Lamp 13.00',
			brand: 'Northwind',
			offer: { price: '13.00', currency: 'USD', inStock: false },
		});
	});

	it('a category shows only its products; the owner also sees their secret ones', async () => {
		const page = await productsPage(t.db, { viewer: null, interestId: category });
		expect(page.items.map((x) => x.pin.id).sort()).toEqual(
			[0, 1, 2, 3, 4].map((i) => p[`product${i}`]).sort(),
		);
		expect(page.bookmark).toBe(END_BOOKMARK);
		const mine = await productsPage(t.db, { viewer: viewerOf(owner) });
		expect(mine.items.map((x) => x.pin.id)).toContain(p.secretProduct);
		const theirs = await productsPage(t.db, { viewer: viewerOf(stranger) });
		expect(theirs.items.map((x) => x.pin.id)).not.toContain(p.secretProduct);
	});

	it('categories know whether they have products or videos; paths resolve by id', async () => {
		const shop = await discoveryCategories(t.db, 'product');
		expect(shop.map((c) => [c.slug, c.hasItems])).toEqual([
			['home-decor', true],
			['travel', false],
		]);
		const videos = await discoveryCategories(t.db, 'video');
		expect(videos.find((c) => c.slug === 'travel')?.hasItems).toBe(true);
		expect(await categoryForPath(t.db, 'home-decor', category)).toMatchObject({ redirect: false });
		expect(await categoryForPath(t.db, 'old-name', category)).toMatchObject({
			slug: 'home-decor',
			redirect: true,
		});
		expect(await categoryForPath(t.db, 'home-decor', '12345')).toBeNull();
		expect(await categoryForPath(t.db, 'home-decor', 'x')).toBeNull();
	});

	it('/videos/ and /tv/{pin_id}: video pins with their length; others 404', async () => {
		const page = await videosPage(t.db, { viewer: null });
		expect(page.items.map((x) => x.pin.id)).toEqual([p.video2, p.video]);
		expect(page.items[1]!.durationSeconds).toBe(65);
		const inTravel = await videosPage(t.db, { viewer: null, interestId: otherCategory });
		expect(inTravel.items.map((x) => x.pin.id)).toEqual([p.video]);
		expect(await videoPinForViewer(t.db, null, p.video)).toMatchObject({ durationSeconds: 65 });
		expect(await videoPinForViewer(t.db, null, p.plain)).toBeNull();
		expect(await videoPinForViewer(t.db, null, p.damaged)).toBeNull();
		expect(await videoPinForViewer(t.db, null, p.secretVideo)).toBeNull();
		expect(await videoPinForViewer(t.db, viewerOf(stranger), p.secretVideo)).toBeNull();
		expect(await videoPinForViewer(t.db, viewerOf(owner), p.secretVideo)).not.toBeNull();
		// A limited-login owner reads as signed out.
		expect(
			await videoPinForViewer(t.db, viewerOf(owner, { loginState: 2 }), p.secretVideo),
		).toBeNull();
		expect(await videoPinForViewer(t.db, null, 'nope')).toBeNull();
	});

	it('JSON-LD: Product with Offer, VideoObject with an ISO duration, as an ItemList', async () => {
		const item = (await productsPage(t.db, { viewer: null })).items[0]!;
		const node = productNode(item, abs);
		expect(node).toMatchObject({
			'@type': 'Product',
			brand: { '@type': 'Brand', name: 'Northwind' },
			offers: { '@type': 'Offer', price: item.offer.price, priceCurrency: 'USD' },
			url: `https://corkboard.test/pin/${item.pin.id}/`,
		});
		const v = (await videoPinForViewer(t.db, null, p.video))!;
		expect(videoNode(v, abs)).toMatchObject({
			'@type': 'VideoObject',
			name: 'Knot tying',
			duration: 'PT1M5S',
			url: `https://corkboard.test/tv/${p.video}/`,
			thumbnailUrl: expect.stringContaining('736x'),
		});
		const list = itemList('Videos', abs('/videos/'), [videoNode(v, abs)]);
		expect(list).toMatchObject({
			'@type': 'ItemList',
			numberOfItems: 1,
			itemListElement: [{ position: 1 }],
		});
	});
});
