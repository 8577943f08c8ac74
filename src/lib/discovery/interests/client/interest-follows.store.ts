import { map } from 'nanostores';
import { callResource } from '../../../platform/client/api.ts';

/**
 * FED-07: the viewer's follow state per interest id, as this page knows it. Every follow button
 * of an interest reads it, so two buttons of one interest never disagree; an id missing here
 * means "as the server rendered it".
 */
export const $interestFollows = map<Record<string, boolean>>({});

/** Which change of each interest is the latest, so an older failure never undoes a newer click. */
const latest = new Map<string, number>();
let sequence = 0;

/**
 * Follows or unfollows `interestId` optimistically: the state changes at once, the request
 * follows, and a failure puts the state back silently (the spec's rule for topic follows),
 * unless the viewer has clicked again meanwhile.
 */
export async function setInterestFollow(interestId: string, follow: boolean): Promise<void> {
	const before = $interestFollows.get()[interestId] ?? !follow;
	const mine = ++sequence;
	latest.set(interestId, mine);
	$interestFollows.setKey(interestId, follow);
	try {
		await callResource('InterestFollowResource', follow ? 'create' : 'delete', {
			interest_id: interestId,
		});
	} catch {
		if (latest.get(interestId) === mine) $interestFollows.setKey(interestId, before);
	}
}
