import { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { interestIdOption } from './interest-options.ts';
import {
	getInterestById,
	getInterestBySlug,
	getSubInterests,
	topicAnswers,
} from './interests.service.server.ts';

/**
 * `InterestResource` get (FED-08): one interest by `interest_id` or by `slug`, as a topic
 * (FED-10: `id`, `is_followed`, plus name, url, image and counts) with its sub-interests
 * (`sub_interests`, topics without pictures). Unknown: `InterestNotFound`.
 */
export const interestResource = defineResource({
	name: 'InterestResource',
	get: action({
		auth: 'optional',
		options: z.object({
			interest_id: interestIdOption.optional(),
			/** The interest's slug (`home-decor`), instead of its id. */
			slug: z.string().max(80).optional(),
			field_set_key: z.string().max(50).optional(),
		}),
		async run({ db, viewer }, options) {
			if ((options.interest_id === undefined) === (options.slug === undefined)) {
				throw new AppError('InvalidOptions', {
					detail: 'Send one of `interest_id` or `slug`.',
				});
			}
			const interest =
				options.interest_id !== undefined
					? await getInterestById(db, options.interest_id)
					: await getInterestBySlug(db, (options.slug ?? '').toLowerCase());
			if (!interest) throw new AppError('InterestNotFound');
			const children = await getSubInterests(db, [interest.id]);
			const [topic, subs] = await Promise.all([
				topicAnswers(db, [interest], viewer, { withImages: true }),
				topicAnswers(db, children, viewer, { withImages: false }),
			]);
			return { data: { ...topic[0], sub_interests: subs } };
		},
	}),
});
