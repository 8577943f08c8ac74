import { z } from 'zod';
import { definePersistedQuery } from '../../platform/http/persisted-query.server.ts';
import { loadIdeasHub } from './ideas-hub.server.ts';
import { interestPath } from './interest.ts';

/**
 * SEO-12: the ideas-root interests for the `/ideas` hub: each top-level category with `name`,
 * `url` and `image` (a recent public pin, 236x, or null), and its sub-interests with `name`
 * and `url`. Variables: none.
 */
export const ideasRootInterestsQuery = definePersistedQuery({
	name: 'IdeasRootInterestsQuery',
	variables: z.object({}),
	async run({ db, viewer }) {
		const hub = await loadIdeasHub(db, viewer, 1);
		return {
			interests: hub.map(({ interest, children, image }) => ({
				id: interest.id,
				name: interest.name,
				key: interest.slug,
				url: interestPath(interest),
				image,
				children: children.map((c) => ({
					id: c.id,
					name: c.name,
					key: c.slug,
					url: interestPath(c),
				})),
			})),
		};
	},
});
