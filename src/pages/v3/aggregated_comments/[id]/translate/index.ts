import { z } from 'zod';
import { restRoute } from '~/lib/platform/http/rest.server.ts';
import { translateCommentForApi } from '~/lib/social/comments/translate-comment.operation.server.ts';

/**
 * CMT-06 `GET /v3/aggregated_comments/{id}/translate/?language=xx` → the translated text. No
 * translator configured (`TRANSLATE_URL`): `TranslationUnavailable`.
 */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({
		language: z
			.string()
			.regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'a language code such as de or pt-BR')
			.default('en'),
	}),
	async run({ db, readerId, params }, o) {
		return { data: await translateCommentForApi(db, readerId, params.id ?? '', o.language) };
	},
});
