import { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { followedInterestsForApi } from './interest-feeds.operation.server.ts';
import { changeInterestFollows, type FollowChange } from './interest-follows.service.server.ts';
import { interestIdOption, pagingOptions } from './interest-options.ts';

/**
 * `InterestFollowingResource` get (FED-08): the interests the viewer follows, newest follow
 * first, as topics (`is_followed` true), paged by `bookmark` (or `bookmarks: [bookmark]`).
 */
export const interestFollowingResource = defineResource({
	name: 'InterestFollowingResource',
	get: action({
		auth: 'required',
		options: z.object(pagingOptions),
		async run({ db, viewer }, o) {
			const paging = { bookmark: o.bookmark ?? o.bookmarks?.[0], pageSize: o.page_size };
			return followedInterestsForApi(db, viewer.id, paging);
		},
	}),
});

/**
 * `updated_interest_follows`: either a map of interest id → followed (`{"123": true}`), or a
 * list of `{interest_id, is_followed}` (or `follow`) entries. Both name the wanted end state.
 */
const updatedFollows = z.union([
	z.record(z.string().max(24), z.boolean()),
	z
		.array(
			z
				.object({
					interest_id: interestIdOption,
					is_followed: z.boolean().optional(),
					follow: z.boolean().optional(),
				})
				.strict(),
		)
		.max(500),
]);

function toChanges(value: z.infer<typeof updatedFollows>): FollowChange[] | null {
	if (!Array.isArray(value)) {
		return Object.entries(value).map(([interestId, follow]) => ({ interestId, follow }));
	}
	const out: FollowChange[] = [];
	for (const entry of value) {
		const follow = entry.is_followed ?? entry.follow;
		if (follow === undefined) return null;
		out.push({ interestId: entry.interest_id, follow });
	}
	return out;
}

/**
 * `UpdateFollowedInterestsResource` update (FED-08): sets the follow state of several interests
 * at once (onboarding, the interests settings), in one transaction; an unknown id changes
 * nothing. `referrer` names where the change came from (`nux`, `settings`, …) and is echoed.
 * Answers `{referrer, interests}` with the changed interests as topics.
 */
export const updateFollowedInterestsResource = defineResource({
	name: 'UpdateFollowedInterestsResource',
	update: action({
		auth: 'required',
		options: z.object({
			referrer: z.string().max(50).optional(),
			updated_interest_follows: updatedFollows,
		}),
		async run({ db, viewer }, o) {
			const changes = toChanges(o.updated_interest_follows);
			if (changes === null) {
				throw new AppError('InvalidOptions', {
					detail: 'Each entry of `updated_interest_follows` needs `is_followed` (true or false).',
				});
			}
			if (changes.length === 0) throw new AppError('InterestTargetRequired');
			const interests = await changeInterestFollows(db, viewer.id, changes);
			return { data: { referrer: o.referrer ?? null, interests } };
		},
	}),
});
