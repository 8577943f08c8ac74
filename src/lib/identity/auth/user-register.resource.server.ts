import { z } from 'zod';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { signUp } from './signup.service.server.ts';

/**
 * `UserRegisterResource` create (AUTH-05, API-21): the sign-up form's credentials and profile,
 * plus what the client knows about the visit. Field contents (email shape, password rules,
 * birthday, username) are checked by `signUp`, so each refusal carries its own error code
 * (U-02) instead of a generic InvalidOptions.
 */
export const userRegisterResource = defineResource({
	name: 'UserRegisterResource',
	create: action({
		auth: 'optional',
		options: z.object({
			email: z.string().max(1024),
			password: z.string().max(1024),
			/** `YYYY-MM-DD`. */
			birthday: z.string().max(32),
			first_name: z.string().max(100).optional(),
			last_name: z.string().max(100).optional(),
			/** Omitted: one is made from the email. */
			username: z.string().max(100).optional(),
			/** ISO country code; omitted: the request's country. */
			country: z
				.string()
				.regex(/^[A-Za-z]{2}$/, 'Must be a 2-letter country code.')
				.optional(),
			locale: z
				.string()
				.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Must be a locale such as en-US.')
				.optional(),
			/** ACC-23: `female`, `male`, `unspecified` or a custom text. */
			gender: z.string().max(100).optional(),
			/** Pages seen before signing up: a list of paths, or JSON text of one. */
			visited_pages: z
				.union([z.array(z.string().max(2048)).max(50), z.string().max(110_000)])
				.optional(),
			referrer: z.string().max(2048).optional(),
			utm_campaign: z.string().max(256).optional(),
			/** CMP-07: required (true) where `complianceRequirements` lists a consent. */
			privacy_disclaimer_acknowledge: z.boolean().optional(),
			/** U-01: any JSON; kept when at most 16 KB, dropped otherwise. */
			user_behavior_data: z.unknown().optional(),
		}),
		async run(ctx, options) {
			return { data: await signUp(ctx, options) };
		},
	}),
});
