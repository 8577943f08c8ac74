import { AppError } from '../../platform/http/errors.ts';
import type { AccountOwnerProof } from './confirm-account-owner.server.ts';

/**
 * The password, MFA code and passcode fields of the close and deactivate forms, with the
 * session that sent them (a recent re-authentication stands in for the code).
 */
export async function readAccountProof(
	request: Request,
	sessionId: string,
): Promise<AccountOwnerProof> {
	let form: FormData;
	try {
		form = await request.formData();
	} catch {
		return { password: '', sessionId };
	}
	const field = (name: string, max: number) =>
		String(form.get(name) ?? '')
			.trim()
			.slice(0, max);
	const password = String(form.get('password') ?? '').slice(0, 1024);
	const passcode = field('passcode', 16);
	const mfaCode = field('mfa_code', 32);
	return {
		password,
		sessionId,
		...(passcode ? { passcode } : {}),
		...(mfaCode ? { mfaCode } : {}),
	};
}

/**
 * What the form page shows for a refusal: the catalogue message (for example
 * `PasswordIncorrect`, `PasscodeRequired`) and its HTTP status. Unexpected errors are rethrown
 * so the error page and the log see them.
 */
export function accountFormFailure(error: unknown): { status: number; message: string } {
	if (error instanceof AppError) return { status: error.status, message: error.message };
	throw error;
}
