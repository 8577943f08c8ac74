import type { InterestRow } from '../../platform/db/database.ts';
import type { Interest } from './interest.ts';

/** Row → domain interest. Rows never leave the server; this is the one place that reads them. */
export function interestRowToInterest(row: InterestRow): Interest {
	return {
		id: row.id,
		name: row.name,
		slug: row.slug,
		parentId: row.parent_id,
		isCategory: row.is_category === 1,
		position: row.position,
		followerCount: row.follower_count,
	};
}
