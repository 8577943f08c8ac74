import { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { followInterests, unfollowInterests } from './interest-follows.service.server.ts';
import { interestIdOption, interestListOption } from './interest-options.ts';

const options = z.object({
	/** One interest to follow or unfollow. */
	interest_id: interestIdOption.optional(),
	/** Several at once: a list of ids, or one comma-separated string. */
	interest_list: interestListOption.optional(),
});

/** The ids named by exactly one of `interest_id` and `interest_list`; else `InterestTargetRequired`. */
function targets(o: z.infer<typeof options>): { ids: string[]; single: boolean } {
	if (o.interest_id !== undefined && o.interest_list === undefined) {
		return { ids: [o.interest_id], single: true };
	}
	if (o.interest_id === undefined && o.interest_list !== undefined && o.interest_list.length > 0) {
		return { ids: o.interest_list, single: false };
	}
	throw new AppError('InterestTargetRequired');
}

/**
 * `InterestFollowResource` (FED-07): create follows, delete unfollows, `interest_id` or
 * `interest_list`; both idempotent. Answers the topic (`interest_id`) or the list of topics
 * (`interest_list`), with `is_followed` and `follower_count` as they now stand. The client
 * changes its button first and reverts silently when this fails.
 */
export const interestFollowResource = defineResource({
	name: 'InterestFollowResource',
	create: action({
		auth: 'required',
		options,
		async run({ db, viewer }, o) {
			const { ids, single } = targets(o);
			const topics = await followInterests(db, viewer.id, ids);
			return { data: single ? topics[0] : topics };
		},
	}),
	delete: action({
		auth: 'required',
		options,
		async run({ db, viewer }, o) {
			const { ids, single } = targets(o);
			const topics = await unfollowInterests(db, viewer.id, ids);
			return { data: single ? topics[0] : topics };
		},
	}),
});
