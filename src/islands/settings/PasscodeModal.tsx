import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import {
	$passcodeModal,
	dismissPasscodeModal,
	type PasscodeModalState,
	submitPasscodeModal,
} from '~/lib/identity/passcode/client/passcode-modal.store.ts';
import {
	clampPasscodeInput,
	PASSCODE_LENGTH,
	PASSCODE_MESSAGES,
	validatePasscode,
} from '~/lib/identity/passcode/passcode-validation.ts';
import passcodeModal from '~/messages/passcode-modal/index.ts';
import settingsForm from '~/messages/settings-form/index.ts';
import { reactIsland } from '../react-island.ts';
import { ModalDialog } from './ModalDialog.tsx';
import './settings-forms.css';

/**
 * The parental passcode modal (PPC-02/03). Any settings island opens it through
 * `openPasscodeModal` (usually via `saveSettings`); this island, mounted once per settings page,
 * shows it as a modal `<dialog>` (focus moves to its first control and stays inside, Escape
 * closes). Closing resets every field: the body is rebuilt for each opening.
 */
export const PasscodeModal = reactIsland(function PasscodeModal() {
	const state = useStore($passcodeModal);
	return (
		<ModalDialog
			open={state !== null}
			labelledBy="passcode-modal-title"
			onDismiss={dismissPasscodeModal}
		>
			{state?.mode === 'validate' && <ValidateBody key={`v${state.id}`} state={state} />}
			{state?.mode === 'skip' && <SkipBody key={`s${state.id}`} state={state} />}
		</ModalDialog>
	);
});

/** Validate mode: the 4 digits, checked as typed (PPC-04), sent to the callback. */
function ValidateBody({ state }: { state: PasscodeModalState }) {
	const t = passcodeModal();
	const form = settingsForm();
	const [value, setValue] = useState('');
	const [touched, setTouched] = useState(false);
	// The server's error shows until the user edits the code again.
	const [editedSinceError, setEditedSinceError] = useState(false);
	const clientError = validatePasscode(value);
	const shownClientError =
		touched || clientError === PASSCODE_MESSAGES.digitsOnly ? clientError : null;
	const serverError = state.error && !editedSinceError ? state.error : null;
	const error = shownClientError ?? serverError;
	// PPC-08: disabled until the value is non-empty and error-free, and while it is checked.
	const disabled = clientError !== null || state.pending;

	const input = useRef<HTMLInputElement>(null);
	// A new server error (the store clears it on each submit) shows, and the code is selected so
	// the next try can be typed straight away.
	useEffect(() => {
		if (!state.error) return;
		setEditedSinceError(false);
		input.current?.focus();
		input.current?.select();
	}, [state.error]);

	function submit(e: SubmitEvent) {
		e.preventDefault();
		setTouched(true);
		if (!disabled) void submitPasscodeModal(value);
	}

	return (
		<form className="passcode-modal__body" onSubmit={submit} noValidate>
			<h2 id="passcode-modal-title" className="passcode-modal__title">
				{t.validateTitle()}
			</h2>
			<p className="passcode-modal__text">{t.validateText({ length: PASSCODE_LENGTH })}</p>
			<div className="field">
				<label className="field__label" htmlFor="passcode-modal-input">
					{t.passcode()}
				</label>
				<input
					ref={input}
					id="passcode-modal-input"
					className="field__input passcode-modal__input"
					type="password"
					inputMode="numeric"
					autoComplete="off"
					maxLength={PASSCODE_LENGTH}
					value={value}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? 'passcode-modal-error' : undefined}
					onChange={(e) => {
						setValue(clampPasscodeInput(e.target.value));
						setEditedSinceError(true);
					}}
					onBlur={() => setTouched(value !== '' || touched)}
				/>
				{error && (
					<p id="passcode-modal-error" className="field__error" role="alert">
						{error}
					</p>
				)}
			</div>
			<div className="button-row passcode-modal__actions">
				<button type="button" className="button" onClick={dismissPasscodeModal}>
					{form.cancel()}
				</button>
				<button type="submit" className="button button--primary" disabled={disabled}>
					{state.pending ? form.checking() : t.submit()}
				</button>
			</div>
		</form>
	);
}

/** Skip-acknowledge mode (U-30): the change only makes the account stricter. */
function SkipBody({ state }: { state: PasscodeModalState }) {
	const t = passcodeModal();
	return (
		<div className="passcode-modal__body">
			<h2 id="passcode-modal-title" className="passcode-modal__title">
				{t.skipTitle()}
			</h2>
			<p className="passcode-modal__text" id="passcode-modal-skip-text">
				{t.skipText()}
			</p>
			{state.error && (
				<p className="field__error" role="alert">
					{state.error}
				</p>
			)}
			<div className="button-row passcode-modal__actions">
				<button type="button" className="button" onClick={dismissPasscodeModal}>
					{settingsForm().cancel()}
				</button>
				<button
					type="button"
					className="button button--primary"
					disabled={state.pending}
					onClick={() => void submitPasscodeModal(null)}
				>
					{t.update()}
				</button>
			</div>
		</div>
	);
}
