import type { Kysely } from 'kysely';
import type { Pin } from '../../content/pins/pin.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import { END_BOOKMARK } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import { absoluteUrl } from '../../platform/routing/absolute-url.server.ts';
import type { PageLoad } from '../../platform/routing/page-load.ts';
import {
	type Interest,
	interestDescription,
	interestPath,
	isInterestSlug,
	topicPath,
} from './interest.ts';
import { interestJsonLd } from './interest-jsonld.ts';
import { withInterestName } from './interest-name.ts';
import { coOccurringInterestIds, followedAmong } from './interests.repository.server.ts';
import {
	getCategories,
	getInterestById,
	getInterestBySlug,
	getInterestsByIds,
	getSubInterests,
	interestPinsPage,
} from './interests.service.server.ts';

export interface InterestPageData {
	interest: Interest;
	/** Its category, for a sub-interest. */
	parent: Interest | null;
	children: Interest[];
	/** Interests that label the same pins, then its siblings: at most `RELATED_LIMIT`. */
	related: Interest[];
	pins: Pin[];
	/** The "More ideas" link (this page with `?bookmark=`), or null at the end. */
	moreUrl: string | null;
	/** Whether the viewer follows it (false when signed out or limited-login). */
	isFollowed: boolean;
	signedIn: boolean;
	/** RTE: `ideas` for `/ideas/…`, `topic` for `/topics/…`. */
	landingType: 'ideas' | 'topic';
	/** Always the `/ideas/{slug}/{id}/` address: one interest, one canonical page. */
	canonicalPath: string;
	description: string;
	/** First pages only: later pages are `noindex` and carry no JSON-LD. */
	jsonLd: Record<string, unknown> | null;
	/** Ideas › category › interest. */
	trail: Interest[];
}

const RELATED_LIMIT = 8;
/** How many of an interest's newest pins the related interests are counted over. */
const RELATED_SAMPLE = 200;

/**
 * Interests related to `interest`: those sharing its newest pins (most shared first), then its
 * siblings (the other sub-interests of its category, or the neighbouring categories), never its
 * parent, children or itself. Two queries.
 */
async function relatedInterests(
	db: Kysely<Database>,
	interest: Interest,
	children: readonly Interest[],
): Promise<Interest[]> {
	const exclude = [interest.id, ...(interest.parentId ? [interest.parentId] : [])];
	const shown = new Set([...exclude, ...children.map((c) => c.id)]);
	const [shared, siblings] = await Promise.all([
		coOccurringInterestIds(db, interest.id, [...shown], {
			sample: RELATED_SAMPLE,
			limit: RELATED_LIMIT,
		}),
		interest.parentId ? getSubInterests(db, [interest.parentId]) : getCategories(db),
	]);
	const out = await getInterestsByIds(db, shared);
	for (const i of out) shown.add(i.id);
	// Siblings nearest in menu order first.
	const nearest = siblings
		.filter((s) => !shown.has(s.id))
		.sort(
			(a, b) =>
				Math.abs(a.position - interest.position) - Math.abs(b.position - interest.position) ||
				a.position - b.position,
		);
	return [...out, ...nearest].slice(0, RELATED_LIMIT);
}

async function pageData(
	db: Kysely<Database>,
	viewer: Viewer | null,
	url: URL,
	found: Interest,
	landingType: 'ideas' | 'topic',
): Promise<PageLoad<InterestPageData>> {
	const readerId = readerIdOf(viewer);
	const bookmark = url.searchParams.get('bookmark');
	const [parentRow, childRows, page, followed] = await Promise.all([
		found.parentId ? getInterestById(db, found.parentId) : Promise.resolve(null),
		getSubInterests(db, [found.id]),
		interestPinsPage(db, found.id, { bookmark, viewerId: readerId }),
		readerId ? followedAmong(db, readerId, [found.id]) : Promise.resolve(new Set<string>()),
	]);
	const related = (await relatedInterests(db, found, childRows)).map(withInterestName);
	// Every name the page shows (heading, chips, description, JSON-LD) in the request's language.
	const parent = parentRow && withInterestName(parentRow);
	const children = childRows.map(withInterestName);
	const interest = withInterestName(found);
	const description = interestDescription(
		interest,
		parent?.name ?? null,
		children.map((c) => c.name),
	);
	const trail = parent ? [parent, interest] : [interest];
	const path = landingType === 'ideas' ? interestPath(interest) : topicPath(interest);
	return {
		kind: 'ok',
		data: {
			interest,
			parent,
			children,
			related,
			pins: page.pins,
			moreUrl:
				page.bookmark === END_BOOKMARK
					? null
					: `${path}?bookmark=${encodeURIComponent(page.bookmark)}`,
			isFollowed: followed.has(interest.id),
			signedIn: readerId !== null,
			landingType,
			canonicalPath: interestPath(interest),
			description,
			jsonLd: bookmark
				? null
				: interestJsonLd((p) => absoluteUrl(url, p), {
						interest,
						description,
						trail,
						pins: page.pins,
					}),
			trail,
		},
	};
}

/**
 * `/ideas/{slug}/{id}/`: found by id; a wrong or differently cased slug answers 301 to the
 * canonical address (keeping the query); an unknown id is not found.
 */
export async function loadInterestPage(input: {
	db: Kysely<Database>;
	viewer: Viewer | null;
	url: URL;
	slug: string;
	id: string;
}): Promise<PageLoad<InterestPageData>> {
	const interest = await getInterestById(input.db, input.id);
	if (!interest) return { kind: 'not-found' };
	if (input.slug !== interest.slug) {
		return { kind: 'redirect', to: `${interestPath(interest)}${input.url.search}`, status: 301 };
	}
	return pageData(input.db, input.viewer, input.url, interest, 'ideas');
}

/**
 * `/ideas/{slug}/` (what a menu without ids links to, NAV-08): 301 to the interest's canonical
 * address, or not found.
 */
export async function resolveIdeasSlug(
	db: Kysely<Database>,
	slug: string,
): Promise<PageLoad<never>> {
	const interest = await getInterestBySlug(db, slug.toLowerCase());
	return interest
		? { kind: 'redirect', to: interestPath(interest), status: 301 }
		: { kind: 'not-found' };
}

/**
 * `/topics/{slug}/`: the interest page by slug, readable with JavaScript off. A differently
 * cased slug answers 301 to the lower-case address; an unknown one is not found.
 */
export async function loadTopicPage(input: {
	db: Kysely<Database>;
	viewer: Viewer | null;
	url: URL;
	slug: string;
}): Promise<PageLoad<InterestPageData>> {
	const lower = input.slug.toLowerCase();
	if (!isInterestSlug(lower)) return { kind: 'not-found' };
	const interest = await getInterestBySlug(input.db, lower);
	if (!interest) return { kind: 'not-found' };
	if (input.slug !== interest.slug) {
		return { kind: 'redirect', to: `${topicPath(interest)}${input.url.search}`, status: 301 };
	}
	return pageData(input.db, input.viewer, input.url, interest, 'topic');
}
