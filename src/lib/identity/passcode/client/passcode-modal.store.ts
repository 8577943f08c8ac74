import { atom } from 'nanostores';
import passcodeModal from '~/messages/passcode-modal/index.ts';

/**
 * The parental passcode modal (PPC-02/03), shared by every settings island through this store:
 * a form opens it with a callback, the modal island renders it. `validate` asks for the 4
 * digits; `skip` asks only 'Update this setting?' for a change that makes the account stricter
 * (U-30).
 */
export type PasscodeModalMode = 'validate' | 'skip';

/** What the callback answers: close the modal, or stay open showing `error` under the input. */
export type PasscodeSubmitResult =
	| { close: true }
	| { close: false; error: string | null; mode?: PasscodeModalMode };

export interface PasscodeModalRequest {
	mode: PasscodeModalMode;
	/** Called with the digits in validate mode, or null when the skip was acknowledged. */
	onSubmit: (passcode: string | null) => Promise<PasscodeSubmitResult>;
	/** Called when the user closes the modal without finishing (Cancel, Escape). */
	onDismiss: () => void;
}

export interface PasscodeModalState {
	/** Changes on every opening; the island keys its fields on it so they start empty. */
	id: number;
	mode: PasscodeModalMode;
	/** True while the callback runs (PPC-08: the submit control is disabled meanwhile). */
	pending: boolean;
	/** A server error shown inside the modal under the input (PPC-03). */
	error: string | null;
	request: PasscodeModalRequest;
}

export const $passcodeModal = atom<PasscodeModalState | null>(null);

let nextId = 1;

/** Opens the modal; one already open is dismissed first. */
export function openPasscodeModal(request: PasscodeModalRequest): void {
	dismissPasscodeModal();
	$passcodeModal.set({ id: nextId++, mode: request.mode, pending: false, error: null, request });
}

/** Closes the modal without finishing; its fields are reset because the next opening is new. */
export function dismissPasscodeModal(): void {
	const state = $passcodeModal.get();
	if (!state) return;
	$passcodeModal.set(null);
	state.request.onDismiss();
}

/** Passes the digits (or null for an acknowledged skip) to the callback and applies its answer. */
export async function submitPasscodeModal(passcode: string | null): Promise<void> {
	const state = $passcodeModal.get();
	if (!state || state.pending) return;
	$passcodeModal.set({ ...state, pending: true, error: null });
	let result: PasscodeSubmitResult;
	try {
		result = await state.request.onSubmit(passcode);
	} catch (error) {
		result = {
			close: false,
			error: error instanceof Error ? error.message : passcodeModal().failed(),
		};
	}
	// The modal may have been dismissed while the callback ran.
	if ($passcodeModal.get()?.id !== state.id) return;
	if (result.close) {
		$passcodeModal.set(null);
		return;
	}
	$passcodeModal.set({
		...state,
		pending: false,
		error: result.error,
		mode: result.mode ?? state.mode,
	});
}
