import { type SubmitEvent, useState } from 'react';
import { logOutFlow } from '~/lib/identity/auth/client/logout-flow.ts';
import { ApiError, callResource } from '~/lib/platform/client/api.ts';
import authForm from '~/messages/auth-form/index.ts';
import { errorText } from '../ui/error-text.ts';
import { MfaStep } from './MfaStep.tsx';

/** What `UserSessionResource` create answers on success. */
interface LoginAnswer {
	user?: { id?: string } | null;
	login_state?: number;
}

interface Props {
	/** Pre-filled email or username (MAS-06 'Log in again', LIM-03 limited login). */
	initialUsername?: string | undefined;
	/** LIM-03: the viewer is continuing a limited login: offer "Not you?" (log out). */
	limited: boolean;
	onSuccess: (userId: string | null) => void;
}

/** Notices after an error the login form shows as information, not as a failure. */
const INFO_CODES = new Set(['PasswordResetSent']);

/**
 * The login form of the auth modal: email or username and password (AUTH-01); the failure
 * outcomes of AUTH-02 show the server's message; an account with two-factor authentication
 * continues in the code step (AUTH-03).
 */
export function LoginForm({ initialUsername, limited, onSuccess }: Props) {
	const t = authForm();
	const [username, setUsername] = useState(initialUsername ?? '');
	const [password, setPassword] = useState('');
	const [step, setStep] = useState<'credentials' | 'mfa'>('credentials');
	// False when the password came from a reset link: then no mailed code (AUTH-03).
	const [mailCode, setMailCode] = useState(true);
	const [pending, setPending] = useState(false);
	const [error, setError] = useState<{ text: string; info: boolean } | null>(null);

	async function send(extra: { mfa_token?: string; mfa_resend?: boolean } = {}) {
		return callResource<LoginAnswer>('UserSessionResource', 'create', {
			username_or_email: username.trim(),
			password,
			...extra,
		});
	}

	async function attempt(extra: { mfa_token?: string } = {}) {
		setPending(true);
		setError(null);
		try {
			const answer = await send(extra);
			onSuccess(answer?.user?.id ?? null);
		} catch (failure) {
			setPending(false);
			if (failure instanceof ApiError && failure.code === 'MfaRequired') {
				setMailCode(failure.extra.mail_code !== false);
				setStep('mfa');
				return;
			}
			const info = failure instanceof ApiError && INFO_CODES.has(failure.code);
			setError({ text: errorText(failure), info });
		}
	}

	function submit(event: SubmitEvent) {
		event.preventDefault();
		if (!username.trim() || !password) {
			setError({ text: t.loginMissing(), info: false });
			return;
		}
		void attempt();
	}

	async function resend(): Promise<string> {
		try {
			await send({ mfa_resend: true });
			return t.mfaCodeMailed();
		} catch (failure) {
			// The server answers a resend with the challenge again, saying the code was mailed.
			if (failure instanceof ApiError && failure.code === 'MfaRequired') {
				return failure.extra.code_sent === true ? failure.message : t.mfaUseApp();
			}
			return errorText(failure);
		}
	}

	if (step === 'mfa') {
		return (
			<MfaStep
				pending={pending}
				error={error?.text ?? null}
				onSubmit={(code) => attempt({ mfa_token: code })}
				onResend={mailCode ? resend : undefined}
				onBack={() => {
					setError(null);
					setStep('credentials');
				}}
			/>
		);
	}

	return (
		<form className="auth-form" onSubmit={submit} noValidate>
			<label className="auth-form__label" htmlFor="auth-login-id">
				{t.loginLabel()}
			</label>
			<input
				id="auth-login-id"
				className="auth-form__input"
				name="username_or_email"
				type="text"
				autoComplete="username"
				autoCapitalize="none"
				spellCheck={false}
				required
				readOnly={limited}
				value={username}
				onChange={(e) => setUsername(e.target.value)}
			/>
			<label className="auth-form__label" htmlFor="auth-login-password">
				{t.passwordLabel()}
			</label>
			<input
				id="auth-login-password"
				className="auth-form__input"
				name="password"
				type="password"
				autoComplete="current-password"
				required
				value={password}
				onChange={(e) => setPassword(e.target.value)}
			/>
			<a className="auth-form__link" href="/password/reset">
				{t.forgotPassword()}
			</a>
			{error && (
				<p
					className={error.info ? 'auth-form__notice' : 'auth-form__error'}
					role={error.info ? 'status' : 'alert'}
				>
					{error.text}
				</p>
			)}
			<button className="button button--primary auth-form__submit" type="submit" disabled={pending}>
				{pending ? t.loggingIn() : t.logIn()}
			</button>
			{limited && (
				<button
					className="auth-form__link"
					type="button"
					onClick={() => void logOutFlow({ reason: 'user', next: '/login' })}
				>
					{t.notYou()}
				</button>
			)}
		</form>
	);
}
