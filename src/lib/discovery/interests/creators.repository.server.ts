import type { Kysely } from 'kysely';
import { nameColumns } from '../../identity/users/display-name.sql.server.ts';
import { personVisibleSql } from '../../platform/access/person-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { countAll } from '../../platform/db/sql.server.ts';

/** SQL of creator recommendations (FED-09): who made these pins, and their profile rows. */

/**
 * The pinners of these pins, most pins first (ties by id), leaving out `viewerId` and the
 * people they already follow. One query over at most a few hundred pin ids.
 */
export async function rankPinners(
	db: Kysely<Database>,
	pinIds: readonly string[],
	options: { viewerId: string; limit: number },
): Promise<string[]> {
	if (pinIds.length === 0) return [];
	const rows = await db
		.selectFrom('pins as p')
		.select(['p.pinner_id', countAll().as('n')])
		.where('p.id', 'in', [...pinIds])
		.where('p.pinner_id', '<>', options.viewerId)
		.where((eb) =>
			eb.not(
				eb.exists(
					eb
						.selectFrom('user_follows as f')
						.select('f.followee_id')
						.where('f.follower_id', '=', options.viewerId)
						.whereRef('f.followee_id', '=', 'p.pinner_id'),
				),
			),
		)
		.groupBy('p.pinner_id')
		.orderBy('n', 'desc')
		.orderBy('p.pinner_id')
		.limit(options.limit)
		.execute();
	return rows.map((r) => r.pinner_id);
}

export interface CreatorRow {
	id: string;
	username: string;
	first_name: string;
	last_name: string;
	account_type: string;
	business_name: string | null;
	follower_count: number;
	pin_count: number;
	avatar_storage_key: string | null;
	avatar_variants: string | null;
}

/** Among these users, the people everyone sees (`personVisibleSql`), with their picture. */
export async function findCreatorRows(
	db: Kysely<Database>,
	ids: readonly string[],
): Promise<CreatorRow[]> {
	if (ids.length === 0) return [];
	return db
		.selectFrom('users as u')
		.leftJoin('media as m', 'm.id', 'u.image_media_id')
		.select([
			'u.id',
			...nameColumns('u'),
			'u.follower_count',
			'u.pin_count',
			'm.storage_key as avatar_storage_key',
			'm.variants as avatar_variants',
		])
		.where('u.id', 'in', [...ids])
		.where(personVisibleSql('u', null))
		.execute();
}
