import type { Kysely } from 'kysely';
import { avatarUrls } from '../../identity/users/avatar.server.ts';
import { displayName } from '../../identity/users/display-name.ts';
import {
	followedAmong,
	listFollowUsers,
} from '../../identity/users/user-relations.repository.server.ts';
import { decodeBookmark, END_BOOKMARK, encodeBookmark } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import { FEED_PAGE_SIZE, MAX_PAGE_SIZE } from '../pins/pins.service.server.ts';

/** One person in a followers or following list (public fields only). */
export interface FollowListUser {
	type: 'user';
	id: string;
	username: string;
	full_name: string;
	image_medium_url: string | null;
	follower_count: number;
	is_private_profile: boolean;
	explicitly_followed_by_me: boolean;
}

/**
 * A page of a user's followers or followings (keyset on the listed user's id, newest accounts
 * first; U-18 page sizes). People in a block with the viewer are left out; a private account
 * in the list shows its name only.
 */
export async function followListPage(
	db: Kysely<Database>,
	input: {
		userId: string;
		direction: 'followers' | 'following';
		viewerId: string | null;
		bookmark?: string | null | undefined;
		pageSize?: number | undefined;
	},
): Promise<{ data: FollowListUser[]; bookmark: string }> {
	const pageSize = Math.min(Math.max(input.pageSize ?? FEED_PAGE_SIZE, 1), MAX_PAGE_SIZE);
	const rows = await listFollowUsers(db, {
		userId: input.userId,
		direction: input.direction,
		viewerId: input.viewerId,
		beforeId: decodeBookmark(input.bookmark)?.before,
		limit: pageSize + 1,
	});
	const page = rows.slice(0, pageSize);
	const followed = input.viewerId
		? await followedAmong(
				db,
				input.viewerId,
				page.map((r) => r.id),
			)
		: new Set<string>();
	const data = page.map((row): FollowListUser => {
		const isPrivate = row.is_private === 1 && row.id !== input.viewerId;
		return {
			type: 'user',
			id: row.id,
			username: row.username,
			full_name: displayName(row),
			image_medium_url: avatarUrls(row.avatar_storage_key, row.avatar_variants).image_medium_url,
			follower_count: isPrivate ? 0 : row.follower_count,
			is_private_profile: isPrivate,
			explicitly_followed_by_me: followed.has(row.id),
		};
	});
	const last = page.at(-1);
	return {
		data,
		bookmark: rows.length > pageSize && last ? encodeBookmark({ before: last.id }) : END_BOOKMARK,
	};
}
