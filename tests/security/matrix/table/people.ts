import { secretBoardFixture, strangerFixture } from '../fixtures.ts';
import { denied, NOT_FOUND, OK } from '../outcomes.ts';
import { everyone, signedIn } from '../presets.ts';
import type { Row } from '../row.ts';
import { resource } from '../row-kinds.ts';

/**
 * People: profiles, follows, blocks and the user model. Profiles are public, but what they list
 * is filtered for the viewer (the secret board and its pins for members only, the owner's email
 * for the owner only: the leak check of every answer holds them to it).
 */
export const PEOPLE_ROWS: Row[] = [
	resource('UserFollowResource.create', {
		does: 'follow a new account',
		fixture: strangerFixture,
		options: ({ fx }) => ({ user_id: fx.user! }),
		expect: signedIn(OK),
	}),
	resource('UserFollowResource.delete', {
		does: 'unfollow a new account',
		fixture: strangerFixture,
		options: ({ fx }) => ({ user_id: fx.user! }),
		expect: signedIn(OK),
	}),
	resource('UserBlockResource.create', {
		does: 'block a new account',
		fixture: strangerFixture,
		options: ({ fx }) => ({ user_id: fx.user! }),
		expect: signedIn(OK),
	}),
	resource('UserBlockResource.delete', {
		does: 'unblock a new account',
		fixture: strangerFixture,
		options: ({ fx }) => ({ user_id: fx.user! }),
		expect: signedIn(OK),
	}),
	resource('UserFollowersResource.get', {
		does: "the followers of the limited account's private profile (its own, but a limited login)",
		options: ({ w }) => ({ username: w.users.limited.username }),
		expect: everyone(denied(403, 'ProfilePrivate')),
	}),
	resource('UserFollowingResource.get', {
		does: "whom the limited account's private profile follows (its own, but a limited login)",
		options: ({ w }) => ({ username: w.users.limited.username }),
		expect: everyone(denied(403, 'ProfilePrivate')),
	}),
	resource('ProfilePinsResource.get', {
		does: "the owner's saved pins (secret ones for members only)",
		options: ({ w }) => ({ username: w.users.owner.username, tab: 'saved' }),
		expect: everyone(OK),
	}),
	resource('ProfileBoardsResource.get', {
		does: "the owner's profile boards (the secret one for members only)",
		options: ({ w }) => ({ username: w.users.owner.username }),
		expect: everyone(OK),
	}),
	resource('UserResource.get', {
		does: 'the owner (email and private fields for the owner only)',
		options: ({ w }) => ({ username: w.users.owner.username }),
		expect: everyone(OK),
	}),
	resource('UserStateResource.create', {
		does: "set QUICK_SAVES_BOARD_ID to the owner's secret board (the owner's own boards only)",
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ state: 'QUICK_SAVES_BOARD_ID', value: fx.board! }),
		expect: { ...signedIn(NOT_FOUND), owner: OK },
	}),
];
