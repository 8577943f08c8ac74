import type { Kysely } from 'kysely';
import type { PublicUser } from '../../identity/users/user.ts';
import {
	findRelation,
	NO_RELATION,
	type Relation,
} from '../../identity/users/user-relations.repository.server.ts';
import { getProfile, getPublicUserById } from '../../identity/users/users.service.server.ts';
import { inBlockWith } from '../../platform/access/blocks.ts';
import type { Database } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';

/**
 * What a viewer may see of a profile:
 * - the owner sees everything (BRD-17 counts include secret boards);
 * - a private profile (SET-01) shows others its name only;
 * - a block either way (`inBlockWith`) hides the boards, pins, counts and follow lists (see
 *   `user-relations.service.server.ts`);
 * - otherwise the public boards and pins, plus the secret ones the viewer collaborates on.
 */
export interface ProfileAccess {
	isOwner: boolean;
	relation: Relation;
	/** Why content is hidden, or null when the viewer sees the boards and pins. */
	hidden: 'private' | 'blocked' | null;
}

export async function profileAccess(
	db: Kysely<Database>,
	user: Pick<PublicUser, 'id' | 'isRestricted'>,
	viewerId: string | null,
): Promise<ProfileAccess> {
	const isOwner = viewerId === user.id;
	const relation = viewerId && !isOwner ? await findRelation(db, viewerId, user.id) : NO_RELATION;
	const hidden = isOwner
		? null
		: user.isRestricted
			? 'private'
			: inBlockWith(relation)
				? 'blocked'
				: null;
	return { isOwner, relation, hidden };
}

/** The profile named by a resource's `username` or `user_id` option, or `NotFound`. */
async function profileForOptions(
	db: Kysely<Database>,
	options: { username?: string | undefined; user_id?: string | undefined },
	viewerId: string | null,
): Promise<PublicUser> {
	const user = options.user_id
		? isId(options.user_id)
			? await getPublicUserById(db, options.user_id, viewerId)
			: null
		: options.username
			? await getProfile(db, options.username, viewerId)
			: null;
	if (!user) {
		const what = options.user_id ?? options.username;
		if (!what) throw new AppError('InvalidOptions', { detail: 'Send a username or a user_id.' });
		throw new AppError('NotFound', { detail: `No user ${what.slice(0, 30)}.` });
	}
	return user;
}

/** For resources: the profile's access, refusing private profiles with `ProfilePrivate`. */
export async function readableProfile(
	db: Kysely<Database>,
	options: { username?: string | undefined; user_id?: string | undefined },
	viewerId: string | null,
): Promise<{ user: PublicUser; access: ProfileAccess }> {
	const user = await profileForOptions(db, options, viewerId);
	const access = await profileAccess(db, user, viewerId);
	if (access.hidden === 'private') throw new AppError('ProfilePrivate');
	return { user, access };
}
