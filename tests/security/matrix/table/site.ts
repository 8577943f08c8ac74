import {
	makeInterest,
	renewBusinessSession,
	secretBoardFixture,
	sessionFixture,
} from '../fixtures.ts';
import { AUTH, denied, LIMITED, OK, redirect, TO_LIMITED_LOGIN } from '../outcomes.ts';
import { cells, everyone } from '../presets.ts';
import type { Row } from '../row.ts';
import { route } from '../row-kinds.ts';

/**
 * The site's other endpoints: media, sitemaps, robots, health, the upload, the mailed-link
 * handlers, the data export, and the no-JavaScript forms of board pages, interests and logout.
 */
const toLogin = redirect(/^\/login\?next=/);
/**
 * Open to everyone but a limited login: U-26 lists the routes a limited login may open, and
 * these are not on it, so the middleware sends it to log in again (LIM-06).
 */
const notForLimited = cells(OK, { limited: TO_LIMITED_LOGIN });

export const SITE_ROWS: Row[] = [
	route('GET /media/[...key]', {
		does: "the secret pin's image by its random storage key (a capability URL: anyone holding it)",
		path: ({ w }) => `/media/${w.secret.pin.mediaKey}/236x.jpg`,
		expect: everyone(OK),
	}),
	route('GET /sitemap.xml', {
		does: 'the sitemap index',
		path: () => '/sitemap.xml',
		expect: notForLimited,
	}),
	route('GET /sitemaps/[name].xml', {
		does: 'the topics sitemap',
		path: () => '/sitemaps/topics.xml',
		expect: notForLimited,
	}),
	route('GET /sitemaps/today.xml', {
		does: 'the Today sitemap',
		path: () => '/sitemaps/today.xml',
		expect: notForLimited,
	}),
	route('GET /robots.txt', { does: 'robots.txt', path: () => '/robots.txt', expect: everyone(OK) }),
	route('GET /healthz', { does: 'liveness', path: () => '/healthz', expect: everyone(OK) }),
	route('GET /readyz', { does: 'readiness', path: () => '/readyz', expect: everyone(OK) }),
	route('POST /upload-image', {
		does: 'upload an image (without one)',
		path: () => '/upload-image/',
		form: () => ({}),
		expect: cells(denied(400, 'ImageRequired'), {
			anonymous: AUTH,
			suspended: AUTH,
			limited: LIMITED,
		}),
	}),
	route('GET /email/verify', {
		does: 'the verification link with a forged token',
		path: () => '/email/verify/?t=forged',
		expect: everyone(redirect(/^\/email_verification_error$/)),
	}),
	route('GET /request-data/download', {
		does: "download the caller's own data",
		path: () => '/request-data/download',
		expect: cells(OK, { anonymous: toLogin, suspended: toLogin, limited: TO_LIMITED_LOGIN }),
	}),
	route('POST /logout', {
		does: 'log out from the page form (a throwaway session)',
		fixture: sessionFixture,
		after: renewBusinessSession,
		token: ({ fx }) => fx.token ?? null,
		path: () => '/logout',
		form: () => ({}),
		expect: everyone(redirect(/^\/$/)),
	}),
	route('GET /language', {
		does: "the footer's language picker without JavaScript (a preference cookie only)",
		path: () => '/language?lang=de&next=%2Fideas%2F',
		// A page a limited login may not open (U-26), like the others here.
		expect: cells(redirect(/^\/ideas\/$/), { limited: TO_LIMITED_LOGIN }),
	}),
	route('POST /language', {
		does: "the language picker's form (a preference cookie only)",
		path: () => '/language',
		form: () => ({ lang: 'ja', next: '/ideas/' }),
		expect: everyone(redirect(/^\/ideas\/$/)),
	}),
	route('POST /board/actions', {
		does: "the board page's add-section form on a secret board",
		fixture: secretBoardFixture,
		path: () => '/board/actions/',
		form: ({ fx }) => ({
			action: 'add-section',
			board_id: fx.board!,
			title: 'Form section',
			back: '/',
		}),
		expect: cells(redirect(/^\/\?error=NotFound$/), {
			owner: redirect(/^\/$/),
			collaborator: redirect(/^\/\?error=Forbidden$/),
			anonymous: toLogin,
			limited: toLogin,
			suspended: toLogin,
		}),
	}),
	route('POST /ideas/follow', {
		does: "the interest page's follow form",
		fixture: makeInterest,
		path: () => '/ideas/follow/',
		form: ({ fx }) => ({ action: 'follow', interest_id: fx.interest!, back: '/ideas/' }),
		expect: cells(redirect(/^\/ideas\/$/), {
			anonymous: toLogin,
			limited: toLogin,
			suspended: toLogin,
		}),
	}),
];
