import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistedQueries } from '~/app/persisted-queries.server.ts';
import { loadIdeasHub } from '~/lib/discovery/interests/ideas-hub.server.ts';
import { runInterestFollowForm } from '~/lib/discovery/interests/interest-follow-form.server.ts';
import {
	loadInterestPage,
	loadTopicPage,
	resolveIdeasSlug,
} from '~/lib/discovery/interests/interest-page.server.ts';
import { handlePersistedQuery } from '~/lib/platform/http/graphql.server.ts';
import { GET as nuxCreators } from '~/pages/v3/orientation/nux_creator_recommendations/index.ts';
import { GET as usecaseFeed } from '~/pages/v3/usecases/[id]/feed/index.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { followerCount, makeInterest, tag } from './interest-fixtures.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
type I = Awaited<ReturnType<typeof makeInterest>>;
let ada: U;
let bob: U;
let food: I;
let desserts: I;
let cakes: I;
let coffee: I;
let travel: I;
/** Ada's public pins about desserts (30, oldest first). */
const publicPins: { id: string }[] = [];
let secretPin: { id: string };
let archivedPin: { id: string };
let hiddenPin: { id: string };

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
	food = await makeInterest(t.db, { name: 'Food & Drink', slug: 'food-drink', position: 0 });
	travel = await makeInterest(t.db, { name: 'Travel', slug: 'travel', position: 1 });
	desserts = await makeInterest(t.db, {
		name: 'Desserts',
		slug: 'desserts',
		parent_id: food.id,
		position: 0,
	});
	coffee = await makeInterest(t.db, {
		name: 'Coffee',
		slug: 'coffee',
		parent_id: food.id,
		position: 1,
	});
	cakes = await makeInterest(t.db, {
		name: 'Cakes',
		slug: 'cakes',
		parent_id: desserts.id,
		position: 0,
	});
	const board = await makeBoard(t.db, ada, { slug: 'sweet', name: 'Sweet' });
	for (let i = 0; i < 30; i++) {
		const pin = await makePin(t.db, board, { title: `Lemon tart ${i}` });
		await tag(t.db, pin, food, desserts);
		publicPins.push(pin);
	}
	// The newest dessert pins are ones nobody but Ada (and her collaborators) may see.
	secretPin = await makePin(t.db, await makeBoard(t.db, ada, { privacy: 'secret' }), {
		title: 'Secret cake',
	});
	await tag(t.db, secretPin, food, desserts);
	archivedPin = await makePin(t.db, await makeBoard(t.db, ada, { is_archived: 1 }), {
		title: 'Archived cake',
	});
	await tag(t.db, archivedPin, food, desserts);
	hiddenPin = await makePin(t.db, board, { title: 'Moderated cake', is_hidden: 1 });
	await tag(t.db, hiddenPin, food, desserts);
	// A save repeats its original's interests; feeds show the idea once.
	const save = await makePin(t.db, await makeBoard(t.db, bob), {
		title: 'Saved tart',
		origin_pin_id: publicPins[0]!.id,
	});
	await tag(t.db, save, food, desserts);
	// Coffee shares pins with desserts, so it is related.
	for (const pin of publicPins.slice(0, 3)) await tag(t.db, pin, coffee);
});
afterAll(async () => {
	await t?.destroy();
});

const page = (viewer: U | null, slug: string, id: string, search = '') =>
	loadInterestPage({
		db: t.db,
		viewer: viewer ? viewerOf(viewer) : null,
		url: new URL(`http://localhost/ideas/${slug}/${id}/${search}`),
		slug,
		id,
	});

const forbidden = () => [secretPin.id, archivedPin.id, hiddenPin.id];

describe(`interest pages on ${testDialect()}`, () => {
	it('renders the interest: name, description, sub-interests, related interests, canonical and JSON-LD', async () => {
		const load = await page(null, 'desserts', desserts.id);
		if (load.kind !== 'ok') throw new Error(`expected ok, got ${load.kind}`);
		const d = load.data;
		expect(d.interest.name).toBe('Desserts');
		expect(d.parent?.id).toBe(food.id);
		expect(d.children.map((c) => c.id)).toEqual([cakes.id]);
		// Coffee shares pins; it comes first, never the parent or a child.
		expect(d.related[0]?.id).toBe(coffee.id);
		expect(d.related.map((r) => r.id)).not.toContain(food.id);
		expect(d.related.map((r) => r.id)).not.toContain(cakes.id);
		expect(d.canonicalPath).toBe(`/ideas/desserts/${desserts.id}/`);
		expect(d.description).toContain('Desserts');
		expect(d.description).toContain('Food & Drink');
		expect(d.landingType).toBe('ideas');
		const graph = (d.jsonLd as { '@graph': { '@type': string }[] })['@graph'];
		expect(graph.map((g) => g['@type'])).toEqual(['CollectionPage', 'BreadcrumbList']);
		const crumbs = graph[1] as unknown as { itemListElement: { name: string }[] };
		expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
			'Ideas',
			'Food & Drink',
			'Desserts',
		]);
		const list = (graph[0] as unknown as { mainEntity: { itemListElement: unknown[] } }).mainEntity;
		expect(list.itemListElement).toHaveLength(25);
	});

	it('FED: the feed is public pins only, newest first, keyset paged with a More link and no repeats', async () => {
		for (const viewer of [null, bob, ada]) {
			const first = await page(viewer, 'desserts', desserts.id);
			if (first.kind !== 'ok') throw new Error('expected ok');
			expect(first.data.pins).toHaveLength(25);
			expect(first.data.pins[0]?.id).toBe(publicPins[29]!.id);
			expect(first.data.moreUrl).toMatch(
				new RegExp(`^/ideas/desserts/${desserts.id}/\\?bookmark=`),
			);
			const next = await page(
				viewer,
				'desserts',
				desserts.id,
				first.data.moreUrl!.slice(first.data.moreUrl!.indexOf('?')),
			);
			if (next.kind !== 'ok') throw new Error('expected ok');
			expect(next.data.moreUrl).toBeNull();
			expect(next.data.jsonLd).toBeNull();
			const ids = [...first.data.pins, ...next.data.pins].map((p) => p.id);
			expect(new Set(ids).size).toBe(30);
			expect(ids.sort()).toEqual(publicPins.map((p) => p.id).sort());
			// Secret, archived and moderated pins never show, even to their owner; saves neither.
			for (const id of forbidden()) expect(ids).not.toContain(id);
		}
	});

	it('a wrong slug with the right id answers 301 to the canonical address; unknown ids are not found', async () => {
		expect(await page(null, 'cakes-and-more', desserts.id, '?bookmark=x')).toEqual({
			kind: 'redirect',
			to: `/ideas/desserts/${desserts.id}/?bookmark=x`,
			status: 301,
		});
		expect(await page(null, 'Desserts', desserts.id)).toMatchObject({
			kind: 'redirect',
			status: 301,
		});
		expect((await page(null, 'desserts', '999999999')).kind).toBe('not-found');
		expect((await page(null, 'desserts', 'abc')).kind).toBe('not-found');
		expect((await page(null, 'desserts', '99999999999999999999999')).kind).toBe('not-found');
		expect(await resolveIdeasSlug(t.db, 'Food-Drink')).toEqual({
			kind: 'redirect',
			to: `/ideas/food-drink/${food.id}/`,
			status: 301,
		});
		expect((await resolveIdeasSlug(t.db, 'nothing-here')).kind).toBe('not-found');
	});

	it('topic pages: found by slug (landing type topic, canonical on /ideas/), other casing 301, unknown 404', async () => {
		const topic = await loadTopicPage({
			db: t.db,
			viewer: null,
			url: new URL('http://localhost/topics/desserts/'),
			slug: 'desserts',
		});
		if (topic.kind !== 'ok') throw new Error('expected ok');
		expect(topic.data.landingType).toBe('topic');
		expect(topic.data.canonicalPath).toBe(`/ideas/desserts/${desserts.id}/`);
		expect(topic.data.moreUrl).toMatch(/^\/topics\/desserts\/\?bookmark=/);
		expect(topic.data.pins.map((p) => p.id)).not.toContain(secretPin.id);
		const cased = await loadTopicPage({
			db: t.db,
			viewer: null,
			url: new URL('http://localhost/topics/DESSERTS/'),
			slug: 'DESSERTS',
		});
		expect(cased).toEqual({ kind: 'redirect', to: '/topics/desserts/', status: 301 });
		for (const slug of ['no-such-topic', '../etc', 'a b', '\u0000']) {
			const missing = await loadTopicPage({
				db: t.db,
				viewer: null,
				url: new URL('http://localhost/topics/x/'),
				slug,
			});
			expect(missing.kind).toBe('not-found');
		}
	});

	it('the feed leaves out what the viewer hid, people they blocked or who blocked them, and private profiles', async () => {
		const cleo = await makeUser(t.db);
		const cleoPin = await makePin(t.db, await makeBoard(t.db, cleo), { title: 'Cleo cake' });
		await tag(t.db, cleoPin, cakes);
		const shy = await makeUser(t.db, { is_private: 1 });
		const shyPin = await makePin(t.db, await makeBoard(t.db, shy), { title: 'Shy cake' });
		await tag(t.db, shyPin, cakes);
		const ids = async (viewer: U | null) => {
			const load = await page(viewer, 'cakes', cakes.id);
			if (load.kind !== 'ok') throw new Error('expected ok');
			return load.data.pins.map((p) => p.id);
		};
		expect(await ids(null)).toEqual([cleoPin.id]);
		expect(await ids(shy)).toEqual([cleoPin.id]);
		await callResource(t.db, 'PinHideResource', 'create', { pin_id: cleoPin.id }, viewerOf(bob));
		expect(await ids(bob)).toEqual([]);
		expect(await ids(null)).toEqual([cleoPin.id]);
		const dan = await makeUser(t.db);
		await callResource(t.db, 'UserBlockResource', 'create', { user_id: cleo.id }, viewerOf(dan));
		expect(await ids(dan)).toEqual([]);
		const eve = await makeUser(t.db);
		await callResource(t.db, 'UserBlockResource', 'create', { user_id: eve.id }, viewerOf(cleo));
		expect(await ids(eve)).toEqual([]);
	});

	it('FED-07: follow state on the page, and the no-JavaScript form follows, unfollows and sends signed-out visitors to log in', async () => {
		const form = (fields: Record<string, string>) => {
			const f = new FormData();
			for (const [k, v] of Object.entries(fields)) f.append(k, v);
			return f;
		};
		const back = `/ideas/desserts/${desserts.id}/`;
		const run = (viewer: U | null, fields: Record<string, string>) =>
			runInterestFollowForm({
				db: t.db,
				viewer: viewer ? viewerOf(viewer) : null,
				form: form(fields),
			});
		expect(await run(null, { action: 'follow', interest_id: desserts.id, back })).toBe(
			`/login?next=${encodeURIComponent(back)}`,
		);
		expect(await run(bob, { action: 'follow', interest_id: desserts.id, back })).toBe(back);
		const followed = await page(bob, 'desserts', desserts.id);
		if (followed.kind !== 'ok') throw new Error('expected ok');
		expect(followed.data.isFollowed).toBe(true);
		expect(followed.data.interest.followerCount).toBe(1);
		expect(await run(bob, { action: 'unfollow', interest_id: desserts.id, back })).toBe(back);
		expect(await followerCount(t.db, desserts.id)).toBe(0);
		expect(await run(bob, { action: 'follow', interest_id: '424242', back })).toBe(
			`${back}?error=InterestNotFound`,
		);
		expect(await run(bob, { action: 'explode', interest_id: desserts.id, back })).toBe(
			`${back}?error=InvalidOptions`,
		);
		// Only local paths are gone back to.
		expect(
			await run(bob, { action: 'follow', interest_id: desserts.id, back: '//evil.example/' }),
		).toBe('/ideas/');
	});
});

describe(`ideas hub, ideas-root query and FED-09 endpoints on ${testDialect()}`, () => {
	it('NAV-08: the hub lists categories in menu order with sub-interests and a few public pins', async () => {
		const hub = await loadIdeasHub(t.db, null);
		expect(hub.map((c) => c.interest.name)).toEqual(['Food & Drink', 'Travel']);
		const foodEntry = hub[0]!;
		expect(foodEntry.children.map((c) => c.name)).toEqual(['Desserts', 'Coffee']);
		expect(foodEntry.pins).toHaveLength(4);
		expect(foodEntry.pins[0]?.id).toBe(publicPins[29]!.id);
		for (const id of forbidden()) expect(foodEntry.pins.map((p) => p.id)).not.toContain(id);
		expect(foodEntry.image).toEqual(foodEntry.pins[0]!.images['236x']);
		expect(hub[1]!.interest.id).toBe(travel.id);
		expect(hub[1]!.pins).toEqual([]);
		expect(hub[1]!.image).toBeNull();
	});

	it('SEO-12: the ideas-root persisted query answers interests with name, url and image', async () => {
		const res = await handlePersistedQuery({
			queries: persistedQueries,
			request: new Request('http://localhost/_/graphql/', {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ queryName: 'IdeasRootInterestsQuery', variables: {} }),
			}),
			viewer: null,
			db: t.db,
		});
		expect(res.status).toBe(200);
		const data = (await res.json()).resource_response.data.IdeasRootInterestsQuery;
		expect(data.interests[0]).toMatchObject({
			id: food.id,
			name: 'Food & Drink',
			url: `/ideas/food-drink/${food.id}/`,
		});
		expect(data.interests[0].image.url).toBeTypeOf('string');
		expect(data.interests[0].children.map((c: { name: string }) => c.name)).toEqual([
			'Desserts',
			'Coffee',
		]);
		expect(data.interests[1]).toMatchObject({ name: 'Travel', image: null });
		const bad = await handlePersistedQuery({
			queries: persistedQueries,
			request: new Request('http://localhost/_/graphql/', {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ queryName: 'IdeasRootInterestsQuery', variables: { x: 1 } }),
			}),
			viewer: null,
			db: t.db,
		});
		expect(bad.status).toBe(400);
	});

	it('FED-09: GET /v3/usecases/{id}/feed/ is the interest feed, without secret pins; unknown ids 404', async () => {
		const get = (id: string, viewer: U | null, query = '') =>
			callRest(usecaseFeed, {
				db: t.db,
				path: `/v3/usecases/${id}/feed/${query}`,
				params: { id },
				viewer: viewer ? viewerOf(viewer) : null,
			});
		const res = await get(desserts.id, ada, '?page_size=10');
		expect(res.status).toBe(200);
		const body = (await res.json()).resource_response;
		expect(body.data).toHaveLength(10);
		expect(body.bookmark).not.toBe('-end-');
		const all: string[] = body.data.map((p: { id: string }) => p.id);
		let bookmark = body.bookmark as string;
		while (bookmark !== '-end-') {
			const next = (
				await (await get(desserts.id, null, `?page_size=10&bookmark=${bookmark}`)).json()
			).resource_response;
			all.push(...next.data.map((p: { id: string }) => p.id));
			bookmark = next.bookmark;
		}
		expect(new Set(all).size).toBe(30);
		for (const id of forbidden()) expect(all).not.toContain(id);
		expect((await get('999999999', null)).status).toBe(404);
		expect((await get('nope', null)).status).toBe(404);
		expect((await get(desserts.id, null, '?page_size=0')).status).toBe(400);
	});

	it('FED-09: nux creator recommendations name people who pin in the viewer’s interests, not themselves or people they follow', async () => {
		const newcomer = await makeUser(t.db);
		const get = (viewer: U | null) =>
			callRest(nuxCreators, {
				db: t.db,
				path: '/v3/orientation/nux_creator_recommendations/',
				viewer: viewer ? viewerOf(viewer) : null,
			});
		expect((await get(null)).status).toBe(401);
		await callResource(
			t.db,
			'InterestFollowResource',
			'create',
			{ interest_id: desserts.id },
			viewerOf(newcomer),
		);
		const res = await get(newcomer);
		expect(res.status).toBe(200);
		const people = (await res.json()).resource_response.data as { id: string; type: string }[];
		expect(people[0]).toMatchObject({ type: 'user', id: ada.id, explicitly_followed_by_me: false });
		expect(people.map((p) => p.id)).not.toContain(newcomer.id);
		await callResource(
			t.db,
			'UserFollowResource',
			'create',
			{ user_id: ada.id },
			viewerOf(newcomer),
		);
		const after = (await (await get(newcomer)).json()).resource_response.data as { id: string }[];
		expect(after.map((p) => p.id)).not.toContain(ada.id);
		// Ada herself is never recommended to Ada.
		const own = (await (await get(ada)).json()).resource_response.data as { id: string }[];
		expect(own.map((p) => p.id)).not.toContain(ada.id);
	});
});
