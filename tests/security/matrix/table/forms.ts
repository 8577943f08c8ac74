import { randomUUID } from 'node:crypto';
import { FULL_LOGINS } from '../actors.ts';
import { secretBoardFixture, strangerFixture, twoSecretBoardsFixture } from '../fixtures.ts';
import { OK, PAGE_404, pageStatus, redirect, TO_LOGIN } from '../outcomes.ts';
import { cells, everyone } from '../presets.ts';
import type { CallContext, Row } from '../row.ts';
import { route } from '../row-kinds.ts';

/**
 * Page forms (`POST` to pages), the no-JavaScript twins of API actions. Pages never answer in
 * the envelope: refusals are the login page, the 404 page, or the form again with a 4xx
 * status. A limited login posting a form is sent to log in by the page (the middleware's LIM
 * redirect is for `GET`s).
 */
const loginFirst = { anonymous: TO_LOGIN, suspended: TO_LOGIN, limited: TO_LOGIN } as const;
const home = redirect(/^\/$/);

const form = (
	endpoint: string,
	spec: Omit<Parameters<typeof route>[1], 'form' | 'path'> & {
		path: (ctx: CallContext) => string;
		fields: (ctx: CallContext) => Record<string, string>;
	},
) => route(endpoint, { ...spec, form: spec.fields, write: true });

export const FORM_ROWS: Row[] = [
	form('POST /board/[id]/edit', {
		does: 'delete a secret board from its edit page',
		fixture: secretBoardFixture,
		path: ({ fx }) => `/board/${fx.board}/edit/`,
		fields: () => ({ intent: 'delete', confirm: '1' }),
		expect: cells(PAGE_404, { owner: redirect(/^\/[a-z0-9_]+\/$/), ...loginFirst }),
	}),
	form('POST /board/create', {
		does: 'create a board from the page form',
		path: () => '/board/create/',
		fields: () => ({ name: 'Form board' }),
		expect: cells(redirect(/^\/[a-z0-9_]+\/form-board[a-z0-9-]*\/$/), loginFirst),
	}),
	form('POST /close-account', {
		does: "close the caller's account, with a wrong password",
		path: () => '/close-account',
		fields: () => ({ password: 'not-the-password' }),
		expect: cells(pageStatus(403), loginFirst),
	}),
	form('POST /deactivate-account', {
		does: "deactivate the caller's account, with a wrong password",
		path: () => '/deactivate-account',
		fields: () => ({ password: 'not-the-password' }),
		expect: cells(pageStatus(403), loginFirst),
	}),
	form('POST /convert-business', {
		does: 'convert the caller to a business account, with no name',
		path: () => '/convert-business',
		fields: () => ({ business_name: '' }),
		// The owner owns a business and the business is one: neither may convert; the page says so.
		expect: cells(pageStatus(400), { owner: OK, business: OK, ...loginFirst }),
		unchangedFor: ['owner', 'business'],
	}),
	form('POST /convert-personal', {
		does: 'convert the caller to a personal account (nobody here is an unlinked business)',
		path: () => '/convert-personal',
		fields: () => ({}),
		// The page only says who may convert: the post changes nothing for anyone here.
		expect: cells(OK, loginFirst),
		unchangedFor: FULL_LOGINS,
	}),
	form('POST /create-business', {
		does: 'create a linked business with no name',
		path: () => '/create-business',
		fields: () => ({ business_name: '' }),
		// A business cannot own businesses: its form is not taken at all.
		expect: cells(pageStatus(400), { business: OK, ...loginFirst }),
		unchangedFor: ['business'],
	}),
	form('POST /edit', {
		does: 'unfollow a new account from the home feed tuner',
		fixture: strangerFixture,
		path: () => '/edit',
		fields: ({ fx }) => ({ kind: 'user', id: fx.user! }),
		expect: cells(redirect(/^\/edit\?updated=1$/), loginFirst),
	}),
	form('POST /email/confirm-change', {
		does: 'confirm an email change with a forged token',
		path: () => '/email/confirm-change',
		fields: () => ({ t: 'forged' }),
		expect: cells(pageStatus(400), loginFirst),
	}),
	form('POST /email/undo-change', {
		does: "undo an email change and lock the owner's account with a forged token",
		path: () => '/email/undo-change',
		fields: () => ({ t: 'forged-undo-token-that-is-long-enough' }),
		expect: everyone(pageStatus(400)),
	}),
	form('POST /email/subscription', {
		does: "change the owner's switches with a forged unsubscribe token",
		path: () => '/email/subscription',
		fields: () => ({ token: 'forged.token', news_tips: 'off' }),
		expect: everyone(pageStatus(400)),
	}),
	form('POST /invited', {
		does: 'accept an invite to a secret board that was never sent to them',
		fixture: secretBoardFixture,
		path: () => '/invited',
		fields: ({ fx }) => ({ board_id: fx.board!, decision: 'accept' }),
		expect: cells(pageStatus(404), { collaborator: redirect(/\?joined=1$/), ...loginFirst }),
	}),
	form('POST /login', {
		does: 'log in to an account that does not exist',
		path: () => '/login',
		fields: ({ actor }) => ({
			username_or_email: `nobody-${actor}-${randomUUID().slice(0, 6)}@example.test`,
			password: 'not-the-password',
		}),
		expect: cells(home, {
			anonymous: pageStatus(401),
			suspended: pageStatus(401),
			limited: pageStatus(401),
		}),
	}),
	form('POST /organize/repin', {
		does: "move the owner's pin of a secret board into its section",
		fixture: secretBoardFixture,
		path: ({ fx }) => `/organize/repin/?board_id=${fx.board}`,
		fields: ({ fx }) => ({ pin_ids: fx.pin!, target: `${fx.board}:${fx.section}` }),
		expect: cells(PAGE_404, {
			owner: redirect(/^\/[a-z0-9_]+\/[a-z0-9-]+\/$/),
			collaborator: redirect(/^\/[a-z0-9_]+\/[a-z0-9-]+\/$/),
			...loginFirst,
		}),
	}),
	form('POST /parental-passcode/verify', {
		does: 'confirm a passcode backup email with a forged token',
		path: () => '/parental-passcode/verify',
		fields: () => ({ t: 'forged' }),
		expect: everyone(pageStatus(400)),
	}),
	form('POST /password/reset', {
		does: 'ask for a reset link for an address with no account',
		path: () => '/password/reset',
		fields: ({ actor }) => ({ username_or_email: `nobody-${actor}@example.test` }),
		expect: everyone(OK),
	}),
	form('POST /pin/[segment]/feedback', {
		does: 'send feedback on a pin of a secret board',
		fixture: secretBoardFixture,
		path: ({ fx }) => `/pin/${fx.pin}/feedback/`,
		fields: () => ({ reason: 'spam' }),
		expect: cells(PAGE_404, {
			owner: redirect(/\/feedback\/\?thanks=1$/),
			collaborator: redirect(/\/feedback\/\?thanks=1$/),
		}),
	}),
	form('POST /pin/[segment]/repin', {
		does: 'save a pin of a secret board to another secret board of the owner',
		fixture: twoSecretBoardsFixture,
		path: ({ fx }) => `/pin/${fx.pin}/repin/`,
		fields: ({ fx }) => ({ target: fx.target! }),
		expect: cells(PAGE_404, {
			owner: redirect(/\/repin\/\?saved=\d+$/),
			collaborator: redirect(/\/repin\/\?saved=\d+$/),
			...loginFirst,
		}),
	}),
	form('POST /pw/[username]', {
		does: "set the owner's password with a forged reset token",
		path: ({ w }) => `/pw/${w.users.owner.username}/`,
		fields: () => ({
			t: 'forged',
			password: 'matrix-new-password-1',
			confirm: 'matrix-new-password-1',
		}),
		expect: everyone(pageStatus(400)),
	}),
	form('POST /signup', {
		does: 'sign up with an invalid email',
		path: () => '/signup',
		fields: () => ({
			email: 'not-an-email',
			password: 'matrix-signup-password-1',
			birthday: '1990-01-01',
		}),
		expect: cells(home, {
			anonymous: pageStatus(400),
			suspended: pageStatus(400),
			limited: pageStatus(400),
		}),
	}),
];
