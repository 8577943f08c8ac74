import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import {
	$reauthModal,
	dismissReauthModal,
	type ReauthModalState,
	submitReauth,
} from '~/lib/identity/auth/reauth/client/reauth-modal.store.ts';
import settingsForm from '~/messages/settings-form/index.ts';
import settingsReauth from '~/messages/settings-reauth/index.ts';
import { reactIsland } from '../react-island.ts';
import { ModalDialog } from './ModalDialog.tsx';
import './settings-forms.css';

/**
 * "Confirm it's you": the re-authentication a sensitive change asks for (a new email or
 * username, a new password with MFA on). Any settings island opens it through
 * `sendWithReauth`; this island, mounted once per settings page, shows it as a modal
 * `<dialog>` (focus starts on the password and stays inside, Escape closes). Closing resets the
 * fields: the body is rebuilt for each opening.
 */
export const ReauthModal = reactIsland(function ReauthModal() {
	const state = useStore($reauthModal);
	return (
		<ModalDialog
			open={state !== null}
			labelledBy="reauth-modal-title"
			onDismiss={dismissReauthModal}
		>
			{state && <ReauthBody key={state.id} state={state} />}
		</ModalDialog>
	);
});

function ReauthBody({ state }: { state: ReauthModalState }) {
	const t = settingsReauth();
	const form = settingsForm();
	const [password, setPassword] = useState('');
	const [code, setCode] = useState('');
	const first = useRef<HTMLInputElement>(null);
	useEffect(() => {
		if (state.error) first.current?.select();
	}, [state.error]);
	const ready = password !== '' && (!state.mfa || code.trim() !== '') && !state.pending;

	function submit(e: SubmitEvent) {
		e.preventDefault();
		if (ready) void submitReauth(password, code);
	}

	return (
		<form className="passcode-modal__body" onSubmit={submit} noValidate>
			<h2 id="reauth-modal-title" className="passcode-modal__title">
				{t.title()}
			</h2>
			<p className="passcode-modal__text">{state.mfa ? t.textWithMfa() : t.text()}</p>
			<div className="field">
				<label className="field__label" htmlFor="reauth-password">
					{t.password()}
				</label>
				<input
					ref={first}
					id="reauth-password"
					className="field__input"
					type="password"
					autoComplete="current-password"
					maxLength={1024}
					value={password}
					aria-invalid={state.error ? true : undefined}
					aria-describedby={state.error ? 'reauth-error' : undefined}
					onChange={(e) => setPassword(e.target.value)}
				/>
			</div>
			{state.mfa && (
				<div className="field">
					<label className="field__label" htmlFor="reauth-code">
						{t.code()}
					</label>
					<input
						id="reauth-code"
						className="field__input"
						type="text"
						inputMode="numeric"
						autoComplete="one-time-code"
						maxLength={32}
						value={code}
						onChange={(e) => setCode(e.target.value)}
					/>
				</div>
			)}
			{state.error && (
				<p id="reauth-error" className="field__error" role="alert">
					{state.error}
				</p>
			)}
			<div className="button-row passcode-modal__actions">
				<button type="button" className="button" onClick={dismissReauthModal}>
					{form.cancel()}
				</button>
				<button type="submit" className="button button--primary" disabled={!ready}>
					{state.pending ? form.checking() : t.confirm()}
				</button>
			</div>
		</form>
	);
}
