import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_TTL_MS } from '~/lib/identity/auth/session.server.ts';
import { SESSION_COOKIE } from '~/lib/identity/auth/session-cookies.server.ts';
import { unsubscribeToken } from '~/lib/identity/settings/notification-settings/unsubscribe-link.server.ts';
import { GET as refreshToken } from '~/pages/refresh_token.ts';
import { POST as batch } from '~/pages/v3/batch/index.ts';
import { GET as compliance } from '~/pages/v3/compliance_requirements/index.ts';
import { POST as landingSignals } from '~/pages/v3/orientation/user_landing_signals/index.ts';
import { PUT as sessionVerify } from '~/pages/v3/sessions/verify/index.ts';
import { GET as news, PUT as putNews } from '~/pages/v3/settings/news/index.ts';
import { POST as resendVerification } from '~/pages/v3/users/email/verify/resend/index.ts';
import { GET as me } from '~/pages/v3/users/me/index.ts';
import { POST as mfaStart, GET as mfaStatus } from '~/pages/v3/users/me/mfa/index.ts';
import { GET as settings } from '~/pages/v3/users/settings/index.ts';
import { makeBoard, makeMedia } from '../helpers/builders.ts';
import { makeUserWithPassword, TestBrowser } from '../helpers/test-browser.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * The authorization table of the accounts endpoints: every actor × every endpoint → the
 * outcome. Actors hold real sessions, and the viewer is derived from the cookie exactly as the
 * middleware does, so a suspended account or an expired (limited-login) session is tested
 * through the same path as production.
 */
type Actor = 'anonymous' | 'limited' | 'user' | 'other' | 'suspended';
const ACTORS: Actor[] = ['anonymous', 'limited', 'user', 'other', 'suspended'];

interface Outcome {
	status: number;
	// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely.
	r: Record<string, any>;
}

interface Case {
	name: string;
	call(browser: TestBrowser, actor: Actor): Promise<Outcome>;
	/** Expected HTTP status per actor; a function may check the answer further. */
	expect: Record<Actor, number | ((o: Outcome) => void)>;
}

const PASSWORD = 'authz-password-1';
let t: TestDb;
const browsers = {} as Record<Actor, TestBrowser>;
let owner: { id: string; username: string; email: string };
let boardId: string;
let mediaId: string;

/** 401 for everyone who may not act (signed out, limited-login, suspended). */
function refusedUnlessSignedIn(
	user: number | ((o: Outcome) => void),
	other: number | ((o: Outcome) => void) = user,
): Case['expect'] {
	return { anonymous: 401, limited: 401, suspended: 401, user, other };
}

function rest(route: APIRoute, method: string, path: string, json?: unknown) {
	return (b: TestBrowser) =>
		b.rest(route, { method, path, ...(json === undefined ? {} : { json }) }) as Promise<Outcome>;
}

function resource(name: string, action: 'get' | 'create' | 'update' | 'delete', options: object) {
	return (b: TestBrowser) =>
		b.resource(name, action, options as Record<string, unknown>) as Promise<Outcome>;
}

beforeAll(async () => {
	t = await createTestDb();
	const user = await makeUserWithPassword(t.db, PASSWORD);
	owner = user;
	boardId = (await makeBoard(t.db, user)).id;
	mediaId = (await makeMedia(t.db, { owner_id: user.id })).id;
	const other = await makeUserWithPassword(t.db, PASSWORD);
	const limited = await makeUserWithPassword(t.db, PASSWORD);
	const suspended = await makeUserWithPassword(t.db, PASSWORD);

	browsers.anonymous = new TestBrowser(t.db);
	for (const [actor, u] of [
		['user', user],
		['other', other],
		['suspended', suspended],
	] as const) {
		browsers[actor] = new TestBrowser(t.db);
		browsers[actor].cookies.set(SESSION_COOKIE, (await createSession(t.db, u.id)).token);
	}
	// A session that expired a day ago: its browser is a limited-login viewer (LIM-01).
	const expired = await createSession(t.db, limited.id, {
		now: new Date(Date.now() - SESSION_TTL_MS - 86_400_000),
	});
	browsers.limited = new TestBrowser(t.db);
	browsers.limited.cookies.set(SESSION_COOKIE, expired.token);
	await t.db
		.updateTable('users')
		.set({ status: 'suspended' })
		.where('id', '=', suspended.id)
		.execute();
});
afterAll(async () => {
	await t?.destroy();
});

const CASES: Case[] = [
	{
		name: 'GET /v3/users/me/ (ACC-18; limited-login may read its own basics)',
		call: rest(me, 'GET', '/v3/users/me/'),
		expect: {
			anonymous: 401,
			suspended: 401,
			limited: (o) => {
				expect(o.status).toBe(200);
				expect(o.r.data.is_limited_login).toBe(true);
			},
			user: (o) => expect(o.r.data.id).toBe(owner.id),
			other: (o) => expect(o.r.data.id).not.toBe(owner.id),
		},
	},
	{
		name: 'GET /v3/users/settings/ (SET-02)',
		call: rest(settings, 'GET', '/v3/users/settings/'),
		expect: refusedUnlessSignedIn(200),
	},
	{
		name: 'UserSettingsResource update (SET-02)',
		call: resource('UserSettingsResource', 'update', { about: 'authz table' }),
		expect: refusedUnlessSignedIn(200),
	},
	{
		name: "UserSettingsResource update with the owner's media as avatar",
		call: (b) => resource('UserSettingsResource', 'update', { profile_image_media_id: mediaId })(b),
		expect: refusedUnlessSignedIn(200, 404),
	},
	{
		name: "UserStateResource create with the owner's board (ACC-20)",
		call: (b) =>
			resource('UserStateResource', 'create', { state: 'QUICK_SAVES_BOARD_ID', value: boardId })(b),
		expect: refusedUnlessSignedIn(200, 404),
	},
	{
		name: 'UserResource get of the owner (ACC-19): email only for the owner',
		call: (b) =>
			b.resource('UserResource', 'get', { username: owner.username }) as Promise<Outcome>,
		expect: {
			anonymous: (o) => expect(o.r.data.email).toBeUndefined(),
			limited: (o) => expect(o.r.data.email).toBeUndefined(),
			suspended: (o) => expect(o.r.data.email).toBeUndefined(),
			other: (o) => expect(o.r.data.email).toBeUndefined(),
			user: (o) => expect(o.r.data.email).toBe(owner.email),
		},
	},
	{
		name: 'UserPasswordResource update (SET-07)',
		call: resource('UserPasswordResource', 'update', {
			old: PASSWORD,
			new: 'another-password-1',
			new_confirm: 'not-the-same-password',
		}),
		expect: refusedUnlessSignedIn(400),
	},
	{
		name: 'ParentalPasscodeResource create (PPC-10)',
		call: resource('ParentalPasscodeResource', 'create', {
			passcode: '12',
			confirm_passcode: '12',
			backup_email: 'parent@example.test',
			confirm_backup_email: 'parent@example.test',
		}),
		expect: refusedUnlessSignedIn(400),
	},
	{
		name: 'CountriesResource get (SET-08)',
		call: resource('CountriesResource', 'get', {}),
		expect: refusedUnlessSignedIn(200),
	},
	{
		name: 'EmailSettingsResource update (SET-06)',
		call: resource('EmailSettingsResource', 'update', {
			section: 'news',
			option: 'tips',
			value: false,
		}),
		expect: refusedUnlessSignedIn(200),
	},
	{
		name: "UnsubEmailSettingsResource update with the owner's signed link works without login",
		call: (b) =>
			b.resource('UnsubEmailSettingsResource', 'update', {
				section: 'news',
				option: 'surveys',
				value: false,
				token: unsubscribeToken(owner.id),
			}) as Promise<Outcome>,
		expect: { anonymous: 200, limited: 200, suspended: 200, user: 200, other: 200 },
	},
	{
		name: 'UnsubEmailSettingsResource update with a forged link',
		call: (b) =>
			b.resource('UnsubEmailSettingsResource', 'update', {
				section: 'news',
				option: 'surveys',
				value: false,
				token: `${unsubscribeToken(owner.id).split('.')[0]}.forged`,
			}) as Promise<Outcome>,
		expect: { anonymous: 400, limited: 400, suspended: 400, user: 400, other: 400 },
	},
	{
		name: 'GET /v3/settings/news/',
		call: rest(news, 'GET', '/v3/settings/news/'),
		expect: refusedUnlessSignedIn(200),
	},
	{
		name: 'PUT /v3/settings/news/',
		call: rest(putNews, 'PUT', '/v3/settings/news/', {
			section: 'activity',
			option: 'saves',
			value: false,
		}),
		expect: refusedUnlessSignedIn(200),
	},
	{
		name: 'POST /v3/users/email/verify/resend/ (AUTH-21)',
		call: rest(resendVerification, 'POST', '/v3/users/email/verify/resend/', {}),
		expect: refusedUnlessSignedIn(200),
	},
	{
		name: 'PUT /v3/sessions/verify/ (AUTH-19)',
		call: rest(sessionVerify, 'PUT', '/v3/sessions/verify/', {
			recaptcha_token: 'token-0123456789abcdef',
		}),
		expect: refusedUnlessSignedIn(200),
	},
	{
		name: 'POST /v3/orientation/user_landing_signals/ (AUTH-09)',
		call: rest(landingSignals, 'POST', '/v3/orientation/user_landing_signals/', {
			is_register: false,
			unauth_visited_pages: ['/'],
		}),
		expect: refusedUnlessSignedIn(200),
	},
	{
		name: 'GET /v3/users/me/mfa/',
		call: rest(mfaStatus, 'GET', '/v3/users/me/mfa/'),
		expect: refusedUnlessSignedIn(200),
	},
	{
		name: 'POST /v3/users/me/mfa/ with a wrong password',
		call: rest(mfaStart, 'POST', '/v3/users/me/mfa/', { password: 'not-the-password' }),
		expect: refusedUnlessSignedIn(403),
	},
	{
		name: 'GET /v3/compliance_requirements/ (CMP-01) is public',
		call: rest(compliance, 'GET', '/v3/compliance_requirements/'),
		expect: { anonymous: 200, limited: 200, suspended: 200, user: 200, other: 200 },
	},
	{
		name: 'GET /refresh_token (ACC-17) needs a live session',
		call: rest(refreshToken, 'GET', '/refresh_token'),
		expect: refusedUnlessSignedIn(200),
	},
	{
		name: "POST /v3/batch/ (MAS-02): the owner's email only to a browser holding the owner's session",
		call: (b) =>
			b.rest(batch, {
				method: 'POST',
				path: '/v3/batch/',
				json: {
					requests: JSON.stringify([
						{ method: 'GET', endpoint: `v3/users/${owner.id}/`, data: { fields: 'user.email' } },
					]),
				},
			}) as Promise<Outcome>,
		expect: {
			anonymous: (o) => expect(o.r.data[0].data?.email).toBeUndefined(),
			limited: (o) => expect(o.r.data[0].data?.email).toBeUndefined(),
			suspended: (o) => expect(o.r.data[0].data?.email).toBeUndefined(),
			other: (o) => expect(o.r.data[0].data?.email).toBeUndefined(),
			user: (o) => expect(o.r.data[0].data.email).toBe(owner.email),
		},
	},
	{
		name: 'UserSessionResource create switch_account to the owner (MAS-03): only a browser that holds it',
		call: (b) =>
			b.resource('UserSessionResource', 'create', { switch_account: owner.id }) as Promise<Outcome>,
		expect: {
			anonymous: 401,
			limited: 401,
			suspended: 401,
			other: 401,
			// Switching to the account already in use changes nothing.
			user: 200,
		},
	},
];

describe(`accounts authorization table on ${testDialect()}`, () => {
	for (const c of CASES) {
		it(c.name, async () => {
			const failures: string[] = [];
			for (const actor of ACTORS) {
				const b = browsers[actor];
				const outcome = await c.call(b, actor);
				const expected = c.expect[actor];
				try {
					if (typeof expected === 'number') expect(outcome.status).toBe(expected);
					else expected(outcome);
				} catch (error) {
					failures.push(
						`${actor}: ${(error as Error).message.split('\n')[0]} (got ${outcome.status} ${outcome.r?.error?.code ?? ''})`,
					);
				}
			}
			expect(failures).toEqual([]);
		});
	}

	it("leaves the owner's data to the owner: others' saves changed nothing of theirs", async () => {
		const row = await t.db
			.selectFrom('users')
			.select(['about', 'image_media_id', 'status'])
			.where('id', '=', owner.id)
			.executeTakeFirstOrThrow();
		expect(row.about).toBe('authz table');
		expect(row.image_media_id).toBe(mediaId);
		const state = await t.db
			.selectFrom('user_states')
			.select(['user_id', 'value'])
			.where('state', '=', 'QUICK_SAVES_BOARD_ID')
			.execute();
		expect(state).toEqual([{ user_id: owner.id, value: boardId }]);
	});
});
