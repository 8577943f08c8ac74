import { ApiError, callResource } from '../../../platform/client/api.ts';
import { sendWithReauth } from '../../auth/reauth/client/reauth-modal.store.ts';
import {
	openPasscodeModal,
	type PasscodeModalMode,
	type PasscodeModalRequest,
	type PasscodeSubmitResult,
} from '../../passcode/client/passcode-modal.store.ts';
import type { SettingsChanges, UserSettingsView } from './settings-view.ts';
import { allChangesStricter } from './stricter-change.ts';

/**
 * SET-05 / PPC-01..03 on the client: a protected change is sent as it is; when the server answers
 * `PasscodeRequired` the passcode modal opens and the change is sent again with `passcode` (validate
 * mode) or `user_confirm_skip_passcode: true` (skip-acknowledge mode, U-30). A wrong or locked
 * passcode is shown inside the modal, which stays open; any other failure closes it and rejects.
 */

/** What is added to the request on the second try. */
export type PasscodeExtra = { passcode: string } | { user_confirm_skip_passcode: true };

/** How a save ended: saved with the server's answer, or the user closed the passcode modal. */
export type PasscodeOutcome<T> = { status: 'done'; value: T } | { status: 'cancelled' };

export interface SendWithPasscodeOptions {
	/** The modal's first mode: `skip` only when every change is stricter (U-30). */
	mode: PasscodeModalMode;
	/** Opens the modal; tests pass a fake. */
	openModal?: (request: PasscodeModalRequest) => void;
}

/** Errors the modal shows under its input (PPC-03) instead of closing. */
const MODAL_ERRORS = new Set(['PasscodeIncorrect', 'PasscodeLocked']);

/**
 * Runs `send({})`; on `PasscodeRequired` asks for the passcode and runs `send(extra)` until it
 * succeeds, fails with a non-passcode error (rejects), or the user closes the modal (cancelled).
 */
export async function sendWithPasscode<T>(
	send: (extra: PasscodeExtra | Record<string, never>) => Promise<T>,
	{ mode, openModal = openPasscodeModal }: SendWithPasscodeOptions,
): Promise<PasscodeOutcome<T>> {
	try {
		return { status: 'done', value: await send({}) };
	} catch (error) {
		if (!(error instanceof ApiError && error.code === 'PasscodeRequired')) throw error;
	}
	return new Promise((resolve, reject) => {
		openModal({
			mode,
			onDismiss: () => resolve({ status: 'cancelled' }),
			onSubmit: async (passcode): Promise<PasscodeSubmitResult> => {
				const extra: PasscodeExtra =
					passcode === null ? { user_confirm_skip_passcode: true } : { passcode };
				try {
					resolve({ status: 'done', value: await send(extra) });
					return { close: true };
				} catch (error) {
					if (error instanceof ApiError && MODAL_ERRORS.has(error.code)) {
						return { close: false, error: error.message };
					}
					// The server would not let this change skip the passcode: ask for it instead.
					if (error instanceof ApiError && error.code === 'PasscodeRequired') {
						return passcode === null
							? { close: false, error: null, mode: 'validate' }
							: { close: false, error: error.message };
					}
					reject(error);
					return { close: true };
				}
			},
		});
	});
}

export interface SaveSettingsOptions {
	/** The saved values the changes are compared with to choose the modal's mode. */
	current?: Partial<UserSettingsView>;
	/** Sends one `UserSettingsResource` update; tests pass a fake. */
	call?: (options: Record<string, unknown>) => Promise<UserSettingsView>;
	openModal?: (request: PasscodeModalRequest) => void;
	/** Asks the person to re-authenticate (`askForReauth`); tests pass a fake. */
	askReauth?: (mfa: boolean) => Promise<boolean>;
}

function updateSettings(options: Record<string, unknown>): Promise<UserSettingsView> {
	return callResource<UserSettingsView>('UserSettingsResource', 'update', options);
}

/**
 * Saves settings changes (SET-05). A new email or username first asks the person to confirm
 * it's them when the server answers `ReauthRequired`, then the passcode when it answers
 * `PasscodeRequired`. Resolves with the server's settings, or `cancelled` when the user closed
 * either modal; rejects with the `ApiError` of any other failure (the caller shows it under the
 * field it concerns).
 */
export async function saveSettings(
	changes: SettingsChanges,
	{ current = {}, call = updateSettings, openModal, askReauth }: SaveSettingsOptions = {},
): Promise<PasscodeOutcome<UserSettingsView>> {
	const mode = allChangesStricter(changes, current) ? 'skip' : 'validate';
	const outcome = await sendWithReauth(
		() =>
			sendWithPasscode((extra) => call({ ...changes, ...extra }), {
				mode,
				...(openModal ? { openModal } : {}),
			}),
		askReauth,
	);
	return outcome.status === 'done' ? outcome.value : outcome;
}
