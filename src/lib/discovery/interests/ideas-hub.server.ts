import type { Kysely } from 'kysely';
import type { Pin } from '../../content/pins/pin.ts';
import { pinRowToPin } from '../../content/pins/pin-row.server.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Interest, InterestImage } from './interest.ts';
import { withInterestName } from './interest-name.ts';
import { pinRowsByIds, samplePinIds } from './interest-pins.repository.server.ts';
import { getCategories, getSubInterests } from './interests.service.server.ts';

export interface HubCategory {
	interest: Interest;
	children: Interest[];
	/** A few of its newest public pins. */
	pins: Pin[];
	/** The first of them (236x), standing for the category; null when it has none. */
	image: InterestImage | null;
}

/** How many pins the hub shows under each category. */
const HUB_PINS_PER_CATEGORY = 4;

/**
 * The ideas hub (`/ideas/`, NAV-08, SEO-12): every top-level category in menu order with its
 * sub-interests and a few of its newest public pins, names in the current language. Four queries whatever the number of
 * categories: categories, sub-interests, the pin ids of all categories (one `union all`), and
 * their cards.
 */
export async function loadIdeasHub(
	db: Kysely<Database>,
	viewer: Viewer | null,
	pinsPerCategory = HUB_PINS_PER_CATEGORY,
): Promise<HubCategory[]> {
	const readerId = readerIdOf(viewer);
	const categories = await getCategories(db);
	const ids = categories.map((c) => c.id);
	const [children, samples] = await Promise.all([
		getSubInterests(db, ids),
		samplePinIds(db, ids, pinsPerCategory, readerId),
	]);
	const rows = await pinRowsByIds(
		db,
		samples.map((s) => s.pin_id),
	);
	const pins = new Map(rows.map((r) => [r.id, pinRowToPin(r)]));
	return categories.map((interest) => {
		const own = samples
			.filter((s) => s.interest_id === interest.id)
			.map((s) => pins.get(s.pin_id))
			.filter((p): p is Pin => p !== undefined)
			.sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
		return {
			interest: withInterestName(interest),
			children: children.filter((c) => c.parentId === interest.id).map(withInterestName),
			pins: own,
			image: own[0]?.images['236x'] ?? null,
		};
	});
}
