import { makeInterest } from '../fixtures.ts';
import { OK } from '../outcomes.ts';
import { everyone, signedIn } from '../presets.ts';
import type { Row } from '../row.ts';
import { resource } from '../row-kinds.ts';

/**
 * Discovery: search, typeahead, the home feed and interests. Everyone may read them; the leak
 * check of every answer holds them to the one visibility rule (secret pins and boards for
 * members only, the owner's recent searches for the owner only).
 */
export const DISCOVERY_ROWS: Row[] = [
	resource('BaseSearchResource.get', {
		does: 'search pins for the canary token',
		options: ({ w }) => ({ query: w.canaries.token }),
		expect: everyone(OK),
	}),
	resource('SearchTabResource.get', {
		does: 'the search tabs for the canary token',
		options: ({ w }) => ({ query: w.canaries.token }),
		expect: everyone(OK),
	}),
	resource('AdvancedTypeaheadResource.get', {
		does: 'typeahead for "canary" (recent searches, boards, people)',
		options: () => ({ term: 'canary' }),
		expect: everyone(OK),
	}),
	resource('UserHomefeedResource.get', {
		does: 'the home feed',
		options: () => ({}),
		expect: everyone(OK),
	}),
	resource('InterestResource.get', {
		does: 'the interest that tags public and secret pins',
		options: ({ w }) => ({ interest_id: w.interest.id }),
		expect: everyone(OK),
	}),
	resource('InterestFollowResource.create', {
		does: 'follow an interest',
		fixture: makeInterest,
		options: ({ fx }) => ({ interest_id: fx.interest! }),
		expect: signedIn(OK),
	}),
	resource('InterestFollowResource.delete', {
		does: 'unfollow an interest',
		fixture: makeInterest,
		options: ({ fx }) => ({ interest_id: fx.interest! }),
		expect: signedIn(OK),
	}),
	resource('InterestFollowingResource.get', {
		does: 'the interests the caller follows',
		options: () => ({}),
		expect: signedIn(OK),
	}),
	resource('UpdateFollowedInterestsResource.update', {
		does: 'follow an interest in a batch',
		fixture: makeInterest,
		options: ({ fx }) => ({ updated_interest_follows: { [fx.interest!]: true } }),
		expect: signedIn(OK),
	}),
];
