import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistedQueries } from '~/app/persisted-queries.server.ts';
import { resources } from '~/app/resources.server.ts';
import { DEPTH_DETAIL } from '~/lib/platform/http/depth-check.ts';
import { handleResourceRequest } from '~/lib/platform/http/gateway.server.ts';
import { handlePersistedQuery } from '~/lib/platform/http/graphql.server.ts';
import { POST as clientErrors } from '~/pages/v3/client_errors/index.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

/** JSON text of lists nested 20,000 levels: deeper than `JSON.stringify` can write back. */
const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

async function refusal(res: Response) {
	expect(res.status).toBe(400);
	const body = (await res.json()) as { resource_response: { error: Record<string, unknown> } };
	expect(body.resource_response.error).toMatchObject({
		code: 'InvalidOptions',
		message_detail: DEPTH_DETAIL,
	});
}

describe(`deeply nested input on ${testDialect()}`, () => {
	// Found by the fuzz tests: the event schema's size check re-serialized the event, and
	// JSON.stringify overflowed the stack, so the gateway answered 500 Internal.
	it('ContextLogResource create with aux_data 20,000 levels deep is refused with 400, and stores nothing', async () => {
		const event = `{"event_type":"x","clientUUID":"123e4567-e89b-42d3-a456-426614174000","time":1,"aux_data":{"a":${DEEP}}}`;
		const url = new URL('http://localhost/resource/ContextLogResource/create/');
		const res = await handleResourceRequest({
			resources,
			request: new Request(url, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: `{"source_url":"/","data":{"options":{"events":[${event}],"report_time":1},"context":{}}}`,
			}),
			url,
			name: 'ContextLogResource',
			action: 'create',
			viewer: null,
			db: t.db,
		});
		await refusal(res);
		const rows = await t.db.selectFrom('context_log_events').select('id').execute();
		expect(rows).toEqual([]);
	});

	it('REST routes refuse a body nested past the limit', async () => {
		const res = await callRest(clientErrors, {
			db: t.db,
			method: 'POST',
			path: '/v3/client_errors/',
			raw: { contentType: 'application/json', body: `{"kind":"error","message":"m","x":${DEEP}}` },
		});
		await refusal(res);
	});

	it('persisted queries refuse variables nested past the limit', async () => {
		const res = await handlePersistedQuery({
			queries: persistedQueries,
			request: new Request('http://localhost/_/graphql/', {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: `{"queryName":"v3GetPinQuery","variables":{"pinId":${DEEP}}}`,
			}),
			viewer: null,
			db: t.db,
		});
		await refusal(res);
	});
});
