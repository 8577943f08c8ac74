import { consentAllows } from '../../../platform/privacy/consent.ts';
import { parseUnauthState, type UnauthState } from '../unauth-state.ts';
import { parseUpsellState, type UpsellState } from '../upsell-state.ts';

/**
 * Where the upsell code keeps its state (UPS-02). The unauth state (UPS-01) and the upsell state
 * (UPS-03) describe what a visitor did, so they reach browser storage only when the visitor's
 * cookie consent allows personalization (`consentAllows`, CMP-05; implied outside consent
 * regions). Without it they live in memory for the page only, and any copy stored earlier is
 * removed. The unauth state goes to `localStorage` (it spans visits: revisitation, the 7-day
 * pin-link counter); the upsell state to `sessionStorage` (it is one tab session's).
 *
 * Small flags are kept whatever the consent, because they only hold prompts back: the
 * "login modal seen" flag the spec puts in session storage (UPS-04), "dismissed" (for the
 * relaxation group) and, in `localStorage`, "Safari wall dismissed" (UPS-11). The visitor's own "stop login prompts" setting is a cookie
 * (`login-prompts.ts`).
 */
const UNAUTH_STATE_KEY = 'cb_unauth';
const UPSELL_STATE_KEY = 'cb_upsell';
export const SEEN_FLAG_KEY = 'cb_upsell_seen';
export const DISMISSED_FLAG_KEY = 'cb_upsell_dismissed';
export const ANDROID_EXPERIENCE_KEY = 'cb_android_experience';
/** UPS-11: the visitor closed the Safari wall; kept in `localStorage`, it holds the wall back for good. */
export const SAFARI_WALL_DISMISSED_KEY = 'cb_safari_wall_dismissed';

/** A state kept in one storage area when allowed, else in memory. */
export interface PersistedState<T> {
	get(): T;
	/** Applies `change`, stores the result where allowed, and answers it. */
	update(change: (state: T) => T): T;
	/**
	 * Reads storage again on the next `get` (where allowed): a page restored from the
	 * back-forward cache must see what the pages after it stored.
	 */
	refresh(): void;
}

export interface PersistedStateOptions<T> {
	key: string;
	/** The storage area, or null when the browser has none (or refuses access). */
	storage: () => Storage | null;
	parse: (stored: string | null) => T;
	/** Asked on every read and write, so an answer given on this page takes effect at once. */
	allowed: () => boolean;
}

export function persistedState<T>(options: PersistedStateOptions<T>): PersistedState<T> {
	let memory: T | null = null;
	const read = (): T => {
		const storage = options.storage();
		if (!options.allowed()) {
			safely(() => storage?.removeItem(options.key));
			return options.parse(null);
		}
		return options.parse(safely(() => storage?.getItem(options.key)) ?? null);
	};
	return {
		get() {
			memory ??= read();
			return memory;
		},
		update(change) {
			const next = change(this.get());
			memory = next;
			const storage = options.storage();
			if (options.allowed()) safely(() => storage?.setItem(options.key, JSON.stringify(next)));
			else safely(() => storage?.removeItem(options.key));
			return next;
		},
		refresh() {
			if (options.allowed()) memory = null;
		},
	};
}

/** Storage can be switched off, full, or refused to sandboxed frames: never let that throw. */
function safely<R>(fn: () => R): R | undefined {
	try {
		return fn();
	} catch {
		return undefined;
	}
}

const area = (name: 'localStorage' | 'sessionStorage') => (): Storage | null =>
	safely(() => window[name]) ?? null;

const personalizationAllowed = () => consentAllows('personalization');

let unauth: PersistedState<UnauthState> | null = null;
let upsell: PersistedState<UpsellState> | null = null;

/** UPS-01 state of this browser (one instance per page). */
export function unauthState(): PersistedState<UnauthState> {
	unauth ??= persistedState({
		key: UNAUTH_STATE_KEY,
		storage: area('localStorage'),
		parse: parseUnauthState,
		allowed: personalizationAllowed,
	});
	return unauth;
}

/** UPS-03 state of this tab session (one instance per page). */
export function upsellState(): PersistedState<UpsellState> {
	upsell ??= persistedState({
		key: UPSELL_STATE_KEY,
		storage: area('sessionStorage'),
		parse: parseUpsellState,
		allowed: personalizationAllowed,
	});
	return upsell;
}

/** A `sessionStorage` flag (UPS-04 seen, dismissed, UPS-22); false when storage is off. */
export function sessionFlag(key: string): boolean {
	return safely(() => sessionStorage.getItem(key)) === '1';
}

export function setSessionFlag(key: string, on: boolean): void {
	safely(() => (on ? sessionStorage.setItem(key, '1') : sessionStorage.removeItem(key)));
}

/** A `localStorage` flag that only holds a prompt back (UPS-11); false when storage is off. */
export function localFlag(key: string): boolean {
	return safely(() => localStorage.getItem(key)) === '1';
}

export function setLocalFlag(key: string): void {
	safely(() => localStorage.setItem(key, '1'));
}
