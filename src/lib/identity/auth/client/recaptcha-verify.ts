import { callRest } from '../../../platform/client/api.ts';
import { recordClientEvent } from '../../../platform/client/client-events.ts';

/**
 * AUTH-19: after a login the browser proves it is not a script: `PUT /v3/sessions/verify/` with
 * a `recaptcha_token`, sent 2 s after the login succeeded (U-33) and its status reported. The
 * browser keeps the times of the tokens it sent (localStorage) and never sends a 4th within an
 * hour.
 *
 * A login reloads or leaves the page at once, so the modal only marks the login
 * (`markLoginForVerify`, sessionStorage); the next signed-in page runs the check at the login
 * time + 2 s (`runPendingVerify`).
 */
export const RECAPTCHA_DELAY_MS = 2000;
const RECAPTCHA_WINDOW_MS = 3600 * 1000;
const RECAPTCHA_MAX_IN_WINDOW = 3;
export const RECAPTCHA_TIMES_KEY = 'cb_recaptcha_ts';
const PENDING_VERIFY_KEY = 'cb_verify_after_login';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored send times still inside the window (tolerant of anything unreadable). */
export function recentRecaptchaTimes(storage: KeyValueStorage, now: number): number[] {
	let raw: unknown;
	try {
		raw = JSON.parse(storage.getItem(RECAPTCHA_TIMES_KEY) ?? '[]');
	} catch {
		raw = [];
	}
	if (!Array.isArray(raw)) return [];
	return raw.filter(
		(t): t is number => typeof t === 'number' && t <= now && now - t < RECAPTCHA_WINDOW_MS,
	);
}

/**
 * Takes one slot of the local limit: records `now` and answers true, or answers false when 3
 * tokens were already sent within the last 3600 s.
 */
export function takeRecaptchaSlot(storage: KeyValueStorage, now: number): boolean {
	const times = recentRecaptchaTimes(storage, now);
	if (times.length >= RECAPTCHA_MAX_IN_WINDOW) return false;
	times.push(now);
	try {
		storage.setItem(RECAPTCHA_TIMES_KEY, JSON.stringify(times));
	} catch {
		// Storage full or blocked: the server's own limit still applies.
	}
	return true;
}

export interface VerifyDeps {
	storage: KeyValueStorage;
	now: () => number;
	sleep: (ms: number) => Promise<void>;
	/** A reCAPTCHA token for the `login` action. */
	getToken: () => Promise<string>;
	/** Sends `PUT /v3/sessions/verify/`. */
	send: (token: string) => Promise<unknown>;
	/** Reports the outcome (AUTH-19 "its status reported"). */
	report: (status: 'sent' | 'failed' | 'limited') => void;
}

/** Waits `delayMs`, then sends one verification unless the local limit is reached. */
export async function verifySessionAfterLogin(
	deps: VerifyDeps,
	delayMs = RECAPTCHA_DELAY_MS,
): Promise<'sent' | 'failed' | 'limited'> {
	if (delayMs > 0) await deps.sleep(delayMs);
	if (!takeRecaptchaSlot(deps.storage, deps.now())) {
		deps.report('limited');
		return 'limited';
	}
	try {
		await deps.send(await deps.getToken());
		deps.report('sent');
		return 'sent';
	} catch {
		deps.report('failed');
		return 'failed';
	}
}

/** Marks a login that just succeeded, for the next page to verify. */
export function markLoginForVerify(session: KeyValueStorage, now: number): void {
	try {
		session.setItem(PENDING_VERIFY_KEY, String(now));
	} catch {
		// No session storage: the verification is skipped, as for a login without JavaScript.
	}
}

/**
 * Takes the pending login mark: the delay still to wait before verifying (0 when 2 s have
 * already passed), or null when there is no mark (or it is older than an hour, stale).
 */
export function takePendingVerify(session: KeyValueStorage, now: number): number | null {
	const raw = session.getItem(PENDING_VERIFY_KEY);
	if (raw === null) return null;
	session.removeItem(PENDING_VERIFY_KEY);
	const at = Number(raw);
	if (!Number.isFinite(at) || now - at > RECAPTCHA_WINDOW_MS || at > now) return null;
	return Math.max(0, at + RECAPTCHA_DELAY_MS - now);
}

/**
 * The token to send. This install has no reCAPTCHA provider (the server checks only the token's
 * shape, see `/v3/sessions/verify/`), so without `grecaptcha` on the page the browser sends a
 * random local token; a deployment that loads reCAPTCHA v3 and sets `data-recaptcha-site-key` on
 * `<body>` gets real ones.
 */
async function browserToken(): Promise<string> {
	const g = (
		window as Window & {
			grecaptcha?: { execute?: (key: string, o: { action: string }) => Promise<string> };
		}
	).grecaptcha;
	const siteKey = document.body.dataset.recaptchaSiteKey;
	if (g?.execute && siteKey) return g.execute(siteKey, { action: 'login' });
	const bytes = crypto.getRandomValues(new Uint8Array(24));
	return `local.${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** On a signed-in page: verifies the session when the previous page marked a fresh login. */
export async function runPendingVerify(): Promise<void> {
	let delay: number | null = null;
	try {
		delay = takePendingVerify(sessionStorage, Date.now());
	} catch {
		return;
	}
	if (delay === null) return;
	await verifySessionAfterLogin(
		{
			storage: localStorage,
			now: Date.now,
			sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
			getToken: browserToken,
			send: (token) =>
				callRest('PUT', '/v3/sessions/verify/', { recaptcha_token: token }, { quiet: true }),
			report: (status) => recordClientEvent('session_verify', { status }),
		},
		delay,
	);
}
