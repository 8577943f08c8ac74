import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignGroup, subjectKey } from '~/lib/growth/experiments/assignment.ts';
import { handleFreshState } from '~/lib/growth/experiments/fresh-state.server.ts';
import { EXPERIMENTS } from '~/lib/growth/experiments/registry.ts';
import { VISITOR_COOKIE } from '~/lib/platform/http/visitor.server.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
let user: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
	t = await createTestDb();
	user = await makeUser(t.db);
	await callResource(
		t.db,
		'UserExperienceResource',
		'update',
		{ experience_id: 'welcome', status: 'viewed' },
		viewerOf(user),
	);
	await callResource(
		t.db,
		'UserExperienceResource',
		'update',
		{ experience_id: 'old_tip', status: 'dismissed' },
		viewerOf(user),
	);
});
afterAll(async () => {
	await t?.destroy();
});

const VISITOR = '5c1d7e20-9a3b-4f6c-8d2e-1f0a9b8c7d6e';
const groupsOf = (subject: string) =>
	Object.fromEntries(EXPERIMENTS.map((e) => [e.name, assignGroup(e, subject)]));

async function state(
	query: string,
	options: { headers?: Record<string, string>; signedIn?: boolean; method?: string } = {},
) {
	const url = new URL(`http://localhost:4321/_/_/state${query}`);
	const res = await handleFreshState({
		request: new Request(url, { method: options.method ?? 'GET', headers: options.headers ?? {} }),
		url,
		viewer: options.signedIn ? viewerOf(user) : null,
		db: t.db,
	});
	const body = (await res.json()).resource_response;
	return { res, body };
}

describe(`GET /_/_/state on ${testDialect()} (STA-10)`, () => {
	it('signed in: the viewer, open experiences and experiment groups, never cached', async () => {
		const { res, body } = await state('?source_url=%2Fpin%2F1%2F', {
			signedIn: true,
			headers: { 'sec-fetch-site': 'same-origin', referer: 'http://localhost:4321/pin/1/' },
		});
		expect(res.status).toBe(200);
		expect(res.headers.get('cache-control')).toBe('private, no-store');
		expect(body.data).toEqual({
			source_url: '/pin/1/',
			viewer: { is_authenticated: true, login_state: 1, user_id: user.id, username: user.username },
			experiences: { welcome: { experience_id: 'welcome', status: 'viewed' } },
			experiment_groups: groupsOf(`user:${user.id}`),
		});
		// No secrets and no personal data beyond the username.
		expect(JSON.stringify(body)).not.toContain(user.email);
		expect(JSON.stringify(body)).not.toMatch(/csrf|token|session/i);
	});

	it('signed out: groups by the visitor cookie (made when missing), no experiences', async () => {
		const { body } = await state('?source_url=/', {
			headers: { cookie: `${VISITOR_COOKIE}=${VISITOR}` },
		});
		expect(body.data.viewer).toEqual({
			is_authenticated: false,
			login_state: 0,
			user_id: null,
			username: null,
		});
		expect(body.data.experiences).toEqual({});
		expect(body.data.experiment_groups).toEqual(groupsOf(subjectKey(null, VISITOR)!));
		const fresh = await state('?source_url=/');
		const set = fresh.res.headers.getSetCookie().find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
		expect(set).toMatch(/HttpOnly/);
		const minted = set!.split(';')[0]!.split('=')[1]!;
		expect(fresh.body.data.experiment_groups).toEqual(groupsOf(`visitor:${minted}`));
	});

	it('LOG-09: ?disable_experiments (on the call or on the page it is for) gives no groups', async () => {
		for (const query of [
			'?source_url=/&disable_experiments',
			'?source_url=%2F%3Fdisable_experiments%3D1',
		]) {
			const { body } = await state(query, { signedIn: true });
			expect(body.data.experiment_groups).toEqual({});
			expect(body.data.viewer.user_id).toBe(user.id);
		}
	});

	it('refuses other sites with the error envelope', async () => {
		for (const headers of [
			{ 'sec-fetch-site': 'cross-site' },
			{ 'sec-fetch-site': 'same-site' },
			{ origin: 'https://evil.example' },
			{ referer: 'https://evil.example/page' },
		]) {
			const { res, body } = await state('?source_url=/', { headers, signedIn: true });
			expect(res.status).toBe(403);
			expect(res.headers.get('cache-control')).toBe('private, no-store');
			expect(body.error).toMatchObject({ code: 'StateCrossOrigin', api_error_code: 4600 });
			expect(body.data).toBeNull();
		}
	});

	it('needs a path of this site as source_url, and GET', async () => {
		for (const query of [
			'',
			'?source_url=',
			'?source_url=https://evil.example/',
			'?source_url=//evil.example/',
			'?source_url=pin/1',
		]) {
			const { res, body } = await state(query);
			expect(res.status, query).toBe(400);
			expect(body.error.code).toBe('InvalidOptions');
		}
		const post = await state('?source_url=/', { method: 'POST' });
		expect(post.res.status).toBe(405);
	});
});
