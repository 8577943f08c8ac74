import {
	type Expectation,
	OK,
	PAGE_404,
	pageStatus,
	redirect,
	TO_LIMITED_LOGIN,
	TO_LOGIN,
} from '../outcomes.ts';
import { cells, everyone, secretPage, signedInPage } from '../presets.ts';
import type { CallContext, Row } from '../row.ts';
import { route } from '../row-kinds.ts';

/**
 * Pages (`GET`), rendered by the built server. Pages of the secret board and its pins render for
 * members and are the 404 page for everyone else; pages of the signed-in product send others
 * to log in (a limited login to its "welcome back" mode, LIM-06, unless the page is one U-26
 * lets a limited login open); public pages render for everyone, and the sweep holds them to
 * the canaries.
 */
const page = (
	endpoint: string,
	does: string,
	path: (ctx: CallContext) => string,
	expect: Expectation,
) => route(endpoint, { does, path, expect });

/** Signed-out, suspended and limited-login visitors, sent to log in by the page itself. */
const loginFirst = { anonymous: TO_LOGIN, suspended: TO_LOGIN, limited: TO_LOGIN } as const;
/** A page for full logins that guards itself (its first segment is open to a limited login). */
const guardedByPage = cells(OK, loginFirst);
const home = redirect(/^\/$/);

export const PAGE_ROWS: Row[] = [
	page('GET /', 'the home page', () => '/', everyone(OK)),
	page('GET /404', 'the not-found page', () => '/404', everyone(PAGE_404)),
	page('GET /500', 'the error page', () => '/500', everyone(pageStatus(500))),
	page(
		'GET /[username]',
		"the owner's profile",
		({ w }) => `/${w.users.owner.username}/`,
		everyone(OK),
	),
	page(
		'GET /[username]/[board]',
		'the secret board page',
		({ w }) => `/${w.users.owner.username}/${w.secret.board.slug}/`,
		secretPage(),
	),
	page(
		'GET /[username]/[board]/[section]',
		'the secret section page',
		({ w }) => `/${w.users.owner.username}/${w.secret.board.slug}/${w.secret.section.slug}/`,
		secretPage(),
	),
	page('GET /add-account', 'add an account to this browser', () => '/add-account', {
		...signedInPage(),
		anonymous: redirect(/^\/login$/),
		suspended: redirect(/^\/login$/),
	}),
	page(
		'GET /amp/pin/[id]',
		'the AMP page of the secret pin (signed-out rendering: never secret pins)',
		({ w }) => `/amp/pin/${w.secret.pin.id}`,
		cells(PAGE_404, { limited: TO_LIMITED_LOGIN }),
	),
	page(
		'GET /board/[id]/edit',
		'the edit page of the secret board (owner only)',
		({ w }) => `/board/${w.secret.board.id}/edit/`,
		{ ...cells(PAGE_404, { owner: OK }), ...loginFirst },
	),
	page('GET /board/create', 'the create-board page', () => '/board/create/', guardedByPage),
	page('GET /close-account', 'the close-account page', () => '/close-account', signedInPage()),
	page(
		'GET /convert-business',
		'the convert-to-business page',
		() => '/convert-business',
		signedInPage(),
	),
	page(
		'GET /convert-personal',
		'the convert-to-personal page',
		() => '/convert-personal',
		signedInPage(),
	),
	page(
		'GET /create-business',
		'the create-business page',
		() => '/create-business',
		signedInPage(),
	),
	page('GET /csrf_error', 'the CSRF error page', () => '/csrf_error', everyone(pageStatus(403))),
	page(
		'GET /deactivate-account',
		'the deactivate page',
		() => '/deactivate-account',
		signedInPage(),
	),
	page('GET /edit', 'the home feed tuner', () => '/edit', signedInPage()),
	page(
		'GET /email/confirm-change',
		'the email-change link without a token (signed in as the account only)',
		() => '/email/confirm-change',
		cells(pageStatus(400), { anonymous: TO_LOGIN, suspended: TO_LOGIN, limited: TO_LOGIN }),
	),
	page(
		'GET /email/undo-change',
		'the undo link of an email change without a token',
		() => '/email/undo-change',
		everyone(pageStatus(400)),
	),
	page(
		'GET /email/subscription',
		"the unsubscribe page without a token (the caller's own switches)",
		() => '/email/subscription',
		cells(OK, { anonymous: pageStatus(400), suspended: pageStatus(400), limited: pageStatus(400) }),
	),
	page(
		'GET /email_verification_error',
		'the failed email verification page',
		() => '/email_verification_error',
		everyone(pageStatus(400)),
	),
	page('GET /homefeed', 'the home feed page', () => '/homefeed/', everyone(OK)),
	page('GET /homefeed/more', 'the next home feed fragment', () => '/homefeed/more/', everyone(OK)),
	page('GET /ideas', 'the ideas hub', () => '/ideas/', everyone(OK)),
	page(
		'GET /ideas/[slug]',
		'the kitchen ideas by slug',
		() => '/ideas/kitchen/',
		everyone(redirect(/^\/ideas\/kitchen\/\d+\/$/, 301)),
	),
	page(
		'GET /ideas/[slug]/[id]',
		'the kitchen ideas page (tags public and secret pins)',
		({ w }) => `/ideas/kitchen/${w.interest.id}/`,
		everyone(OK),
	),
	page('GET /invited', "the caller's invites", () => '/invited', signedInPage()),
	page(
		'GET /login',
		'the login page',
		() => '/login',
		cells(home, { anonymous: OK, suspended: OK, limited: OK }),
	),
	page(
		'GET /offsite',
		'the outbound interstitial with a forged token',
		({ w }) =>
			`/offsite/?token=forged&url=${encodeURIComponent('https://public.example/kitchen')}&pin=${w.secret.pin.id}`,
		cells(pageStatus(400), { limited: TO_LIMITED_LOGIN }),
	),
	page(
		'GET /offsite/learn-more',
		'about outbound links',
		() => '/offsite/learn-more/',
		cells(OK, { limited: TO_LIMITED_LOGIN }),
	),
	page(
		'GET /organize/repin',
		'organize the pins of the secret board',
		({ w }) => `/organize/repin/?board_id=${w.secret.board.id}`,
		{ ...signedInPage(PAGE_404), owner: OK, collaborator: OK },
	),
	page('GET /panic', 'the panic page', () => '/panic', everyone(OK)),
	page(
		'GET /parental-passcode',
		'the parental passcode settings',
		() => '/parental-passcode',
		signedInPage(),
	),
	page(
		'GET /parental-passcode/verify',
		'the passcode backup-email link without a token',
		() => '/parental-passcode/verify',
		everyone(pageStatus(400)),
	),
	page(
		'GET /password/reset',
		'ask for a password reset link',
		() => '/password/reset',
		everyone(OK),
	),
	page(
		'GET /pin/[segment]',
		'the secret pin closeup',
		({ w }) => `/pin/${w.secret.pin.id}/`,
		secretPage(),
	),
	page(
		'GET /pin/[segment]/analytics',
		"the secret pin's statistics (its pinner only)",
		({ w }) => `/pin/${w.secret.pin.id}/analytics/`,
		cells(PAGE_404, { owner: OK }),
	),
	page(
		'GET /pin/[segment]/feedback',
		'the feedback form of the secret pin',
		({ w }) => `/pin/${w.secret.pin.id}/feedback/`,
		secretPage(),
	),
	page(
		'GET /pin/[segment]/more',
		'the next page of More like this of the secret pin',
		({ w }) => `/pin/${w.secret.pin.id}/more/`,
		secretPage(),
	),
	page(
		'GET /pin/[segment]/repin',
		'the save page of the secret pin',
		({ w }) => `/pin/${w.secret.pin.id}/repin/`,
		{ ...secretPage(), ...loginFirst },
	),
	page(
		'GET /pin/[segment]/sent',
		'the sent page of the secret pin',
		({ w }) => `/pin/${w.secret.pin.id}/sent/`,
		secretPage(),
	),
	page(
		'GET /pin/[segment]/visual-search',
		'visual search from the secret pin',
		({ w }) => `/pin/${w.secret.pin.id}/visual-search/`,
		secretPage(),
	),
	page('GET /policy/privacy', 'the privacy policy', () => '/policy/privacy/', everyone(OK)),
	page(
		'GET /pw/[username]',
		"the owner's password reset link with a forged token",
		({ w }) => `/pw/${w.users.owner.username}/?t=forged`,
		everyone(pageStatus(400)),
	),
	page('GET /request-data', 'the data export page', () => '/request-data', signedInPage()),
	page(
		'GET /search',
		'the old search address',
		() => '/search/?q=kitchen',
		everyone(redirect(/^\/search\/pins\//, 301)),
	),
	page(
		'GET /search/[scope]',
		'search pins for the canary token',
		({ w }) => `/search/pins/?q=${w.canaries.token}`,
		everyone(OK),
	),
	page(
		'GET /settings',
		'the settings root',
		() => '/settings',
		cells(redirect(/^\/settings\/profile$/), { limited: TO_LIMITED_LOGIN }),
	),
	page('GET /settings/account', 'account settings', () => '/settings/account', signedInPage()),
	page(
		'GET /settings/notifications',
		'notification settings',
		() => '/settings/notifications',
		signedInPage(),
	),
	page('GET /settings/privacy', 'privacy settings', () => '/settings/privacy', signedInPage()),
	page('GET /settings/profile', 'profile settings', () => '/settings/profile', signedInPage()),
	page('GET /settings/security', 'security settings', () => '/settings/security', signedInPage()),
	page('GET /shopping', 'the shopping page', () => '/shopping/', everyone(OK)),
	page(
		'GET /shopping/[category]/[id]',
		'kitchen products (public and secret product pins are tagged)',
		({ w }) => `/shopping/kitchen/${w.interest.id}/`,
		everyone(OK),
	),
	page(
		'GET /signup',
		'the sign-up page',
		() => '/signup',
		cells(home, { anonymous: OK, suspended: OK, limited: OK }),
	),
	page('GET /today', 'Today', () => '/today/', everyone(OK)),
	page(
		'GET /today/[kind]/[slug]/[id]',
		'the Today article drawn from the kitchen interest',
		() => '/today/article/small-kitchen-tricks/7303/',
		everyone(OK),
	),
	page(
		'GET /today/popular/[interest]/[id]',
		'popular kitchen pins on Today (public and secret pins are tagged)',
		({ w }) => `/today/popular/kitchen/${w.interest.id}/`,
		everyone(OK),
	),
	page('GET /topics/[interest]', 'the kitchen topic page', () => '/topics/kitchen/', everyone(OK)),
	page('GET /tv', 'the videos feed', () => '/tv/', everyone(OK)),
	page(
		'GET /tv/[pin_id]',
		'the watch page of the secret video pin',
		({ w }) => `/tv/${w.secret.videoPin.id}/`,
		secretPage(),
	),
	page('GET /videos', 'the videos page', () => '/videos/', everyone(OK)),
	page(
		'GET /videos/[category]/[id]',
		'kitchen videos (public and secret video pins are tagged)',
		({ w }) => `/videos/kitchen/${w.interest.id}/`,
		everyone(OK),
	),
];
