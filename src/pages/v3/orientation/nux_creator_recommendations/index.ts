import { z } from 'zod';
import { nuxCreatorRecommendations } from '~/lib/discovery/interests/creator-recommendations.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `GET /v3/orientation/nux_creator_recommendations/` (FED-09): people to follow during
 * onboarding, from the viewer's followed interests (every category when they follow none).
 */
export const GET = restRoute({
	auth: 'required',
	input: z.object({
		page_size: z.coerce.number().int().min(1).max(50).optional(),
		fields: z.string().max(2000).optional(),
	}),
	async run({ db, viewer }, input) {
		return { data: await nuxCreatorRecommendations(db, viewer.id, input.page_size ?? 12) };
	},
});
