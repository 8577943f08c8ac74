import { avatarUrl } from '../../identity/users/avatar.server.ts';
import { nameOf } from '../../identity/users/display-name.sql.server.ts';
import { fullName } from '../../identity/users/display-name.ts';
import type { Comment } from './comment.ts';
import type { CommentRow } from './comments.repository.server.ts';

/** The one converter from a comment row (`commentSelect`) to the domain's `Comment`. */
export function commentRowToComment(row: CommentRow): Comment {
	return {
		id: row.id,
		pinId: row.pin_id,
		pinOwnerId: row.pin_owner_id,
		parentId: row.parent_id,
		text: row.text,
		createdAt: row.created_at,
		edited: row.is_edited === 1,
		highlighted: row.is_highlighted === 1,
		likeCount: row.like_count,
		helpfulCount: row.helpful_count,
		replyCount: row.reply_count,
		author: {
			id: row.user_id,
			username: row.author_username,
			fullName: fullName(nameOf(row, 'author_')),
			imageMediumUrl: avatarUrl(row.author_avatar_key, row.author_avatar_variants, '136x136'),
		},
	};
}
