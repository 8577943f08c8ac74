import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistedQueries } from '~/app/persisted-queries.server.ts';
import { resources } from '~/app/resources.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { handleResourceRequest } from '~/lib/platform/http/gateway.server.ts';
import { handlePersistedQuery } from '~/lib/platform/http/graphql.server.ts';
import { persistedQueryHash } from '~/lib/platform/http/persisted-query.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
let publicPin: { id: string };
let secretPin: { id: string };
let owner: Viewer;

beforeAll(async () => {
	t = await createTestDb();
	const user = await makeUser(t.db);
	owner = viewerOf(user);
	const board = await makeBoard(t.db, user);
	publicPin = await makePin(t.db, board, { title: 'Public canary' });
	await makePin(t.db, board, { title: 'Newer public pin' });
	secretPin = await makePin(t.db, await makeBoard(t.db, user, { privacy: 'secret' }), {
		title: 'SECRET-CANARY-7f3a',
	});
});
afterAll(async () => {
	await t?.destroy();
});

function get(name: string, data: unknown, viewer: Viewer | null = null) {
	const url = new URL(`http://localhost/resource/${name}/get/`);
	url.searchParams.set('source_url', '/');
	url.searchParams.set('data', typeof data === 'string' ? data : JSON.stringify(data));
	return handleResourceRequest({
		resources,
		request: new Request(url),
		url,
		name,
		action: 'get',
		viewer,
		db: t.db,
	});
}

async function body(res: Response) {
	return (await res.json()) as { resource_response: Record<string, any> };
}

describe(`resource gateway on ${testDialect()}`, () => {
	it('answers a resource in the envelope (STA-13)', async () => {
		const res = await get('PinResource', { options: { id: publicPin.id }, context: {} });
		expect(res.status).toBe(200);
		const { resource_response: r } = await body(res);
		expect(r.status).toBe('success');
		expect(r.data.id).toBe(publicPin.id);
		expect(r.data.title).toBe('Public canary');
		expect(Object.keys(r.data.images)).toEqual([
			'60x60',
			'136x136',
			'170x',
			'236x',
			'474x',
			'564x',
			'600x315',
			'736x',
			'orig',
		]);
	});

	it('refuses unknown options with InvalidOptions (400)', async () => {
		const res = await get('PinResource', { options: { id: publicPin.id, sneaky: true } });
		expect(res.status).toBe(400);
		const { resource_response: r } = await body(res);
		expect(r.error.code).toBe('InvalidOptions');
		expect(r.error.message_detail).toContain('sneaky');
		expect(r.error.api_error_code).toBe(1003);
	});

	it('refuses wrong types and malformed JSON with a 4xx, never a 5xx (ERR-09)', async () => {
		for (const data of [
			'{nope',
			'[1,2]',
			'"text"',
			{ options: { id: 5 } },
			{ options: [] },
			{ options: { id: '0' } },
			{ options: { id: '9999999999999999999' } },
		]) {
			const res = await get('PinResource', data);
			expect(res.status).toBeGreaterThanOrEqual(400);
			expect(res.status).toBeLessThan(500);
			const { resource_response: r } = await body(res);
			expect(r.status).toBe('failure');
			expect(r.error).toMatchObject({ http_status: res.status });
			expect(typeof r.error.message).toBe('string');
		}
	});

	it('answers 404 for unknown resources', async () => {
		const res = await get('NoSuchResource', { options: {} });
		expect(res.status).toBe(404);
		expect((await body(res)).resource_response.error.code).toBe('UnknownResource');
	});

	it('maps methods to actions (STA-14) and refuses a mismatch', async () => {
		const url = new URL('http://localhost/resource/PinResource/get/');
		const res = await handleResourceRequest({
			resources,
			request: new Request(url, {
				method: 'POST',
				body: 'data={}',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
			}),
			url,
			name: 'PinResource',
			action: 'get',
			viewer: null,
			db: t.db,
		});
		expect(res.status).toBe(405);
	});

	it('hides secret pins from others with a 404 and shows them to the owner', async () => {
		const anon = await get('PinResource', { options: { id: secretPin.id } });
		expect(anon.status).toBe(404);
		expect(await anon.text()).not.toContain('SECRET-CANARY-7f3a');
		const mine = await get('PinResource', { options: { id: secretPin.id } }, owner);
		expect(mine.status).toBe(200);
	});

	it('pages the home feed with a bookmark and never shows secret pins', async () => {
		const first = await body(await get('UserHomefeedResource', { options: { page_size: 1 } }));
		expect(first.resource_response.data).toHaveLength(1);
		const bookmark = first.resource_response.bookmark as string;
		expect(bookmark).not.toBe('-end-');
		const second = await body(
			await get('UserHomefeedResource', { options: { page_size: 5, bookmarks: [bookmark] } }),
		);
		const ids = [...first.resource_response.data, ...second.resource_response.data].map(
			(p: { id: string }) => p.id,
		);
		expect(ids).toContain(publicPin.id);
		expect(ids).not.toContain(secretPin.id);
		expect(second.resource_response.bookmark).toBe('-end-');
	});
});

describe(`persisted queries on ${testDialect()}`, () => {
	function post(body: unknown, viewer: Viewer | null = null) {
		return handlePersistedQuery({
			queries: persistedQueries,
			request: new Request('http://localhost/_/graphql/', {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify(body),
			}),
			viewer,
			db: t.db,
		});
	}

	it('runs v3GetPinQuery by name and by hash (PIN-08)', async () => {
		for (const key of [
			{ queryName: 'v3GetPinQuery' },
			{ queryHash: persistedQueryHash('v3GetPinQuery') },
		]) {
			const res = await post({ ...key, variables: { pinId: publicPin.id } });
			expect(res.status).toBe(200);
			expect((await body(res)).resource_response.data.v3GetPinQuery.id).toBe(publicPin.id);
		}
	});

	it('refuses unknown queries and bad variables', async () => {
		expect((await post({ queryName: 'DropTables', variables: {} })).status).toBe(404);
		expect((await post({ queryName: 'v3GetPinQuery', variables: { pinId: 'x' } })).status).toBe(
			400,
		);
		expect(
			(await post({ queryName: 'v3GetPinQuery', variables: { pinId: secretPin.id } })).status,
		).toBe(404);
	});
});

describe(`home feed contents on ${testDialect()}`, () => {
	it('shows each idea once: saves of a pin are left out of the home feed', async () => {
		const saver = await makeUser(t.db);
		const board = await makeBoard(t.db, saver);
		const save = await makePin(t.db, board, { origin_pin_id: publicPin.id, title: 'A save' });
		const page = await body(await get('UserHomefeedResource', { options: { page_size: 50 } }));
		const ids = page.resource_response.data.map((p: { id: string }) => p.id);
		expect(ids).toContain(publicPin.id);
		expect(ids).not.toContain(save.id);
	});
});
