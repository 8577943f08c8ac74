import { atom } from 'nanostores';

/**
 * The one auth modal of the page (login, sign-up, add account), shared by islands through
 * this store: any island opens it by setting `$authModal`; the modal island renders it.
 */
export interface AuthModalState {
	mode: 'login' | 'signup' | 'add-account';
	/** AUTH-16: a closable modal closes with Escape; a non-closable one ignores it. */
	closable: boolean;
	/** Heading override (e.g. UPS-20 headings such as 'Log in to follow'); defaults per mode. */
	heading?: string;
	/** Where to go after success; defaults to a reload of the current page. */
	next?: string;
	/** Pre-filled login (e.g. a stored account that failed, MAS-06 'Log in again'). */
	username?: string;
}

export const $authModal = atom<AuthModalState | null>(null);

export function openAuthModal(state: AuthModalState): void {
	$authModal.set(state);
}

export function closeAuthModal(): void {
	$authModal.set(null);
}
