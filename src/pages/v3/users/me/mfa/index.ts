import { z } from 'zod';
import {
	confirmMfaSetup,
	mfaStatus,
	startMfaSetup,
} from '~/lib/identity/auth/mfa/mfa.service.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/** `GET /v3/users/me/mfa/`: whether MFA is on and how many unused backup codes are left. */
export const GET = restRoute({
	auth: 'required',
	input: z.object({}),
	async run({ db, viewer }) {
		return { data: await mfaStatus(db, viewer!.id) };
	},
});

/**
 * `POST /v3/users/me/mfa/` `{password}`: starts setup; answers `{secret, otpauth_url, qr_svg}`
 * for the authenticator app. MFA is not on until `PUT` confirms a code.
 */
export const POST = restRoute({
	auth: 'required',
	input: z.object({ password: z.string().min(1).max(1024) }),
	async run({ db, viewer }, input) {
		return { data: await startMfaSetup(db, viewer!, input.password) };
	},
});

/**
 * `PUT /v3/users/me/mfa/` `{code}`: confirms setup with a code from the app. Answers
 * `{enabled: true, backup_codes}`: the ten backup codes are shown this once. The session token
 * is rotated (privilege change) and every other session of the account ends.
 */
export const PUT = restRoute({
	auth: 'required',
	input: z.object({ code: z.string().trim().min(1).max(32) }),
	async run({ db, viewer, cookies }, input) {
		return { data: await confirmMfaSetup({ db, viewer: viewer!, cookies }, input.code) };
	},
});
