import { DEMO_USERNAME } from '../helpers/demo.ts';
import { type Kind, pseudoSweep } from '../helpers/pseudo-sweep.ts';

/**
 * Issue 27: every page kind a visitor (signed out) can open, in the pseudo-locale; no text
 * outside the catalogue (tests/e2e/helpers/pseudo-sweep.ts). Signed-in pages are in
 * `pseudo-locale-signed-in.spec.ts`, islands and dialogs in `pseudo-locale-islands.spec.ts`.
 */
const KINDS: Kind[] = [
	{ name: 'home (visitor)', path: () => '/' },
	{ name: 'closeup (visitor)', path: (u) => u.pin },
	{ name: 'closeup: more like this', path: (u) => `${u.pin}more/` },
	{ name: 'closeup: visual search', path: (u) => `${u.pin}visual-search/` },
	{ name: 'closeup: report (no script)', path: (u) => `${u.pin}feedback/` },
	{ name: 'closeup: sent', path: (u) => `${u.pin}sent/` },
	{ name: 'closeup (AMP)', path: (u) => `/amp${u.pin}` },
	{ name: 'board (visitor)', path: (u) => u.board },
	{ name: 'board section (visitor)', path: (u) => u.section },
	{ name: 'profile', path: () => `/${DEMO_USERNAME}/_saved/` },
	{ name: 'profile created', path: () => `/${DEMO_USERNAME}/_created/` },
	{ name: 'search pins', path: () => '/search/pins/?q=kitchen' },
	{ name: 'search boards', path: () => '/search/boards/?q=kitchen' },
	{ name: 'search people', path: () => '/search/people/?q=anna' },
	{ name: 'search (nothing found)', path: () => '/search/pins/?q=qzxjvw' },
	{ name: 'search (no query)', path: () => '/search/pins/' },
	{ name: 'ideas', path: () => '/ideas/' },
	{ name: 'interest', path: (u) => u.interest },
	{ name: 'interest (menu link, redirected)', path: () => '/ideas/art/' },
	{ name: 'topic', path: () => '/topics/home-decor/' },
	{ name: 'today', path: () => '/today/' },
	{ name: 'today article', path: (u) => u.todayArticle },
	{ name: 'today popular', path: (u) => u.todayPopular },
	{ name: 'shopping', path: () => '/shopping/' },
	{ name: 'shopping category', path: (u) => u.shoppingCategory },
	{ name: 'videos', path: () => '/videos/' },
	{ name: 'videos category', path: (u) => u.videoCategory },
	{ name: 'tv', path: () => '/tv/' },
	{ name: 'privacy policy', path: () => '/policy/privacy' },
	{ name: 'login', path: () => '/login' },
	{ name: 'sign-up', path: () => '/signup' },
	{ name: 'password reset', path: () => '/password/reset/' },
	{ name: 'parental passcode link', path: () => '/parental-passcode/verify/', status: 400 },
	{
		name: 'offsite (unsigned link)',
		path: () => '/offsite/?url=https%3A%2F%2Fexample.com%2F',
		status: 400,
	},
	{ name: 'email verification error', path: () => '/email_verification_error/', status: 400 },
	{ name: 'email subscription (bad link)', path: () => '/email/subscription/', status: 400 },
	{ name: 'email change undo (bad link)', path: () => '/email/undo-change/', status: 400 },
	{ name: 'password page (bad link)', path: () => `/pw/${DEMO_USERNAME}/`, status: 400 },
	{ name: '404', path: () => '/no-such-page/at-all/here/', status: 404 },
	{ name: '500 page', path: () => '/500/', status: 500 },
	{ name: 'last-resort error page', path: () => '/panic/' },
	{ name: 'CSRF error', path: () => '/csrf_error/', status: 403 },
];

pseudoSweep('pages for visitors', KINDS, false);
