import { type SubmitEvent, useState } from 'react';
import authForm from '~/messages/auth-form/index.ts';

interface Props {
	/** Sends the code; resolves when the login is done, rejects with the error to show. */
	onSubmit: (code: string) => Promise<void>;
	/**
	 * Asks the server to email a code (`mfa_resend`); resolves to the notice to show. Left out
	 * when no mailed code is offered (a password set from a reset link proves only the mailbox).
	 */
	onResend?: (() => Promise<string>) | undefined;
	onBack: () => void;
	/** The server's message (e.g. `MfaInvalid`), shown under the field. */
	error: string | null;
	pending: boolean;
}

/**
 * AUTH-03: the second login step for an account with two-factor authentication: the 6-digit
 * code from the authenticator app (or a backup code), re-submitted with the credentials as
 * `mfa_token`.
 */
export function MfaStep({ onSubmit, onResend, onBack, error, pending }: Props) {
	const t = authForm();
	const [code, setCode] = useState('');
	const [notice, setNotice] = useState<string | null>(null);

	function submit(event: SubmitEvent) {
		event.preventDefault();
		setNotice(null);
		void onSubmit(code.replace(/\s+/g, ''));
	}

	async function resend() {
		if (onResend) setNotice(await onResend());
	}

	return (
		<form className="auth-form" onSubmit={submit} noValidate>
			<p className="auth-form__intro">{onResend ? t.mfaIntroWithMail() : t.mfaIntro()}</p>
			<label className="auth-form__label" htmlFor="auth-mfa-code">
				{t.mfaCodeLabel()}
			</label>
			<input
				id="auth-mfa-code"
				className="auth-form__input"
				name="mfa_token"
				inputMode="numeric"
				autoComplete="one-time-code"
				maxLength={20}
				required
				value={code}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? 'auth-mfa-error' : undefined}
				onChange={(e) => setCode(e.target.value)}
			/>
			{error && (
				<p id="auth-mfa-error" className="auth-form__error" role="alert">
					{error}
				</p>
			)}
			{notice && (
				<p className="auth-form__notice" role="status">
					{notice}
				</p>
			)}
			<button
				className="button button--primary auth-form__submit"
				type="submit"
				disabled={pending || code.trim().length < 6}
			>
				{pending ? t.checking() : t.verify()}
			</button>
			<div className="auth-form__row">
				{onResend && (
					<button className="auth-form__link" type="button" onClick={resend} disabled={pending}>
						{t.emailMeACode()}
					</button>
				)}
				<button className="auth-form__link" type="button" onClick={onBack} disabled={pending}>
					{t.back()}
				</button>
			</div>
		</form>
	);
}
