import type { Kysely } from 'kysely';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { orNotFound } from '../../platform/http/errors.ts';
import { countsOfUser } from './users.repository.server.ts';
import { getPublicUserById } from './users.service.server.ts';

/**
 * A user's public fields, as `GET /v3/users/{id}/` answers them. A limited login reads like a
 * signed-out visitor (LIM), even its own account; an account the reader may not see (or a
 * malformed id) is `NotFound`. A private profile (SET-01) shows others only who it is; pin and
 * board counts are as the reader may see them (strangers never count secret ones). `fields`
 * (`user.username,user.full_name`) picks fields, unknown names are ignored, and without it
 * every field comes.
 */
export async function publicUserForApi(
	db: Kysely<Database>,
	viewer: Viewer | null,
	id: string,
	fields: string | undefined,
): Promise<Record<string, unknown>> {
	const readerId = readerIdOf(viewer);
	const user = orNotFound(
		isId(id) ? await getPublicUserById(db, id, readerId) : null,
		`No user ${id.slice(0, 20)}.`,
	);
	const counts = user.isRestricted
		? null
		: await countsOfUser(db, user.id, { publicOnly: readerId !== user.id });
	const all: Record<string, unknown> = user.isRestricted
		? { id: user.id, username: user.username, full_name: user.fullName, is_private_profile: true }
		: {
				id: user.id,
				username: user.username,
				full_name: user.fullName,
				about: user.about,
				type: 'user',
				is_partner: user.accountType === 'business',
				follower_count: user.followerCount,
				following_count: user.followingCount,
				pin_count: counts?.pin_count,
				board_count: counts?.board_count,
			};
	if (!fields) return all;
	const wanted = fields.split(',').map((f) => f.trim().replace(/^user\./, ''));
	return Object.fromEntries(wanted.filter((f) => f in all).map((f) => [f, all[f]]));
}
