import { AppError } from '../http/errors.ts';
import type { AccountOwnerProof } from './confirm-account-owner.server.ts';

/** The password and passcode fields of the close and deactivate forms. */
export async function readAccountProof(request: Request): Promise<AccountOwnerProof> {
	let form: FormData;
	try {
		form = await request.formData();
	} catch {
		return { password: '' };
	}
	const password = String(form.get('password') ?? '').slice(0, 1024);
	const passcode = String(form.get('passcode') ?? '')
		.trim()
		.slice(0, 16);
	return passcode ? { password, passcode } : { password };
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
