import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef } from 'react';
import { completeUnauthJourney } from '~/lib/growth/upsell/client/after-auth.ts';
import {
	$authModal,
	type AuthModalState,
	closeAuthModal,
	takeAuthModalOpener,
} from '~/lib/identity/auth/client/auth-modal.store.ts';
import { markLoginForVerify } from '~/lib/identity/auth/client/recaptcha-verify.ts';
import { markAuthenticated } from '~/lib/identity/auth/client/session.store.ts';
import authForm from '~/messages/auth-form/index.ts';
import { reactIsland } from '../react-island.ts';
import { CloseIcon } from '../ui/CloseIcon.tsx';
import { useModalFocus } from '../ui/use-modal-focus.ts';
import { LoginForm } from './LoginForm.tsx';
import { SignupForm } from './SignupForm.tsx';

/** The heading of each mode when the opener gave none (MAS-10: exactly 'Add account'). */
export function authModalHeading(state: AuthModalState): string {
	const t = authForm();
	if (state.mode === 'add-account') return state.heading ?? t.headingAddAccount();
	if (state.heading) return state.heading;
	return state.mode === 'signup' ? t.headingSignup() : t.headingLogin();
}

/** "Already a member? Log in": a question, then the button that switches the form. */
function SwitchPrompt(props: { question: string; action: string; onClick: () => void }) {
	return (
		<p className="auth-modal__switch">
			{props.question}{' '}
			<button className="auth-form__link" type="button" onClick={props.onClick}>
				{props.action}
			</button>
		</p>
	);
}

/**
 * The login / sign-up / add-account modal. Mounted once per page on the first `openAuthModal`
 * (`mount-auth-modal.tsx`) and driven by `$authModal`; it renders nothing while closed.
 */
export const AuthModal = reactIsland(function AuthModal() {
	const state = useStore($authModal);
	return state ? <AuthDialog state={state} /> : null;
});

/**
 * ACC-16: after success the session is authenticated; then the page reloads or moves on. A
 * signed-out visit first hands over what it left to do (UPS-06/14 saves, AUTH-09 landing
 * signals); adding an account from a signed-in page has none.
 */
async function finish(state: AuthModalState, userId: string | null) {
	const from = state.mode === 'signup' ? 'signup' : state.mode;
	markAuthenticated(userId, from);
	if (from !== 'signup') markLoginForVerify(sessionStorage, Date.now());
	if (state.mode !== 'add-account') {
		await completeUnauthJourney({ registered: from === 'signup', savePinId: state.savePinId });
	}
	const next = state.next ?? (state.mode === 'add-account' ? '/' : null);
	if (next) location.assign(next);
	else location.reload();
}

function AuthDialog({ state }: { state: AuthModalState }) {
	const dialog = useRef<HTMLDivElement>(null);
	const onEscape = useCallback(() => closeAuthModal(), []);
	// AUTH-16: Escape closes only a closable modal; a non-closable one ignores it.
	useModalFocus(dialog, state.closable ? onEscape : null, takeAuthModalOpener);
	const t = authForm();
	const heading = authModalHeading(state);
	// Switching between login and sign-up keeps the dialog open and moves focus to the new form.
	const firstMode = useRef(state.mode);
	useEffect(() => {
		if (state.mode === firstMode.current) return;
		firstMode.current = state.mode;
		dialog.current?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
	}, [state.mode]);
	const switchTo = (mode: 'login' | 'signup') => {
		const { heading: _heading, limited: _limited, ...rest } = state;
		$authModal.set({ ...rest, mode });
	};

	return (
		// biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; keyboards have Escape and the close button.
		<div
			className="auth-modal"
			onMouseDown={(e) => {
				if (state.closable && e.target === e.currentTarget) closeAuthModal();
			}}
		>
			<div
				ref={dialog}
				className="auth-modal__dialog"
				role="dialog"
				aria-modal="true"
				aria-labelledby="auth-modal-heading"
				tabIndex={-1}
			>
				{state.closable && (
					<button
						className="auth-modal__close"
						type="button"
						aria-label={t.close()}
						onClick={closeAuthModal}
					>
						<CloseIcon />
					</button>
				)}
				<svg
					className="auth-modal__logo"
					viewBox="0 0 32 32"
					width="40"
					height="40"
					aria-hidden="true"
				>
					<circle cx="16" cy="16" r="15" fill="var(--color-brand)" />
					<circle cx="16" cy="13" r="5" fill="#fff" />
					<rect x="15" y="17" width="2" height="9" rx="1" fill="#fff" />
				</svg>
				<h2 id="auth-modal-heading" className="auth-modal__heading">
					{heading}
				</h2>
				{state.mode === 'signup' ? (
					<>
						<p className="auth-modal__subheading">{t.subheading()}</p>
						<SignupForm key="signup" onSuccess={(id) => void finish(state, id)} />
						<SwitchPrompt
							question={t.memberQuestion()}
							action={t.logIn()}
							onClick={() => switchTo('login')}
						/>
					</>
				) : (
					<>
						<LoginForm
							key={`login-${state.username ?? ''}`}
							initialUsername={state.username}
							limited={state.limited ?? false}
							onSuccess={(id) => void finish(state, id)}
						/>
						{state.mode === 'login' && !state.limited && (
							<SwitchPrompt
								question={t.newHereQuestion()}
								action={t.signUp()}
								onClick={() => switchTo('signup')}
							/>
						)}
					</>
				)}
			</div>
		</div>
	);
}
