import { describe, expect, it } from 'vitest';
import { authModalHeading } from '~/islands/auth/AuthModal.tsx';
import {
	$authModal,
	AUTH_MODAL_CLOSED_EVENT,
	closeAuthModal,
	openAuthModal,
} from '~/lib/identity/auth/client/auth-modal.store.ts';
import { authModalStateFromLink } from '~/lib/identity/auth/client/auth-modal-entry.ts';
import { $session, markAuthenticated } from '~/lib/identity/auth/client/session.store.ts';

describe('the auth modal store', () => {
	it('opens and closes (no DOM: nothing is downloaded)', async () => {
		await expect(openAuthModal({ mode: 'login', closable: true })).resolves.toBe(true);
		expect($authModal.get()).toEqual({ mode: 'login', closable: true });
		closeAuthModal();
		expect($authModal.get()).toBeNull();
	});
});

describe('authModalHeading', () => {
	it('MAS-10: add-account mode is titled exactly "Add account"', () => {
		expect(authModalHeading({ mode: 'add-account', closable: true })).toBe('Add account');
	});

	it('defaults per mode and keeps a given heading (UPS-20)', () => {
		expect(authModalHeading({ mode: 'login', closable: true })).toBe('Log in to Corkboard');
		expect(authModalHeading({ mode: 'signup', closable: true })).toBe('Welcome to Corkboard');
		expect(authModalHeading({ mode: 'login', closable: false, heading: 'Log in to follow' })).toBe(
			'Log in to follow',
		);
	});
});

describe('markAuthenticated (ACC-16)', () => {
	it('sets the session authenticated; a sign-up starts onboarding at the welcome step', () => {
		markAuthenticated('5', 'login');
		expect($session.get()).toMatchObject({
			isAuthenticated: true,
			userId: '5',
			loginSignupFrom: 'login',
			nuxStep: null,
		});
		markAuthenticated('6', 'signup');
		expect($session.get()).toMatchObject({
			isAuthenticated: true,
			userId: '6',
			loginSignupFrom: 'signup',
			nuxStep: 'welcome',
		});
	});
});

describe('authModalStateFromLink (header links)', () => {
	it('reads the mode and the optional data of a data-auth-modal link', () => {
		expect(authModalStateFromLink({ authModal: 'signup' })).toEqual({
			mode: 'signup',
			closable: true,
		});
		expect(
			authModalStateFromLink({
				authModal: 'login',
				authLimited: '',
				authUsername: 'jane@example.com',
				authHeading: 'Welcome back, Jane',
				authNext: '/settings',
			}),
		).toEqual({
			mode: 'login',
			closable: true,
			limited: true,
			username: 'jane@example.com',
			heading: 'Welcome back, Jane',
			next: '/settings',
		});
		expect(authModalStateFromLink({ authModal: 'add-account' })?.mode).toBe('add-account');
		expect(authModalStateFromLink({ authModal: 'other' })).toBeNull();
		expect(authModalStateFromLink({})).toBeNull();
	});

	it('reads what the signed-out upsells send: reason, pending save (UPS-06), wall (UPS-11)', () => {
		expect(
			authModalStateFromLink({
				authModal: 'signup',
				authHeading: 'Sign up to save ideas',
				authReason: 'save',
				authSavePin: '123',
				authNext: '/pin/123/',
			}),
		).toEqual({
			mode: 'signup',
			closable: true,
			heading: 'Sign up to save ideas',
			reason: 'save',
			savePinId: '123',
			next: '/pin/123/',
		});
		expect(authModalStateFromLink({ authModal: 'login', authClosable: 'false' })?.closable).toBe(
			false,
		);
		// Only a pin id is a pending save.
		expect(authModalStateFromLink({ authModal: 'signup', authSavePin: '1 OR 1' })?.savePinId).toBe(
			undefined,
		);
	});
});

describe('closeAuthModal', () => {
	it('announces the closed state (UPS-04/06/12 count dismissals)', async () => {
		const seen: unknown[] = [];
		const target = new EventTarget();
		Object.assign(globalThis, {
			window: globalThis,
			dispatchEvent: (e: Event) => target.dispatchEvent(e),
		});
		target.addEventListener(AUTH_MODAL_CLOSED_EVENT, (e) => seen.push((e as CustomEvent).detail));
		try {
			await openAuthModal({ mode: 'signup', closable: true, reason: 'save', savePinId: '9' });
			closeAuthModal();
			closeAuthModal();
		} finally {
			Reflect.deleteProperty(globalThis, 'window');
			Reflect.deleteProperty(globalThis, 'dispatchEvent');
		}
		expect(seen).toEqual([{ mode: 'signup', closable: true, reason: 'save', savePinId: '9' }]);
	});
});
