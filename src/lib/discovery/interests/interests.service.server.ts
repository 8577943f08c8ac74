import type { Kysely } from 'kysely';
import { pinRowToPin } from '../../content/pins/pin-row.server.ts';
import {
	FEED_PAGE_SIZE,
	type FeedPage,
	MAX_PAGE_SIZE,
} from '../../content/pins/pins.service.server.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import { decodeBookmark, END_BOOKMARK, encodeBookmark } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import { type Interest, type InterestImage, isInterestId, isInterestSlug } from './interest.ts';
import {
	listInterestPinRows,
	pinRowsByIds,
	samplePinIds,
} from './interest-pins.repository.server.ts';
import { interestRowToInterest } from './interest-row.server.ts';
import {
	findInterestById,
	findInterestBySlug,
	findInterestsByIds,
	followedAmong,
	listCategoryRows,
	listChildRows,
} from './interests.repository.server.ts';
import { type TopicAnswer, toTopicAnswer } from './topic-answer.ts';

/** The interest with this id, or null (also for text that cannot be an id). */
export async function getInterestById(db: Kysely<Database>, id: string): Promise<Interest | null> {
	if (!isInterestId(id)) return null;
	const row = await findInterestById(db, id);
	return row ? interestRowToInterest(row) : null;
}

/** The interest with this slug (exactly; slugs are lower-case), or null. */
export async function getInterestBySlug(
	db: Kysely<Database>,
	slug: string,
): Promise<Interest | null> {
	if (!isInterestSlug(slug)) return null;
	const row = await findInterestBySlug(db, slug);
	return row ? interestRowToInterest(row) : null;
}

/** The interests with these ids, in the order given; unknown ids are left out. */
export async function getInterestsByIds(
	db: Kysely<Database>,
	ids: readonly string[],
): Promise<Interest[]> {
	const rows = await findInterestsByIds(db, ids.filter(isInterestId));
	const byId = new Map(rows.map((r) => [r.id, interestRowToInterest(r)]));
	return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The top-level idea categories (NAV-08), in menu order. */
export async function getCategories(db: Kysely<Database>): Promise<Interest[]> {
	return (await listCategoryRows(db)).map(interestRowToInterest);
}

/** The sub-interests of these parents, by parent then menu order. */
export async function getSubInterests(
	db: Kysely<Database>,
	parentIds: readonly string[],
): Promise<Interest[]> {
	return (await listChildRows(db, parentIds)).map(interestRowToInterest);
}

/**
 * The picture of each interest: its newest discoverable pin (236x). Two queries whatever the
 * number of interests; an interest without public pins has none.
 */
async function interestImages(
	db: Kysely<Database>,
	ids: readonly string[],
	viewerId: string | null,
): Promise<Map<string, InterestImage>> {
	const samples = await samplePinIds(db, ids, 1, viewerId);
	const rows = await pinRowsByIds(
		db,
		samples.map((s) => s.pin_id),
	);
	const pins = new Map(rows.map((r) => [r.id, pinRowToPin(r)]));
	const out = new Map<string, InterestImage>();
	for (const s of samples) {
		const pin = pins.get(s.pin_id);
		if (pin) out.set(s.interest_id, pin.images['236x']);
	}
	return out;
}

/**
 * Interests as API topics for the viewer (FED-10): `is_followed` from one query when signed in,
 * and pictures from two more when `withImages`.
 */
export async function topicAnswers(
	db: Kysely<Database>,
	interests: readonly Interest[],
	viewer: Viewer | null,
	options: { withImages: boolean },
): Promise<TopicAnswer[]> {
	const readerId = readerIdOf(viewer);
	const ids = interests.map((i) => i.id);
	const [followed, images] = await Promise.all([
		readerId ? followedAmong(db, readerId, ids) : Promise.resolve(new Set<string>()),
		options.withImages ? interestImages(db, ids, readerId) : Promise.resolve(new Map()),
	]);
	return interests.map((i) =>
		toTopicAnswer(i, { isFollowed: followed.has(i.id), image: images.get(i.id) ?? null }),
	);
}

/**
 * A page of an interest's feed (its public pins, newest first) for a viewer: the pins they hid
 * and pins of people they blocked or who blocked them are left out. Keyset paged by pin id; a
 * forged bookmark can only skip ahead, never reveal anything.
 */
export async function interestPinsPage(
	db: Kysely<Database>,
	interestId: string,
	options: {
		bookmark?: string | null | undefined;
		pageSize?: number | undefined;
		viewerId: string | null;
	},
): Promise<FeedPage> {
	const pageSize = Math.min(Math.max(options.pageSize ?? FEED_PAGE_SIZE, 1), MAX_PAGE_SIZE);
	const cursor = decodeBookmark(options.bookmark);
	const rows = await listInterestPinRows(db, interestId, {
		beforeId: cursor?.before,
		limit: pageSize + 1,
		viewerId: options.viewerId,
	});
	const hasMore = rows.length > pageSize;
	const pins = rows.slice(0, pageSize).map(pinRowToPin);
	const last = pins.at(-1);
	return {
		pins,
		bookmark: hasMore && last ? encodeBookmark({ before: last.id }) : END_BOOKMARK,
	};
}
