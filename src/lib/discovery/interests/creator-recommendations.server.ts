import type { Kysely } from 'kysely';
import { avatarUrls } from '../../identity/users/avatar.server.ts';
import { displayName } from '../../identity/users/display-name.ts';
import type { Database } from '../../platform/db/database.ts';
import { findCreatorRows, rankPinners } from './creators.repository.server.ts';
import { samplePinIds } from './interest-pins.repository.server.ts';
import { listCategoryRows, listFollowedRows } from './interests.repository.server.ts';

/** A recommended creator (FED-09), shaped like the public user model's first fields. */
export interface CreatorRecommendation {
	type: 'user';
	id: string;
	username: string;
	full_name: string;
	image_small_url: string | null;
	image_medium_url: string | null;
	follower_count: number;
	pin_count: number;
	explicitly_followed_by_me: false;
}

/** How many recent pins of each interest the ranking looks at. */
const PINS_PER_INTEREST = 40;
/** At most this many of the viewer's interests are looked at. */
const INTERESTS_LOOKED_AT = 12;

/**
 * `GET /v3/orientation/nux_creator_recommendations/` (FED-09): people whose public pins fill the
 * viewer's followed interests (the newest `INTERESTS_LOOKED_AT` follows), or every category for
 * someone who follows none yet; most pins first. Leaves out the viewer, people they follow,
 * private, inactive and blocked accounts (the pins of blocked people are not counted).
 */
export async function nuxCreatorRecommendations(
	db: Kysely<Database>,
	viewerId: string,
	limit: number,
): Promise<CreatorRecommendation[]> {
	const followed = await listFollowedRows(db, viewerId, {
		after: null,
		limit: INTERESTS_LOOKED_AT,
	});
	const interestIds =
		followed.length > 0 ? followed.map((r) => r.id) : (await listCategoryRows(db)).map((r) => r.id);
	const samples = await samplePinIds(db, interestIds, PINS_PER_INTEREST, viewerId);
	const ranked = await rankPinners(
		db,
		samples.map((s) => s.pin_id),
		// Room for the private and inactive accounts `findCreatorRows` leaves out.
		{ viewerId, limit: limit * 2 },
	);
	const rows = new Map((await findCreatorRows(db, ranked)).map((r) => [r.id, r]));
	const out = ranked.flatMap((id) => {
		const row = rows.get(id);
		if (!row) return [];
		const avatars = avatarUrls(row.avatar_storage_key, row.avatar_variants);
		return [
			{
				type: 'user' as const,
				id: row.id,
				username: row.username,
				full_name: displayName(row),
				image_small_url: avatars.image_small_url,
				image_medium_url: avatars.image_medium_url,
				follower_count: row.follower_count,
				pin_count: row.pin_count,
				explicitly_followed_by_me: false as const,
			},
		];
	});
	return out.slice(0, limit);
}
