/**
 * An operation offered by several transports (the resource gateway, `/v3/` REST, persisted
 * GraphQL queries) is one function (`<op>.operation.server.ts`), so every transport answers the
 * same data, status and error for the same request. These tests call each transport the way a
 * client does and compare the answers, so a transport that grows its own copy of the rule fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistedQueries } from '~/app/persisted-queries.server.ts';
import { followInterests } from '~/lib/discovery/interests/interest-follows.service.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import type { ErrorBody } from '~/lib/platform/http/envelope.ts';
import { handlePersistedQuery } from '~/lib/platform/http/graphql.server.ts';
import { GET as getBoardRoute } from '~/pages/v3/boards/[id]/index.ts';
import { DELETE as deletePinRoute, GET as getPinRoute } from '~/pages/v3/pins/[id]/index.ts';
import { GET as followedInterestsRoute } from '~/pages/v3/users/me/interests/index.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { makeInterest } from '../interests/interest-fixtures.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let stranger: U;
type B = Awaited<ReturnType<typeof makeBoard>>;
let publicBoard: B;
let secretBoard: B;
let publicPin: { id: string };
let secretPin: { id: string };

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	stranger = await makeUser(t.db);
	publicBoard = await makeBoard(t.db, owner);
	secretBoard = await makeBoard(t.db, owner, { privacy: 'secret' });
	publicPin = await makePin(t.db, publicBoard);
	secretPin = await makePin(t.db, secretBoard);
});
afterAll(async () => {
	await t?.destroy();
});

/** One answer, whatever the transport: HTTP status, the data, and the error's code and detail. */
interface Answer {
	status: number;
	data: unknown;
	bookmark?: unknown;
	error: { code: string; message_detail: string } | null;
}

function answerOf(
	status: number,
	r: { data: unknown; bookmark?: unknown; error?: ErrorBody },
): Answer {
	return {
		status,
		data: r.data,
		...(r.bookmark === undefined ? {} : { bookmark: r.bookmark }),
		error: r.error ? { code: r.error.code, message_detail: r.error.message_detail } : null,
	};
}

async function viaRest(
	route: Parameters<typeof callRest>[0],
	path: string,
	params: Record<string, string>,
	viewer: Viewer | null,
	method = 'GET',
): Promise<Answer> {
	const res = await callRest(route, { db: t.db, method, path, params, viewer });
	return answerOf(res.status, (await res.json()).resource_response);
}

async function viaGateway(
	name: string,
	action: 'get' | 'delete',
	options: Record<string, unknown>,
	viewer: Viewer | null,
): Promise<Answer> {
	const res = await callResource(t.db, name, action, options, viewer);
	return answerOf(res.status, res.r);
}

async function viaGraphql(
	queryName: string,
	variables: Record<string, unknown>,
	viewer: Viewer | null,
): Promise<Answer> {
	const request = new Request('http://localhost/_/graphql/', {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ queryName, variables }),
	});
	const res = await handlePersistedQuery({ queries: persistedQueries, request, viewer, db: t.db });
	const r = (await res.json()).resource_response;
	return answerOf(res.status, { ...r, data: r.data?.[queryName] ?? null });
}

const asViewer = (u: U | null) => (u ? viewerOf(u) : null);

describe(`one operation, every transport, on ${testDialect()}`, () => {
	it('PIN-08: PinResource get, GET /v3/pins/{id}/ and v3GetPinQuery answer the same pin and the same 404', async () => {
		for (const who of [null, stranger, owner]) {
			for (const pin of [publicPin, secretPin]) {
				const viewer = asViewer(who);
				const gateway = await viaGateway('PinResource', 'get', { id: pin.id }, viewer);
				const rest = await viaRest(getPinRoute, `/v3/pins/${pin.id}/`, { id: pin.id }, viewer);
				const graphql = await viaGraphql('v3GetPinQuery', { pinId: pin.id }, viewer);
				expect(rest).toEqual(gateway);
				expect(graphql).toEqual(gateway);
				const readable = pin === publicPin || who === owner;
				expect(gateway.status).toBe(readable ? 200 : 404);
				if (readable) expect(gateway.data).toMatchObject({ id: pin.id, type: 'pin' });
				else expect(gateway.error?.code).toBe('NotFound');
			}
		}
	});

	it('PinResource delete and DELETE /v3/pins/{id}/ refuse and delete alike', async () => {
		const a = await makePin(t.db, publicBoard);
		const b = await makePin(t.db, publicBoard);
		const strangerViewer = viewerOf(stranger);
		const refusedGateway = await viaGateway('PinResource', 'delete', { id: a.id }, strangerViewer);
		const refusedRest = await viaRest(
			deletePinRoute,
			`/v3/pins/${a.id}/`,
			{ id: a.id },
			strangerViewer,
			'DELETE',
		);
		expect(refusedRest).toEqual(refusedGateway);
		expect(refusedGateway.error?.code).toBe('PinNotRemovable');
		const hidden = await viaGateway('PinResource', 'delete', { id: secretPin.id }, strangerViewer);
		const hiddenRest = await viaRest(
			deletePinRoute,
			`/v3/pins/${secretPin.id}/`,
			{ id: secretPin.id },
			strangerViewer,
			'DELETE',
		);
		expect(hiddenRest).toEqual(hidden);
		expect(hidden.status).toBe(404);
		const ownerViewer = viewerOf(owner);
		const gateway = await viaGateway('PinResource', 'delete', { id: a.id }, ownerViewer);
		const rest = await viaRest(
			deletePinRoute,
			`/v3/pins/${b.id}/`,
			{ id: b.id },
			ownerViewer,
			'DELETE',
		);
		expect(gateway.data).toEqual({ id: a.id, deleted: true });
		expect(rest.data).toEqual({ id: b.id, deleted: true });
	});

	it('BRD-01: BoardResource get and GET /v3/boards/{id}/ answer the same board and status', async () => {
		for (const who of [null, stranger, owner]) {
			for (const board of [publicBoard, secretBoard]) {
				const viewer = asViewer(who);
				const gateway = await viaGateway('BoardResource', 'get', { board_id: board.id }, viewer);
				const rest = await viaRest(
					getBoardRoute,
					`/v3/boards/${board.id}/`,
					{ id: board.id },
					viewer,
				);
				expect(rest.status).toBe(gateway.status);
				expect(rest.error?.code).toBe(gateway.error?.code);
				if (gateway.status === 200) {
					const { blocking_actions, ...fields } = rest.data as Record<string, unknown>;
					expect(fields).toEqual(gateway.data);
					expect(blocking_actions).toEqual([]);
				}
				expect(gateway.status).toBe(board === publicBoard || who === owner ? 200 : 404);
			}
		}
	});

	it('FED-08, FED-09: InterestFollowingResource get and GET /v3/users/me/interests/ page alike', async () => {
		const reader = await makeUser(t.db);
		const ids: string[] = [];
		for (let i = 0; i < 3; i++) ids.push((await makeInterest(t.db)).id);
		await followInterests(t.db, reader.id, ids);
		const viewer = viewerOf(reader);
		const first = await viaGateway('InterestFollowingResource', 'get', { page_size: 2 }, viewer);
		const rest = await viaRest(
			followedInterestsRoute,
			'/v3/users/me/interests/?page_size=2',
			{},
			viewer,
		);
		expect(rest).toEqual(first);
		expect((first.data as unknown[]).length).toBe(2);
		const bookmark = first.bookmark as string;
		const next = await viaGateway(
			'InterestFollowingResource',
			'get',
			{ page_size: 2, bookmark },
			viewer,
		);
		const nextRest = await viaRest(
			followedInterestsRoute,
			`/v3/users/me/interests/?page_size=2&bookmark=${encodeURIComponent(bookmark)}`,
			{},
			viewer,
		);
		expect(nextRest).toEqual(next);
		expect((next.data as unknown[]).length).toBe(1);
	});
});
