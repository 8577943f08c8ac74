import { atom } from 'nanostores';
import authReauth from '~/messages/auth-reauth/index.ts';
import { ApiError, callResource } from '../../../../platform/client/api.ts';

/**
 * The "Confirm it's you" modal: any island whose change the server answered `ReauthRequired`
 * opens it through `sendWithReauth`; the `ReauthModal` island (mounted once per settings page)
 * renders it. It asks for the password, and a code from the authenticator app when the account
 * (or, for a linked business, its owner) has MFA on, then calls `UserReauthResource`.
 */
export interface ReauthModalState {
	/** Changes on every opening; the island keys its fields on it so they start empty. */
	id: number;
	/** Ask for an authenticator or backup code as well. */
	mfa: boolean;
	/** True while the proof is being checked. */
	pending: boolean;
	/** The server's refusal, shown inside the modal. */
	error: string | null;
	/** Settles the opening: true once re-authenticated, false when dismissed. */
	settle: (done: boolean) => void;
}

export const $reauthModal = atom<ReauthModalState | null>(null);

let nextId = 1;

/** Errors the modal shows and stays open for; any other closes it and fails the change. */
const MODAL_ERRORS = new Set([
	'PasswordIncorrect',
	'MfaRequired',
	'MfaInvalid',
	'RateLimited',
	'LoginRateLimited',
]);

/** Opens the modal; resolves true once the session is re-authenticated, false if dismissed. */
function askForReauth(mfa: boolean): Promise<boolean> {
	dismissReauthModal();
	return new Promise((resolve) => {
		$reauthModal.set({ id: nextId++, mfa, pending: false, error: null, settle: resolve });
	});
}

/** Closes the modal without re-authenticating. */
export function dismissReauthModal(): void {
	const state = $reauthModal.get();
	if (!state) return;
	$reauthModal.set(null);
	state.settle(false);
}

/** Sends the proof; closes the modal on success, shows the refusal otherwise. */
export async function submitReauth(password: string, mfaCode: string): Promise<void> {
	const state = $reauthModal.get();
	if (!state || state.pending) return;
	$reauthModal.set({ ...state, pending: true, error: null });
	try {
		await callResource('UserReauthResource', 'create', {
			password,
			...(mfaCode.trim() ? { mfa_code: mfaCode.trim() } : {}),
		});
	} catch (error) {
		if ($reauthModal.get()?.id !== state.id) return;
		const known = error instanceof ApiError && MODAL_ERRORS.has(error.code);
		$reauthModal.set({
			...state,
			pending: false,
			mfa: state.mfa || (error instanceof ApiError && error.code === 'MfaRequired'),
			error: known ? (error as ApiError).message : authReauth().checkFailed(),
		});
		return;
	}
	if ($reauthModal.get()?.id !== state.id) return;
	$reauthModal.set(null);
	state.settle(true);
}

/** How a change ended: done with the server's answer, or the user closed the modal. */
export type ReauthOutcome<T> = { status: 'done'; value: T } | { status: 'cancelled' };

/**
 * Runs `send()`; when the server answers `ReauthRequired`, asks the person to confirm it's them
 * and sends again once (a second `ReauthRequired` rejects). Rejects with any other error.
 */
export async function sendWithReauth<T>(
	send: () => Promise<T>,
	ask: (mfa: boolean) => Promise<boolean> = askForReauth,
): Promise<ReauthOutcome<T>> {
	try {
		return { status: 'done', value: await send() };
	} catch (error) {
		if (!(error instanceof ApiError && error.code === 'ReauthRequired')) throw error;
		if (!(await ask(error.extra.mfa_required === true))) return { status: 'cancelled' };
	}
	return { status: 'done', value: await send() };
}
