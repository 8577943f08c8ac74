import { sql } from 'kysely';
import { nameColumns } from '../../identity/users/display-name.sql.server.ts';
import { notInBlockWithSql } from '../../platform/access/blocks.server.ts';
import { personLiveSql } from '../../platform/access/person-visibility.server.ts';
import type { Db } from '../../platform/db/database.ts';
import type { CommentTag } from './comment.ts';

/**
 * The SQL of @mentions: the tags of a page of comments (one query), a comment's tag set, and
 * the people a writer may mention with what the mention rule (`mayMention`) reads of them.
 */

/** The live people tagged in `commentIds`, with where each tag sits; one query for a page. */
export async function tagRowsOf(db: Db, commentIds: readonly string[]) {
	if (commentIds.length === 0) return [];
	return db
		.selectFrom('comment_mentions as cmn')
		.innerJoin('users as mu', 'mu.id', 'cmn.user_id')
		.select([
			'cmn.comment_id',
			'cmn.user_id',
			'cmn.offset',
			'cmn.length',
			...nameColumns('mu', 'tagged_'),
		])
		.where('cmn.comment_id', 'in', commentIds)
		.where(personLiveSql('mu'))
		.orderBy('cmn.comment_id')
		.orderBy('cmn.offset')
		.execute();
}

/** The ids tagged in a comment now. */
export async function taggedIdsOf(db: Db, commentId: string): Promise<string[]> {
	const rows = await db
		.selectFrom('comment_mentions')
		.select('user_id')
		.where('comment_id', '=', commentId)
		.execute();
	return rows.map((r) => r.user_id);
}

/** Replaces a comment's tags with `tags`. */
export async function replaceTags(
	trx: Db,
	commentId: string,
	tags: readonly CommentTag[],
): Promise<void> {
	await trx.deleteFrom('comment_mentions').where('comment_id', '=', commentId).execute();
	if (tags.length === 0) return;
	const now = new Date().toISOString();
	await trx
		.insertInto('comment_mentions')
		.values(
			tags.map((t) => ({
				comment_id: commentId,
				user_id: t.userId,
				offset: t.offset,
				length: t.length,
				created_at: now,
			})),
		)
		.execute();
}

/** Removes one person's tag from a comment; false when they were not tagged. */
export async function deleteTag(trx: Db, commentId: string, userId: string): Promise<boolean> {
	const result = await trx
		.deleteFrom('comment_mentions')
		.where('comment_id', '=', commentId)
		.where('user_id', '=', userId)
		.executeTakeFirst();
	return Number(result.numDeletedRows) > 0;
}

/** What `mayMention` reads of a person, for the writer. */
function mentionFacts(db: Db, writerId: string) {
	return db
		.selectFrom('users as mu')
		.leftJoin('media as mm', 'mm.id', 'mu.image_media_id')
		.select([
			'mu.id',
			'mu.status',
			'mu.settings',
			...nameColumns('mu'),
			'mm.storage_key as avatar_key',
			'mm.variants as avatar_variants',
		])
		.select((eb) => [
			eb
				.exists(
					eb
						.selectFrom('user_follows as mf')
						.select('mf.follower_id')
						.where('mf.follower_id', '=', eb.ref('mu.id'))
						.where('mf.followee_id', '=', writerId),
				)
				.as('follows_writer'),
			eb
				.case()
				.when(notInBlockWithSql(writerId, ['mu.id'])(eb))
				.then(1)
				.else(0)
				.end()
				.as('no_block'),
		]);
}

export type MentionFactsRow = Awaited<
	ReturnType<ReturnType<typeof mentionFacts>['executeTakeFirstOrThrow']>
>;

/** The facts of the people `userIds` (tags of a new or edited comment). */
export async function mentionFactsOf(
	db: Db,
	writerId: string,
	userIds: readonly string[],
): Promise<MentionFactsRow[]> {
	if (userIds.length === 0) return [];
	return mentionFacts(db, writerId).where('mu.id', 'in', userIds).execute();
}

/**
 * Typeahead candidates: live people whose username starts with `prefix` (lower case; `%`, `_` and
 * `\\` are escaped here), by username, at most `limit`.
 */
export async function mentionCandidates(
	db: Db,
	writerId: string,
	prefix: string,
	limit: number,
): Promise<MentionFactsRow[]> {
	return mentionFacts(db, writerId)
		.where(
			sql<boolean>`${sql.ref('mu.username')} like ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`,
		)
		.where(personLiveSql('mu'))
		.where('mu.id', '!=', writerId)
		.orderBy('mu.username')
		.limit(limit)
		.execute();
}
