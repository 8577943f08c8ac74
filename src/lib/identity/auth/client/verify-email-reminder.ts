import authVerifyEmail from '~/messages/auth-verify-email/index.ts';
import { ApiError, callRest } from '../../../platform/client/api.ts';

/** Remembers, for this browser session, that the reminder was dismissed. */
const VERIFY_EMAIL_DISMISSED_KEY = 'cb_verify_email_dismissed';

/**
 * AUTH-21: the email-verification reminder (`VerifyEmailReminder.astro`). Opens as a modal dialog
 * unless dismissed earlier in this browser session. 'Resend email' sends
 * `POST /v3/users/email/verify/resend/` and becomes a disabled 'Email sent'; 'Got it' (or
 * Escape) closes it for the session.
 */
export function initVerifyEmailReminder(dialog: HTMLDialogElement): void {
	let dismissed = false;
	try {
		dismissed = sessionStorage.getItem(VERIFY_EMAIL_DISMISSED_KEY) === '1';
	} catch {
		// No session storage: show it; 'Got it' still closes it for this page.
	}
	if (dismissed) return;

	const resend = dialog.querySelector<HTMLButtonElement>('[data-verify-resend]')!;
	const error = dialog.querySelector<HTMLElement>('[data-verify-error]')!;

	dialog.addEventListener('close', () => {
		try {
			sessionStorage.setItem(VERIFY_EMAIL_DISMISSED_KEY, '1');
		} catch {
			// See above.
		}
	});
	resend.addEventListener('click', async () => {
		resend.disabled = true;
		error.hidden = true;
		try {
			await callRest('POST', '/v3/users/email/verify/resend/');
			resend.textContent = authVerifyEmail().sent();
		} catch (failure) {
			resend.disabled = false;
			error.textContent =
				failure instanceof ApiError && failure.code ? failure.message : authVerifyEmail().failed();
			error.hidden = false;
		}
	});
	dialog.showModal();
}
