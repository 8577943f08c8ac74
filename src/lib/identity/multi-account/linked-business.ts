import { z } from 'zod';
import accountBusiness from '~/messages/account-business/index.ts';
import { isEmailPattern, normalizeEmail } from '../auth/email-rules.ts';
import { MAX_USERNAME, usernameCandidatesFrom } from '../users/name-rules.ts';

/**
 * Pure rules of linked business accounts (MAS-07) and conversions (SET-12): input checks and
 * usernames made from a business name. Safe to import from islands.
 */

/** Longest business name. */
export const MAX_BUSINESS_NAME = 60;
/** U-17: longest website link. */
const MAX_WEBSITE_URL = 2048;
/**
 * How many linked businesses one person may own. The spec sets no number; a cap keeps one
 * account from minting accounts without end.
 */
export const MAX_LINKED_BUSINESSES = 20;

/**
 * A business name: trimmed, inner whitespace collapsed, 1–60 characters. Messages are read when
 * a value fails, so they are in the current request's language.
 */
export const businessNameSchema = z
	.string()
	.transform((s) => s.trim().replace(/\s+/g, ' '))
	.pipe(
		z
			.string()
			.min(1, { error: () => accountBusiness().nameRequired() })
			.max(MAX_BUSINESS_NAME, {
				error: () => accountBusiness().nameTooLong({ max: MAX_BUSINESS_NAME }),
			}),
	);

/** An optional http(s) link; empty text means none. */
const websiteUrlSchema = z
	.string()
	.trim()
	.max(MAX_WEBSITE_URL, { error: () => accountBusiness().invalidUrl() })
	.refine((s) => s === '' || isHttpUrl(s), { error: () => accountBusiness().invalidUrl() })
	.transform((s) => (s === '' ? null : s));

/** An optional contact address; empty text means none. */
const contactEmailSchema = z
	.string()
	.transform(normalizeEmail)
	.refine((s) => s === '' || isEmailPattern(s), {
		error: () => accountBusiness().invalidEmail(),
	})
	.transform((s) => (s === '' ? null : s));

/** What creating a linked business takes (the create-business form and any API caller). */
export const linkedBusinessInputSchema = z.object({
	business_name: businessNameSchema,
	website_url: websiteUrlSchema.optional(),
	contact_email: contactEmailSchema.optional(),
});

export type LinkedBusinessInput = z.input<typeof linkedBusinessInputSchema>;

function isHttpUrl(value: string): boolean {
	try {
		const url = new URL(value);
		return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
	} catch {
		return false;
	}
}

/**
 * The stem of a username made from a business name: accents dropped, lower case, only
 * `[a-z0-9_]`, at most 30 characters; `business` when nothing is left ("Café Olé & Co" →
 * `cafeoleco`).
 */
export function businessUsernameStem(name: string): string {
	const stem = name
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9_]/g, '')
		.slice(0, MAX_USERNAME);
	return stem || 'business';
}

/**
 * Usernames to try for a new business, best first: the stem when valid and not reserved
 * (RTE-23), then the stem with random digits, longer as the list goes on. A stem no digits can
 * save (a reserved word, see `name-rules.ts`) is replaced by `business`. Every candidate passes
 * `isAllowedNewUsername`; the caller takes the first one that is free.
 */
export function businessUsernameCandidates(
	name: string,
	count = 12,
	random: () => number = Math.random,
): string[] {
	const out = usernameCandidatesFrom(businessUsernameStem(name), count, random);
	return out.length > 0 ? out : usernameCandidatesFrom('business', count, random);
}

/**
 * The sign-in address of a linked business. Linked businesses never sign in themselves (no
 * password; only their owner opens them), yet `users.email` is required and unique, so each
 * gets an address under `.invalid`, a top-level domain reserved by RFC 2606 that can never
 * receive mail. `partner.biz_contact_email` shows the real contact address instead.
 */
export function linkedBusinessEmail(userId: string): string {
	return `biz-${userId}@business.invalid`;
}
