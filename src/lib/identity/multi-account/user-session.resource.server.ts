import { z } from 'zod';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { logInWithCredentials } from '../auth/login.service.server.ts';
import { logOut } from '../auth/logout.service.server.ts';
import { storedAccountsMap } from './stored-accounts.service.server.ts';
import { switchAccount } from './switch.service.server.ts';

const id = z.string().refine(isId, 'Must be a numeric id.');

/**
 * `UserSessionResource`: create logs in (AUTH-01), lists the browser's stored accounts
 * (`session_accounts`, AUTH-10) or switches account (`switch_account`, `business_id`/`owner_id`,
 * MAS-03, MAS-07); delete logs out (AUTH-12, AUTH-15).
 */
export const userSessionResource = defineResource({
	name: 'UserSessionResource',
	create: action({
		auth: 'optional',
		options: z.object({
			username_or_email: z.string().trim().max(254).optional(),
			password: z.string().max(1024).optional(),
			mfa_token: z.string().trim().max(64).optional(),
			mfa_resend: z.boolean().optional(),
			facebook_id: z.string().max(4096).optional(),
			google_open_id_token: z.string().max(4096).optional(),
			line_id_token: z.string().max(4096).optional(),
			sso_id_token: z.string().max(4096).optional(),
			qr_token: z.string().max(4096).optional(),
			session_accounts: z.boolean().optional(),
			switch_account: id.optional(),
			get_user: z.boolean().optional(),
			business_id: id.optional(),
			owner_id: id.optional(),
		}),
		async run(ctx, options) {
			if (options.session_accounts) return { data: await storedAccountsMap(ctx) };
			if (options.switch_account || options.business_id || options.owner_id) {
				return { data: await switchAccount(ctx, options) };
			}
			const thirdParty = (
				[
					'facebook_id',
					'google_open_id_token',
					'line_id_token',
					'sso_id_token',
					'qr_token',
				] as const
			).find((k) => options[k] !== undefined);
			if (thirdParty) {
				throw new AppError('InvalidOptions', {
					detail: `Signing in with \`${thirdParty}\` is not available here. Use your email or username and password.`,
				});
			}
			if (!options.username_or_email || !options.password) {
				throw new AppError('InvalidOptions', {
					detail: 'Send `username_or_email` and `password`.',
				});
			}
			return {
				data: await logInWithCredentials(ctx, {
					usernameOrEmail: options.username_or_email,
					password: options.password,
					mfaToken: options.mfa_token,
					mfaResend: options.mfa_resend ?? false,
				}),
			};
		},
	}),
	delete: action({
		auth: 'optional',
		options: z.object({
			/** AUTH-12: the client disables its auth-failure redirect; accepted and ignored here. */
			disable_auth_failure_redirect: z.boolean().optional(),
		}),
		async run(ctx) {
			return { data: await logOut(ctx) };
		},
	}),
});
