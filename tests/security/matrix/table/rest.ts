import { randomUUID } from 'node:crypto';
import { ACTORS } from '../actors.ts';
import { secretBoardFixture, sessionFixture } from '../fixtures.ts';
import { AUTH, denied, NOT_FOUND, OK } from '../outcomes.ts';
import { cells, everyone, secretRead, secretSignedIn, signedIn } from '../presets.ts';
import type { Row } from '../row.ts';
import { route } from '../row-kinds.ts';

/**
 * The REST API (`/v3/…`, the catch-alls, the gateway route itself), on the built server with
 * the middleware, the CSRF check and the real routing in front.
 */
const members = secretSignedIn({ owner: OK, collaborator: OK });
const data = (options: Record<string, unknown>) =>
	encodeURIComponent(JSON.stringify({ options, context: {} }));

export const REST_ROWS: Row[] = [
	route('ALL /resource/[name]/[action]', {
		does: 'PinResource get of the secret pin over HTTP',
		path: ({ w }) => `/resource/PinResource/get/?data=${data({ id: w.secret.pin.id })}`,
		expect: secretRead(),
	}),
	route('ALL /v3/[...path]', {
		does: 'an unknown /v3/ path',
		path: () => '/v3/no/such/endpoint/',
		expect: everyone(NOT_FOUND),
	}),
	route('ALL /ads/v4/[...path]', {
		does: 'an unknown /ads/v4/ path',
		path: () => '/ads/v4/campaigns/',
		expect: everyone(NOT_FOUND),
	}),
	route('ALL /vx/[...path]', {
		does: 'an unknown /vx/ path',
		path: () => '/vx/anything/',
		expect: everyone(NOT_FOUND),
	}),
	route('GET /v3/pins/[id]', {
		does: 'the secret pin',
		path: ({ w }) => `/v3/pins/${w.secret.pin.id}/`,
		expect: secretRead(),
	}),
	route('DELETE /v3/pins/[id]', {
		does: "delete the owner's pin of a secret board",
		fixture: secretBoardFixture,
		path: ({ fx }) => `/v3/pins/${fx.pin}/`,
		expect: members,
	}),
	route('GET /v3/pins/[id]/board_title_suggestions', {
		does: 'board name suggestions for saving the secret pin',
		path: ({ w }) => `/v3/pins/${w.secret.pin.id}/board_title_suggestions/`,
		expect: secretRead(),
	}),
	route('POST /v3/pins/[id]/closeup_view', {
		does: 'count a closeup view of the secret pin',
		path: ({ w }) => `/v3/pins/${w.secret.pin.id}/closeup_view/`,
		json: () => ({}),
		expect: secretRead(),
	}),
	route('POST /v3/pins/impressions', {
		does: 'count impressions of the secret pin (counted for members only)',
		path: () => '/v3/pins/impressions/',
		json: ({ w }) => ({ pin_ids: [w.secret.pin.id] }),
		expect: everyone(OK),
		unchangedFor: ['anonymous', 'limited', 'follower', 'other', 'business', 'suspended'],
	}),
	route('GET /v3/boards/[id]', {
		does: 'the secret board with its blocking actions',
		path: ({ w }) => `/v3/boards/${w.secret.board.id}/`,
		expect: secretRead(),
	}),
	route('GET /v3/boards/[id]/automagical/pins', {
		does: 'more ideas for the secret board',
		path: ({ w }) => `/v3/boards/${w.secret.board.id}/automagical/pins/`,
		expect: secretRead(),
	}),
	route('GET /v3/boards/[id]/interests', {
		does: 'the interests of the secret board',
		path: ({ w }) => `/v3/boards/${w.secret.board.id}/interests/`,
		expect: secretRead(),
	}),
	route('GET /v3/users/[id]', {
		does: "the limited account's private profile (who it is, to everyone, itself included)",
		path: ({ w }) => `/v3/users/${w.users.limited.id}/`,
		expect: everyone(OK),
	}),
	route('GET /v3/users/me', {
		does: "the caller's own model (limited-login: the basic fields)",
		path: () => '/v3/users/me/',
		expect: cells(OK, { anonymous: AUTH, suspended: AUTH }),
	}),
	route('GET /v3/users/me/interests', {
		does: "the caller's followed interests",
		path: () => '/v3/users/me/interests/',
		expect: signedIn(OK),
	}),
	route('GET /v3/users/me/mfa', {
		does: "the caller's MFA state",
		path: () => '/v3/users/me/mfa/',
		expect: signedIn(OK),
	}),
	route('POST /v3/users/me/mfa', {
		does: 'start MFA set-up with a wrong password',
		path: () => '/v3/users/me/mfa/',
		json: () => ({ password: 'not-the-password' }),
		expect: signedIn(denied(403, 'PasswordIncorrect')),
	}),
	route('PUT /v3/users/me/mfa', {
		does: 'confirm an MFA set-up that was never started',
		path: () => '/v3/users/me/mfa/',
		json: () => ({ code: '000000' }),
		expect: signedIn(denied(400, 'InvalidOptions')),
	}),
	route('POST /v3/users/me/mfa/backup_codes', {
		does: 'new backup codes (MFA is off), with a wrong password',
		path: () => '/v3/users/me/mfa/backup_codes/',
		json: () => ({ password: 'not-the-password' }),
		// Nobody here has MFA on: there are no codes to replace.
		expect: signedIn(denied(409, 'Conflict')),
	}),
	route('POST /v3/users/me/mfa/disable', {
		does: 'turn off MFA (which is off), with a wrong password',
		path: () => '/v3/users/me/mfa/disable/',
		json: () => ({ password: 'not-the-password', code: '000000' }),
		// MFA is off for everyone here: turning it off changes nothing and asks nothing.
		expect: signedIn(OK),
	}),
	route('GET /v3/users/settings', {
		does: "the caller's settings",
		path: () => '/v3/users/settings/',
		expect: signedIn(OK),
	}),
	route('POST /v3/users/email/verify/resend', {
		does: "mail the caller's verification link again",
		path: () => '/v3/users/email/verify/resend/',
		json: () => ({}),
		expect: signedIn(OK),
	}),
	route('PUT /v3/sessions/verify', {
		does: "verify the caller's session (AUTH-19)",
		path: () => '/v3/sessions/verify/',
		json: () => ({ recaptcha_token: 'token-0123456789abcdef' }),
		expect: signedIn(OK),
	}),
	route('DELETE /v3/sessions/stored_accounts/[id]', {
		does: "forget the owner's stored account in this browser (a throwaway session)",
		fixture: sessionFixture,
		token: ({ fx }) => fx.token ?? null,
		path: ({ w }) => `/v3/sessions/stored_accounts/${w.users.owner.id}/`,
		// The account in use, and the owner of the business in use, are not removed this way.
		expect: cells(OK, {
			owner: denied(400, 'InvalidOptions'),
			business: denied(400, 'InvalidOptions'),
		}),
		// No one else's browser holds the owner's session: the owner's sessions stay.
		unchangedFor: ['anonymous', 'limited', 'collaborator', 'follower', 'other', 'suspended'],
	}),
	route('GET /v3/settings/news', {
		does: "the caller's news-hub switches",
		path: () => '/v3/settings/news/',
		expect: signedIn(OK),
	}),
	route('PUT /v3/settings/news', {
		does: "turn off one of the caller's news-hub switches",
		path: () => '/v3/settings/news/',
		json: () => ({ section: 'activity', option: 'saves', value: false }),
		expect: signedIn(OK),
	}),
	route('GET /v3/settings/push', {
		does: "the caller's push switches",
		path: () => '/v3/settings/push/',
		expect: signedIn(OK),
	}),
	route('PUT /v3/settings/push', {
		does: "turn off one of the caller's push switches",
		path: () => '/v3/settings/push/',
		json: () => ({ section: 'activity', option: 'saves', value: false }),
		expect: signedIn(OK),
	}),
	route('POST /v3/batch', {
		does: "the owner's email through the batch (the owner's own browser only)",
		path: () => '/v3/batch/',
		json: ({ w }) => ({
			requests: JSON.stringify([
				{
					method: 'GET',
					endpoint: `v3/users/${w.users.owner.id}/`,
					data: { fields: 'user.email' },
				},
			]),
		}),
		expect: everyone(OK),
	}),
	route('POST /v3/analytics/feedback', {
		does: 'send site feedback',
		path: () => '/v3/analytics/feedback/',
		json: () => ({ feedback_data: JSON.stringify({ text: 'Nice', page_url: '/' }) }),
		expect: everyone(OK),
	}),
	route('POST /v3/bug_reports', {
		does: 'report a bug',
		path: () => '/v3/bug_reports/',
		json: () => ({ summary: 'Broken', details: '', page_url: '/' }),
		expect: signedIn(OK),
	}),
	route('POST /v3/client_errors', {
		does: 'report a client error',
		path: () => '/v3/client_errors/',
		json: () => ({ kind: 'error', message: 'Boom', page_url: '/' }),
		expect: everyone(OK),
	}),
	route('POST /v3/browser_extension/status', {
		does: 'report the browser extension status',
		path: () => '/v3/browser_extension/status/',
		json: () => ({ installed: false, browser: 'chrome' }),
		expect: everyone(OK),
	}),
	route('POST /v3/spam/fingerprints', {
		does: 'report a browser fingerprint',
		path: () => '/v3/spam/fingerprints/',
		json: () => ({ fingerprint: randomUUID().replaceAll('-', '').slice(0, 16) }),
		expect: everyone(OK),
	}),
	route('GET /v3/compliance_requirements', {
		does: 'the sign-up consents',
		path: () => '/v3/compliance_requirements/',
		expect: everyone(OK),
	}),
	route('GET /v3/offsite', {
		does: "check the secret pin's link with the secret pin (a signed link for members only)",
		path: ({ w }) =>
			`/v3/offsite/?url=${encodeURIComponent(w.secret.link)}&pin_id=${w.secret.pin.id}`,
		echoes: ({ w }) => [w.secret.link, new URL(w.secret.link).host],
		expect: everyone(OK),
	}),
	route('GET /v3/orientation/nux_creator_recommendations', {
		does: 'people to follow during onboarding',
		path: () => '/v3/orientation/nux_creator_recommendations/',
		expect: signedIn(OK),
	}),
	route('POST /v3/orientation/user_landing_signals', {
		does: 'record the pages seen before logging in',
		path: () => '/v3/orientation/user_landing_signals/',
		json: () => ({ is_register: false, unauth_visited_pages: ['/'] }),
		expect: signedIn(OK),
	}),
	route('GET /v3/usecases/[id]/feed', {
		does: 'the feed of the interest that tags public and secret pins',
		path: ({ w }) => `/v3/usecases/${w.interest.id}/feed/`,
		expect: everyone(OK),
	}),
	route('GET /refresh_token', {
		does: 'a new session token (a throwaway session)',
		fixture: sessionFixture,
		token: ({ fx }) => fx.token ?? null,
		path: () => '/refresh_token',
		expect: signedIn(OK),
	}),
	route('GET /_/_/state', {
		does: "the fresh viewer state of a cached page (the caller's own login state only)",
		path: () => '/_/_/state?source_url=%2F',
		expect: everyone(OK),
	}),
	route('GET /refresh_stored_accounts', {
		does: "refresh the browser's stored accounts (these browsers hold none)",
		path: () => '/refresh_stored_accounts',
		expect: everyone(OK),
		unchangedFor: ACTORS,
	}),
];
