import { z } from 'zod';
import { recordLandingSignalForApi } from '~/lib/identity/auth/landing-signal.operation.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

const pages = z.array(z.string().max(2048)).max(50);

/**
 * `POST /v3/orientation/user_landing_signals/` (AUTH-09, API-27): what a visitor looked at before
 * registering (`is_register`) or logging back in. `unauth_visited_pages` is a list of at most 50
 * paths of at most 2048 characters, sent as a JSON list or as JSON text of one (form posts).
 */
export const POST = restRoute({
	auth: 'required',
	input: z.object({
		is_register: z
			.union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
			.transform((v) => v === true || v === 'true' || v === '1'),
		unauth_visited_pages: z
			.union([
				pages,
				z
					.string()
					.max(110_000)
					.transform((text, ctx) => {
						try {
							return JSON.parse(text) as unknown;
						} catch {
							ctx.addIssue({ code: 'custom', message: 'Must be a JSON list of paths.' });
							return z.NEVER;
						}
					})
					.pipe(pages),
			])
			.default([]),
	}),
	async run({ db, viewer }, input) {
		const signal = { isRegister: input.is_register, pages: input.unauth_visited_pages };
		return { data: await recordLandingSignalForApi(db, viewer.id, signal) };
	},
});
