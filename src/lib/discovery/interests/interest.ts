import { isId } from '../../platform/db/ids.ts';
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
 * what it holds, from data every interest has.
 */
export function interestDescription(
	interest: Pick<Interest, 'name' | 'isCategory'>,
	parentName: string | null,
	childNames: readonly string[],
): string {
	const within = parentName ? ` in ${parentName}` : '';
	const kinds =
		childNames.length > 0
			? ` From ${listWords(childNames.slice(0, 4))} and more.`
			: ' Save the ones you love to your boards.';
	return `Discover ${interest.name} ideas${within} on ${BRAND}.${kinds}`;
}

/** `a`, `a and b`, `a, b and c`. */
function listWords(words: readonly string[]): string {
	if (words.length <= 1) return words.join('');
	return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** `1 follower`, `1,234 followers`. */
export function followerLabel(n: number): string {
	return `${n.toLocaleString('en-US')} ${n === 1 ? 'follower' : 'followers'}`;
}
