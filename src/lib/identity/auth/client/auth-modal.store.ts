import { atom } from 'nanostores';
import { importScript } from '../../../platform/client/chunk-load.ts';

/**
 * The one auth modal of the page (login, sign-up, add account), shared by islands through
 * this store: any island or page script opens it with `openAuthModal`; the modal renders it.
 *
 * The modal's code (and React, when the page has no island yet) is not part of any page's
 * initial JavaScript: the first `openAuthModal` downloads and mounts it (`AuthModalScript.astro`).
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
	/** LIM-03: a limited-login viewer continuing; the login form offers "Not you?" (log out). */
	limited?: boolean;
	/** UPS-03: why a signed-out upsell opened the modal (`pin_view`, `save`, …); unset otherwise. */
	reason?: string;
	/** UPS-06: a signed-out save waiting for an account; it is saved after login or sign-up. */
	savePinId?: string;
}

/**
 * Sent on `window` when the visitor closes the modal (Escape, the close button, the backdrop),
 * with the state that was open: the upsell scripts count dismissals (UPS-04/06/12).
 */
export const AUTH_MODAL_CLOSED_EVENT = 'corkboard:auth-modal-closed';

export const $authModal = atom<AuthModalState | null>(null);

/** The element that had focus when the modal opened; focus returns there when it closes. */
let opener: HTMLElement | null = null;
let mounting: Promise<boolean> | null = null;
let mounted: Promise<void> | null = null;

/** The element carrying the URL of the modal's code (`LazyScript.astro` in the Header). */
const AUTH_MODAL_SCRIPT_ID = 'auth-modal-script';

/** Called by the modal's code (`AuthModalScript.astro`) with the mounting of the modal. */
export function provideAuthModalMount(mount: Promise<void>): void {
	mounted = mount;
}

/**
 * Downloads and mounts the modal once per page (STA-03 retries; a failed download is tried
 * again on the next open; an out-of-date page, STA-08, does not load it and callers fall back
 * to their page). The code is imported by URL, not by a bundled `import('…')`, so Vite's
 * preload helper does not ride along in every script that can open the modal; see
 * `LazyScript.astro`.
 */
function ensureMounted(): Promise<boolean> {
	if (!document.getElementById(AUTH_MODAL_SCRIPT_ID)?.dataset.src) return Promise.resolve(false);
	mounting ??= importScript(AUTH_MODAL_SCRIPT_ID)
		.then(() => mounted ?? Promise.reject(new Error('The modal script did not mount it.')))
		.then(
			() => true,
			(error: unknown) => {
				mounting = null;
				mounted = null;
				console.error('The login dialog could not be loaded.', error);
				return false;
			},
		);
	return mounting;
}

/**
 * Opens the modal (replacing one already open). Resolves to true once the modal is mounted, to
 * false when its code could not be downloaded (the store is then cleared, so callers with a page
 * to fall back to, such as `/login`, may navigate there). Never rejects.
 */
export async function openAuthModal(state: AuthModalState): Promise<boolean> {
	if (typeof document === 'undefined') {
		$authModal.set(state);
		return true;
	}
	if (!$authModal.get()) {
		opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
	}
	$authModal.set(state);
	const mounted = await ensureMounted();
	if (!mounted) $authModal.set(null);
	return mounted;
}

/** Closes the modal at the visitor's request (announced as `AUTH_MODAL_CLOSED_EVENT`). */
export function closeAuthModal(): void {
	const state = $authModal.get();
	$authModal.set(null);
	if (state && typeof window !== 'undefined') {
		dispatchEvent(new CustomEvent(AUTH_MODAL_CLOSED_EVENT, { detail: state }));
	}
}

/** The element to give focus back to after the modal closes (and forgets it). */
export function takeAuthModalOpener(): HTMLElement | null {
	const element = opener;
	opener = null;
	return element;
}
