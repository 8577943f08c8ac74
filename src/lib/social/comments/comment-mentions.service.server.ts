import { avatarUrl } from '../../identity/users/avatar.server.ts';
import { fullName } from '../../identity/users/display-name.ts';
import { parseUserSettings } from '../../identity/users/user-settings.ts';
import { mayMention } from '../../platform/access/comment-access.ts';
import type { Db } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type CommentTag, mentionPlace } from './comment.ts';
import {
	type MentionFactsRow,
	mentionCandidates,
	mentionFactsOf,
} from './comment-mentions.repository.server.ts';

/**
 * @mentions (CMT-01 `tags`, `tagged_users`): a comment names the people it tags by id, and each
 * one's `@username` must stand in its text. Whom the writer may tag is the access kernel's
 * `mayMention` (their `allow_mentions` audience, no block either way, a live account, not the
 * writer): a tag the rule refuses is dropped without an error (the text stays as written; the
 * typeahead never offered that person, and an error would tell the writer about a block).
 */

function allowed(writerId: string, row: MentionFactsRow): boolean {
	return mayMention(
		writerId,
		{
			id: row.id,
			status: row.status,
			allowMentions: parseUserSettings(row.settings).privacy.allow_mentions,
		},
		{
			followsWriter: Boolean(row.follows_writer),
			// `no_block` is the kernel's SQL twin of "no block either way" (0/1 or a boolean).
			block: { blocking: !row.no_block, blockedBy: false },
		},
	);
}

/**
 * The tags to store for `text` written by `writerId` with `tagIds` (ids that are no one are
 * ignored). Throws `CommentMentionNotInText` when a tagged person's `@username` is missing from
 * the text, or with `missing: 'drop'` leaves that tag out (an edit keeping the old tags).
 */
export async function resolveTags(
	db: Db,
	writerId: string,
	text: string,
	tagIds: readonly string[],
	missing: 'error' | 'drop' = 'error',
): Promise<CommentTag[]> {
	// Only well-formed ids can name someone (PostgreSQL would refuse the rest as bigints).
	const ids = [...new Set(tagIds)].filter(isId);
	const rows = await mentionFactsOf(db, writerId, ids);
	const tags: CommentTag[] = [];
	for (const row of rows) {
		const place = mentionPlace(text, row.username);
		if (!place && missing === 'drop') continue;
		if (!place) {
			throw new AppError('CommentMentionNotInText', { detail: `@${row.username}` });
		}
		if (allowed(writerId, row)) tags.push({ userId: row.id, ...place });
	}
	return tags.sort((a, b) => a.offset - b.offset);
}

/** One person the typeahead offers. */
export interface MentionSuggestion {
	id: string;
	username: string;
	full_name: string;
	image_medium_url: string | null;
}

/** Most suggestions answered. */
const SUGGESTIONS = 10;

/**
 * `MentionTypeaheadResource`: people whose username starts with `term` (an optional leading `@`
 * is ignored) whom the writer may mention, by username.
 */
export async function mentionTypeahead(
	db: Db,
	writerId: string,
	term: string,
): Promise<MentionSuggestion[]> {
	const prefix = term
		.trim()
		.replace(/^@/, '')
		.toLowerCase()
		.replace(/[^a-z0-9_]/g, '');
	if (prefix === '') return [];
	// Read a few more than answered: some will be people the rule leaves out.
	const rows = await mentionCandidates(db, writerId, prefix, SUGGESTIONS * 3);
	return rows
		.filter((row) => allowed(writerId, row))
		.slice(0, SUGGESTIONS)
		.map((row) => ({
			id: row.id,
			username: row.username,
			full_name: fullName(row),
			image_medium_url: avatarUrl(row.avatar_key, row.avatar_variants, '136x136'),
		}));
}
