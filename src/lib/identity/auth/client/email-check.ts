import authChecks from '~/messages/auth-checks/index.ts';
import { COMMON_MAIL_HOSTS, emailProblem, normalizeEmail } from '../email-rules.ts';

/**
 * AUTH-18: the sign-up form's email check. It fails on an address that does not have the shape
 * of an email or that uses a throwaway-mail service (U-28, the same rules the server applies),
 * and it suggests a correction for a near-miss of a common mail host ("Did you mean
 * gmail.com?"). A suggestion never blocks sign-up: people do have addresses at odd domains.
 */
export interface EmailCheck {
	/** Null when the address can be used. */
	problem: 'pattern' | 'disposable' | null;
	/** The whole address with the host corrected, when the host looks like a typo. */
	suggestion: string | null;
}

/**
 * Real mail hosts that are one or two edits away from a target; they are never "corrected".
 * The targets themselves (`COMMON_MAIL_HOSTS`) are known too.
 */
const KNOWN_HOSTS: ReadonlySet<string> = new Set([
	...COMMON_MAIL_HOSTS,
	'googlemail.com',
	'ymail.com',
	'rocketmail.com',
	'aim.com',
	'mac.com',
	'email.com',
	'gmx.net',
	'gmx.de',
	'mail.ru',
	'live.ca',
	'live.co.uk',
	'hotmail.co.uk',
	'yahoo.co.uk',
	'yahoo.ca',
]);

/**
 * Edit distance with adjacent transpositions (optimal string alignment): `gmial` → `gmail` is
 * one edit, as a typist sees it.
 */
export function editDistance(a: string, b: string): number {
	const rows = a.length + 1;
	const cols = b.length + 1;
	const d: number[] = new Array(rows * cols).fill(0);
	for (let i = 0; i < rows; i++) d[i * cols] = i;
	for (let j = 0; j < cols; j++) d[j] = j;
	for (let i = 1; i < rows; i++) {
		for (let j = 1; j < cols; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let best = Math.min(
				d[(i - 1) * cols + j]! + 1,
				d[i * cols + j - 1]! + 1,
				d[(i - 1) * cols + j - 1]! + cost,
			);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
				best = Math.min(best, d[(i - 2) * cols + j - 2]! + 1);
			}
			d[i * cols + j] = best;
		}
	}
	return d[rows * cols - 1]!;
}

function splitHost(host: string): { label: string; suffix: string } {
	const dot = host.indexOf('.');
	return dot < 0
		? { label: host, suffix: '' }
		: { label: host.slice(0, dot), suffix: host.slice(dot + 1) };
}

/**
 * How far `host` is from `target` as a typo, or Infinity when it is not a plausible typo:
 * - the whole host is one edit away (`gmail.cmo`, `gmai.lcom`, `hmail.com`), or the same once
 *   dots are ignored (`gmailcom`);
 * - or its first label shares the target's first letter and is within 2 edits of the target's
 *   (1 for labels of 3 letters or fewer, where 2 edits reach unrelated real domains), with the
 *   rest of the host at most one edit away and 2 edits in all (`hotmial.com`, `gmial.con`).
 */
function typoDistance(host: string, target: string): number {
	const whole = editDistance(host, target);
	if (whole <= 1) return whole;
	if (host.replaceAll('.', '') === target.replaceAll('.', '')) return 1;
	const h = splitHost(host);
	const t = splitHost(target);
	if (!h.label || h.label[0] !== t.label[0]) return Number.POSITIVE_INFINITY;
	const labelEdits = editDistance(h.label, t.label);
	const suffixEdits = editDistance(h.suffix, t.suffix);
	const maxLabelEdits = t.label.length <= 3 ? 1 : 2;
	if (labelEdits <= maxLabelEdits && suffixEdits <= 1 && labelEdits + suffixEdits <= 2) {
		return labelEdits + suffixEdits;
	}
	return Number.POSITIVE_INFINITY;
}

/** The common host `host` is probably a typo of, or null. */
export function suggestHost(host: string): string | null {
	const clean = host.toLowerCase().replace(/\.+$/, '');
	if (!clean || KNOWN_HOSTS.has(clean)) return null;
	// Gmail lives only at gmail.com: any other suffix after `gmail` is a slip (`gmail.co`).
	if (splitHost(clean).label === 'gmail') return 'gmail.com';
	let best: string | null = null;
	let bestDistance = Number.POSITIVE_INFINITY;
	for (const target of COMMON_MAIL_HOSTS) {
		const distance = typoDistance(clean, target);
		if (distance > 0 && distance < bestDistance) {
			best = target;
			bestDistance = distance;
		}
	}
	return best;
}

/** AUTH-18: checks an address as typed. */
export function checkEmail(input: string): EmailCheck {
	const email = normalizeEmail(input);
	const at = email.lastIndexOf('@');
	const host = at < 0 ? '' : email.slice(at + 1);
	const suggestedHost = host ? suggestHost(host) : null;
	return {
		problem: emailProblem(email),
		suggestion: suggestedHost ? `${email.slice(0, at)}@${suggestedHost}` : null,
	};
}

/** What the form says for a problem (the field's error text), in the page's language. */
export function emailProblemMessage(problem: NonNullable<EmailCheck['problem']>): string {
	const t = authChecks();
	return problem === 'pattern' ? t.emailPattern() : t.emailDisposable();
}
