import { hash32 } from '../experiments/assignment.ts';

/** AUTH-20: where the browser sends its fingerprint. */
export const FINGERPRINT_URL = '/v3/spam/fingerprints/';
/**
 * Session storage: the viewer (user id, '' signed out) this tab already sent it for. The
 * header's script reads it under the same name (`shell-telemetry.ts`), but keeps its own copy:
 * a module shared with this lazily loaded code would become a chunk every page imports.
 */
export const FINGERPRINT_SENT_KEY = 'cb_fingerprint';
/**
 * What the server accepts as a fingerprint: 1 to 128 printable ASCII characters (ours are 16
 * hex digits; other clients may hash differently).
 */
export const FINGERPRINT_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** What a fingerprint is made of: traits of the browser and device, no identifiers. */
export interface FingerprintTraits {
	userAgent: string;
	languages: readonly string[];
	timeZone: string;
	screen: string;
	hardwareConcurrency: number;
	maxTouchPoints: number;
}

/**
 * AUTH-20: a 64-bit hash (16 hex digits) of the traits. It tells apart browsers well enough to
 * link the sign-ups and actions of one automated client; it is no identity, and the traits
 * themselves never leave the browser.
 */
export function fingerprintOf(traits: FingerprintTraits): string {
	const text = JSON.stringify(traits);
	const hex = (n: number) => n.toString(16).padStart(8, '0');
	return hex(hash32(text)) + hex(hash32(`\u0001${text}`));
}
