import ideasPages from '~/messages/ideas-pages/index.ts';
import { isId } from '../../platform/db/ids.ts';
import { currentLanguage } from '../../platform/i18n/current-language.ts';
import { BRAND } from '../../platform/ui/brand.ts';

/** An interest (a topic) as pages and API answers see it. */
export interface Interest {
	id: string;
	name: string;
	/** URL segment, e.g. `home-decor`; unique. */
	slug: string;
	/** The category it belongs to, or null for a top-level category. */
	parentId: string | null;
	/** True for the top-level idea categories (NAV-08). */
	isCategory: boolean;
	/** Menu order among its siblings. */
	position: number;
	followerCount: number;
}

/** A picture that stands for an interest: one of its recent public pins (236x). */
export interface InterestImage {
	url: string;
	width: number;
	height: number;
}

/** The interest page's address, `/ideas/{slug}/{id}/` (the canonical one). */
export function interestPath(interest: Pick<Interest, 'id' | 'slug'>): string {
	return `/ideas/${interest.slug}/${interest.id}/`;
}

/** The topic page's address, `/topics/{slug}/`. */
export function topicPath(interest: Pick<Interest, 'slug'>): string {
	return `/topics/${interest.slug}/`;
}

/** Slugs are lower-case words joined by dashes (what the `interests` table holds). */
export function isInterestSlug(value: string): boolean {
	return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 80;
}

/** True when `value` could be an interest id (a decimal id string). */
export function isInterestId(value: string): boolean {
	return isId(value);
}

/**
 * The page description when the interest has no editorial text: what it is, where it sits and
 * what it holds, from data every interest has, in the current language (names as shown:
 * `interestName`).
 */
export function interestDescription(
	interest: Pick<Interest, 'name' | 'isCategory'>,
	parentName: string | null,
	childNames: readonly string[],
): string {
	return ideasPages().description({
		interest: interest.name,
		parent: parentName ?? '',
		hasParent: parentName ? 'yes' : 'no',
		kinds: listWords(childNames.slice(0, 4)),
		hasKinds: childNames.length > 0 ? 'yes' : 'no',
		brand: BRAND,
	});
}

/**
 * `a, b and c` in the current language. English lists follow the product's house style (no
 * comma before "and"), which is British English's list format.
 */
export function listWords(words: readonly string[]): string {
	const language = currentLanguage();
	const tag = language.toLowerCase().startsWith('en') ? 'en-GB' : language;
	try {
		return new Intl.ListFormat(tag, { type: 'conjunction' }).format(words);
	} catch {
		return new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(words);
	}
}

/** `1 follower`, `1,234 followers`, in the current language. */
export function followerLabel(n: number): string {
	return ideasPages().followers({ count: n });
}
