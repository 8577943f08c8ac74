import type { Kysely } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
	isFullyAuthenticated,
	isLimitedLogin,
	LOGIN_STATE,
	readerIdOf,
	type Viewer,
} from '~/lib/platform/access/viewer.ts';
import type { Database } from '~/lib/platform/db/database.ts';
import { authorize, requireAuth } from '~/lib/platform/http/auth-guard.server.ts';
import { handleResourceRequest } from '~/lib/platform/http/gateway.server.ts';
import {
	action,
	defineResource,
	type ResourceContext,
	type ResourceDefinition,
} from '~/lib/platform/http/resource.server.ts';
import type { RestContext } from '~/lib/platform/http/rest.server.ts';

const full: Viewer = {
	id: '42',
	username: 'ada',
	email: 'ada@example.test',
	firstName: 'Ada',
	fullName: 'Ada L',
	accountType: 'personal',
	sessionId: '1',
	loginState: LOGIN_STATE.AUTH,
	ownerUserId: null,
	expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
	locale: 'en-US',
};
const limited: Viewer = { ...full, loginState: LOGIN_STATE.LIMITED_LOGIN };

describe('viewer helpers (ACC-01, LIM-01)', () => {
	it('names the login states as the wire numbers them', () => {
		expect(LOGIN_STATE).toEqual({ UNAUTH: 0, AUTH: 1, LIMITED_LOGIN: 2 });
	});

	it('tells a full login from a limited one and from nobody', () => {
		expect([full, limited, null].map(isFullyAuthenticated)).toEqual([true, false, false]);
		expect([full, limited, null].map(isLimitedLogin)).toEqual([false, true, false]);
	});

	it('reads a limited-login viewer as signed out (readerIdOf)', () => {
		expect([full, limited, null].map(readerIdOf)).toEqual(['42', null, null]);
	});
});

describe('authorize (the gateway and REST routes check auth before the handler)', () => {
	it("refuses under 'required' exactly as requireAuth does", () => {
		expect(() => requireAuth(null)).toThrow(
			expect.objectContaining({ code: 'AuthenticationRequired' }),
		);
		expect(() => requireAuth(limited)).toThrow(expect.objectContaining({ code: 'LimitedLogin' }));
		expect(() => authorize('required', null)).toThrow(
			expect.objectContaining({ code: 'AuthenticationRequired' }),
		);
		expect(() => authorize('required', limited)).toThrow(
			expect.objectContaining({ code: 'LimitedLogin' }),
		);
	});

	it("gives the viewer and its reader id (null for limited-login under 'optional')", () => {
		expect(authorize('required', full)).toEqual({ viewer: full, readerId: '42' });
		expect(authorize('optional', full)).toEqual({ viewer: full, readerId: '42' });
		expect(authorize('optional', limited)).toEqual({ viewer: limited, readerId: null });
		expect(authorize('optional', null)).toEqual({ viewer: null, readerId: null });
	});

	it("types the handler's viewer as a Viewer only under 'required'", () => {
		expectTypeOf<ResourceContext<'required'>['viewer']>().toEqualTypeOf<Viewer>();
		expectTypeOf<ResourceContext<'required'>['readerId']>().toEqualTypeOf<string>();
		expectTypeOf<ResourceContext<'optional'>['viewer']>().toEqualTypeOf<Viewer | null>();
		expectTypeOf<ResourceContext['readerId']>().toEqualTypeOf<string | null>();
		expectTypeOf<RestContext<'required'>['viewer']>().toEqualTypeOf<Viewer>();
		expectTypeOf<RestContext<'optional'>['viewer']>().toEqualTypeOf<Viewer | null>();
		action({
			auth: 'required',
			options: z.object({}),
			async run({ viewer }) {
				expectTypeOf(viewer).toEqualTypeOf<Viewer>();
				return { data: null };
			},
		});
	});
});

describe("the gateway under auth: 'required' (STA-14)", () => {
	const seen: Array<{ viewer: Viewer; readerId: string }> = [];
	const probe = defineResource({
		name: 'ProbeResource',
		get: action({
			auth: 'required',
			options: z.object({}),
			async run({ viewer, readerId }) {
				seen.push({ viewer, readerId });
				return { data: readerId };
			},
		}),
	});
	const resources = new Map<string, ResourceDefinition>([[probe.name, probe]]);
	const call = async (viewer: Viewer | null) => {
		const url = new URL('http://localhost/resource/ProbeResource/get/?data={}');
		const res = await handleResourceRequest({
			resources,
			request: new Request(url),
			url,
			name: 'ProbeResource',
			action: 'get',
			viewer,
			db: {} as Kysely<Database>,
		});
		const body = (await res.json()) as {
			resource_response: { data?: unknown; error?: { code: string } };
		};
		return { status: res.status, body };
	};

	it('never runs the handler for a signed-out or limited-login caller', async () => {
		const out = await call(null);
		expect(out.status).toBe(401);
		expect(out.body.resource_response.error?.code).toBe('AuthenticationRequired');
		const lim = await call(limited);
		expect(lim.status).toBe(401);
		expect(lim.body.resource_response.error?.code).toBe('LimitedLogin');
		expect(seen).toEqual([]);
	});

	it('runs it with the viewer and readerId of a full login', async () => {
		const ok = await call(full);
		expect(ok.status).toBe(200);
		expect(ok.body.resource_response.data).toBe('42');
		expect(seen).toEqual([{ viewer: full, readerId: '42' }]);
	});
});
