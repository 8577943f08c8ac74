import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useState } from 'react';
import { unauthState } from '~/lib/growth/upsell/client/upsell-storage.ts';
import { pagesForSignup } from '~/lib/growth/upsell/unauth-state.ts';
import { compliance, SIGNUP_CONSENT_REQUIREMENTS } from '~/lib/identity/auth/client/compliance.ts';
import { checkEmail, emailProblemMessage } from '~/lib/identity/auth/client/email-check.ts';
import { passwordMessage } from '~/lib/identity/auth/client/password-check.ts';
import { signupContext, submitSignup } from '~/lib/identity/auth/client/signup.client.ts';
import { PASSWORD_MIN_LENGTH } from '~/lib/identity/users/account-rules.ts';
import { ApiError } from '~/lib/platform/client/api.ts';
import { richParts } from '~/lib/platform/i18n/rich-text.ts';
import authForm from '~/messages/auth-form/index.ts';
import { errorText } from '../ui/error-text.ts';

interface Props {
	onSuccess: (userId: string | null) => void;
}

type Field = 'email' | 'password' | 'birthday' | 'consent';

/** Server codes that belong to one field (shown under it). */
const FIELD_OF_CODE: Record<string, Field> = {
	InvalidEmail: 'email',
	InvalidPassword: 'password',
	InvalidBirthday: 'birthday',
};

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The sign-up form of the auth modal: email (AUTH-18 typo hint and checks), password (AUTH-17),
 * birthday; the privacy acknowledgement when a sign-up consent applies (CMP-07, from the
 * compliance requirements, CMP-02). Sends `UserRegisterResource` create with retries and events
 * (AUTH-05..07).
 */
export function SignupForm({ onSuccess }: Props) {
	const t = authForm();
	const [email, setEmail] = useState('');
	const [password, setPassword] = useState('');
	const [birthday, setBirthday] = useState('');
	const [consent, setConsent] = useState(false);
	const [suggestion, setSuggestion] = useState<string | null>(null);
	const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
	const [formError, setFormError] = useState<string | null>(null);
	const [pending, setPending] = useState(false);
	const complianceState = useStore(compliance().$state);
	// The server's answer wins when the list could not be loaded (timeout, a bot-like browser).
	const [serverNeedsConsent, setServerNeedsConsent] = useState(false);
	const needsConsent =
		serverNeedsConsent ||
		(complianceState.status === 'LOADED' && compliance().requiresAny(SIGNUP_CONSENT_REQUIREMENTS));

	// CMP-02: the first question starts the fetch; the form updates when the list arrives.
	useEffect(() => compliance().load(), []);

	function setFieldError(field: Field, message: string | null) {
		setErrors((current) => {
			const next = { ...current };
			if (message) next[field] = message;
			else delete next[field];
			return next;
		});
	}

	function checkEmailField(value: string): boolean {
		const result = checkEmail(value);
		setSuggestion(result.suggestion);
		setFieldError('email', result.problem ? emailProblemMessage(result.problem) : null);
		return result.problem === null;
	}

	function validate(): boolean {
		const emailOk = checkEmailField(email);
		const passwordError = passwordMessage(password, true);
		setFieldError('password', passwordError);
		const birthdayError = !birthday
			? t.birthdayMissing()
			: birthday > today()
				? t.birthdayFuture()
				: null;
		setFieldError('birthday', birthdayError);
		const consentError = needsConsent && !consent ? t.consentMissing() : null;
		setFieldError('consent', consentError);
		return emailOk && !passwordError && !birthdayError && !consentError;
	}

	async function submit(event: SubmitEvent) {
		event.preventDefault();
		setFormError(null);
		if (!validate()) return;
		setPending(true);
		try {
			const answer = await submitSignup({
				email: email.trim(),
				password,
				birthday,
				...signupContext(pagesForSignup(unauthState().get())),
				...(needsConsent ? { privacy_disclaimer_acknowledge: true } : {}),
			});
			onSuccess(answer?.user?.id ?? null);
		} catch (failure) {
			setPending(false);
			const requirements = failure instanceof ApiError && failure.extra.compliance_requirements;
			if (Array.isArray(requirements) && requirements.length > 0) {
				setServerNeedsConsent(true);
				setFieldError('consent', errorText(failure));
				return;
			}
			const field = failure instanceof ApiError ? FIELD_OF_CODE[failure.code] : undefined;
			if (field) setFieldError(field, errorText(failure));
			else setFormError(errorText(failure));
		}
	}

	const describedBy = (field: Field, extra?: string) =>
		[errors[field] ? `auth-signup-${field}-error` : '', extra ?? ''].filter(Boolean).join(' ') ||
		undefined;

	return (
		<form className="auth-form" onSubmit={submit} noValidate>
			<label className="auth-form__label" htmlFor="auth-signup-email">
				{t.emailLabel()}
			</label>
			<input
				id="auth-signup-email"
				className="auth-form__input"
				name="email"
				type="email"
				autoComplete="email"
				autoCapitalize="none"
				spellCheck={false}
				required
				value={email}
				aria-invalid={errors.email ? true : undefined}
				aria-describedby={describedBy('email', suggestion ? 'auth-signup-suggestion' : '')}
				onChange={(e) => {
					setEmail(e.target.value);
					setSuggestion(null);
					setFieldError('email', null);
				}}
				onBlur={() => email.trim() && checkEmailField(email)}
			/>
			{errors.email && (
				<p id="auth-signup-email-error" className="auth-form__error">
					{errors.email}
				</p>
			)}
			{suggestion && (
				<p id="auth-signup-suggestion" className="auth-form__suggestion" role="status">
					{/* The address is put in here, not through the message: typed text stays text. */}
					{richParts(t.emailSuggestion({ email: '' })).map((part, i) =>
						part.tag ? (
							// biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, in order.
							<strong key={i}>{suggestion}</strong>
						) : (
							part.text
						),
					)}{' '}
					<button
						className="auth-form__link"
						type="button"
						onClick={() => {
							setEmail(suggestion);
							setSuggestion(null);
							checkEmailField(suggestion);
						}}
					>
						{t.acceptSuggestion({ email: suggestion })}
					</button>
				</p>
			)}
			<label className="auth-form__label" htmlFor="auth-signup-password">
				{t.passwordLabel()}
			</label>
			<input
				id="auth-signup-password"
				className="auth-form__input"
				name="password"
				type="password"
				autoComplete="new-password"
				required
				value={password}
				aria-invalid={errors.password ? true : undefined}
				aria-describedby={describedBy('password', 'auth-signup-password-hint')}
				onChange={(e) => {
					setPassword(e.target.value);
					setFieldError('password', passwordMessage(e.target.value, false));
				}}
				onBlur={() => password && setFieldError('password', passwordMessage(password, true))}
			/>
			<p id="auth-signup-password-hint" className="auth-form__hint">
				{t.passwordHint({ min: PASSWORD_MIN_LENGTH })}
			</p>
			{errors.password && (
				<p id="auth-signup-password-error" className="auth-form__error">
					{errors.password}
				</p>
			)}
			<label className="auth-form__label" htmlFor="auth-signup-birthday">
				{t.birthdayLabel()}
			</label>
			<input
				id="auth-signup-birthday"
				className="auth-form__input"
				name="birthday"
				type="date"
				required
				max={today()}
				value={birthday}
				aria-invalid={errors.birthday ? true : undefined}
				aria-describedby={describedBy('birthday')}
				onChange={(e) => {
					setBirthday(e.target.value);
					setFieldError('birthday', null);
				}}
			/>
			{errors.birthday && (
				<p id="auth-signup-birthday-error" className="auth-form__error">
					{errors.birthday}
				</p>
			)}
			{needsConsent && (
				<>
					<label className="auth-form__check">
						<input
							type="checkbox"
							name="privacy_disclaimer_acknowledge"
							required
							checked={consent}
							aria-invalid={errors.consent ? true : undefined}
							aria-describedby={describedBy('consent')}
							onChange={(e) => {
								setConsent(e.target.checked);
								setFieldError('consent', null);
							}}
						/>
						<span>
							{richParts(t.consent()).map((part, i) =>
								part.tag ? (
									// biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, in order.
									<a key={i} href="/policy/privacy" target="_blank" rel="noopener">
										{part.text}
									</a>
								) : (
									part.text
								),
							)}
						</span>
					</label>
					{errors.consent && (
						<p id="auth-signup-consent-error" className="auth-form__error">
							{errors.consent}
						</p>
					)}
				</>
			)}
			{formError && (
				<p className="auth-form__error" role="alert">
					{formError}
				</p>
			)}
			<button className="button button--primary auth-form__submit" type="submit" disabled={pending}>
				{pending ? t.creatingAccount() : t.continue()}
			</button>
		</form>
	);
}
