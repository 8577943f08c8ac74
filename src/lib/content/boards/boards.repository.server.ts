import type { SelectQueryBuilder } from 'kysely';
import { nameColumns } from '../../identity/users/display-name.sql.server.ts';
import { boardReadableBy, boardWritableBy } from '../../platform/access/board-visibility.server.ts';
import {
	personContentVisibleSql,
	personLiveSql,
} from '../../platform/access/person-visibility.server.ts';
import type { Db } from '../../platform/db/database.ts';

/** All SQL that reads boards (writes live with the action that makes them: move, merge, delete). */

function selectBoardRows(db: Db) {
	return db
		.selectFrom('boards as b')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.selectAll('b')
		.select([
			...nameColumns('o', 'owner_'),
			'o.status as owner_status',
			'o.is_private as owner_is_private',
			'o.owner_user_id as owner_owner_user_id',
		]);
}

type BoardQuery = ReturnType<typeof selectBoardRows>;
export type BoardJoinedRow = BoardQuery extends SelectQueryBuilder<any, any, infer R> ? R : never;

/** A board with its owner, whatever its visibility (callers apply `boardAccess`). */
export async function findBoardRow(db: Db, id: string): Promise<BoardJoinedRow | undefined> {
	return selectBoardRows(db).where('b.id', '=', id).executeTakeFirst();
}

/** The owner's board at its current slug. */
export async function findBoardRowBySlug(
	db: Db,
	ownerId: string,
	slug: string,
): Promise<BoardJoinedRow | undefined> {
	return selectBoardRows(db)
		.where('b.owner_id', '=', ownerId)
		.where('b.slug', '=', slug)
		.executeTakeFirst();
}

/** SEO-07: the board that once had `slug` (a renamed board), or undefined. */
export async function findBoardIdByOldSlug(
	db: Db,
	ownerId: string,
	slug: string,
): Promise<string | undefined> {
	const row = await db
		.selectFrom('board_slugs')
		.select('board_id')
		.where('owner_id', '=', ownerId)
		.where('slug', '=', slug)
		.executeTakeFirst();
	return row?.board_id;
}

/** The most recent slug the board had before its current one, for `oldSlugUrl`. */
export async function findPreviousSlug(db: Db, boardId: string, current: string) {
	const row = await db
		.selectFrom('board_slugs')
		.select('slug')
		.where('board_id', '=', boardId)
		.where('slug', '<>', current)
		.orderBy('created_at', 'desc')
		.executeTakeFirst();
	return row?.slug ?? null;
}

export type BoardSort = 'custom' | 'last_pinned_to' | 'alphabetical' | 'newest' | 'oldest';

/**
 * The boards of `ownerId` (and, when asked, the group boards they joined) that `readerId` may
 * see (BRD-10), in one query. `privacy` narrows to
 * public or secret ones; archived boards come only when asked (`archived`) and only to members.
 * Paged by offset within one person's boards, which stay few (hundreds at most), so the order
 * may use any column.
 */
export async function listBoardRowsOfOwner(
	db: Db,
	options: {
		ownerId: string;
		readerId: string | null;
		privacy: 'all' | 'public' | 'protected' | 'secret';
		archived: 'exclude' | 'include' | 'only';
		sort: BoardSort;
		/** Also the boards `ownerId` collaborates on (BRD-17: group boards are in the list). */
		includeCollaborations?: boolean;
		offset: number;
		limit: number;
	},
): Promise<BoardJoinedRow[]> {
	const ownerId = options.ownerId;
	let q = selectBoardRows(db)
		.where((eb) =>
			options.includeCollaborations
				? eb.or([
						eb('b.owner_id', '=', ownerId),
						eb.exists(
							eb
								.selectFrom('board_collaborators as mine')
								.select('mine.user_id')
								.whereRef('mine.board_id', '=', 'b.id')
								.where('mine.user_id', '=', ownerId)
								.where('mine.status', '=', 'accepted'),
						),
					])
				: eb('b.owner_id', '=', ownerId),
		)
		.where(boardReadableBy(options.readerId))
		// A group board of a private profile shows only to its members; nothing of a deactivated
		// or suspended owner shows (`person-visibility.ts`).
		.where(personContentVisibleSql('o', options.readerId, { board: 'b' }));
	if (options.privacy === 'public') q = q.where('b.privacy', '=', 'public');
	if (options.privacy === 'protected' || options.privacy === 'secret')
		q = q.where('b.privacy', '=', 'secret');
	if (options.archived === 'exclude') q = q.where('b.is_archived', '=', 0);
	if (options.archived === 'only') q = q.where('b.is_archived', '=', 1);
	switch (options.sort) {
		case 'last_pinned_to':
			// Boards never pinned to come last, newest first among themselves.
			q = q
				.orderBy((eb) => eb.case().when('b.last_pinned_at', 'is', null).then(1).else(0).end())
				.orderBy('b.last_pinned_at', 'desc')
				.orderBy('b.id', 'desc');
			break;
		case 'alphabetical':
			q = q.orderBy((eb) => eb.fn('lower', ['b.name'])).orderBy('b.id');
			break;
		case 'newest':
			q = q.orderBy('b.id', 'desc');
			break;
		case 'oldest':
			q = q.orderBy('b.id', 'asc');
			break;
		default:
			// The owner's own order first; group boards they joined follow, newest first.
			q = q
				.orderBy((eb) => eb.case().when('b.owner_id', '=', ownerId).then(0).else(1).end())
				.orderBy('b.position')
				.orderBy('b.id', 'desc');
	}
	return q.offset(options.offset).limit(options.limit).execute();
}

/** Whether the user follows the board. */
export async function isFollowingBoard(db: Db, userId: string, boardId: string): Promise<boolean> {
	const row = await db
		.selectFrom('board_follows')
		.select('board_id')
		.where('user_id', '=', userId)
		.where('board_id', '=', boardId)
		.executeTakeFirst();
	return row !== undefined;
}

/**
 * The accepted collaborators of a board (BRD-01 `collaborating_users`), oldest first, leaving
 * out deactivated and suspended accounts (SET-12; they come back on reactivation). Private
 * profiles are listed by name (a private profile shows its name).
 */
export async function listCollaboratingUsers(db: Db, boardId: string) {
	return db
		.selectFrom('board_collaborators as bc')
		.innerJoin('users as u', 'u.id', 'bc.user_id')
		.select(['u.id', ...nameColumns('u')])
		.where('bc.board_id', '=', boardId)
		.where('bc.status', '=', 'accepted')
		.where(personLiveSql('u'))
		.orderBy('bc.created_at')
		.limit(50)
		.execute();
}

/**
 * Image variants of a board's cover pin, else of its newest pins (BRD-01 `cover_images`), among
 * the pins `reader` may see on it: pins of pinners hidden from them (`person-visibility.ts`)
 * never make a cover.
 */
export async function coverMediaRows(
	db: Db,
	boardId: string,
	coverPinId: string | null,
	reader: { readerId: string | null; member: boolean },
) {
	const pinnerShown = personContentVisibleSql('u', reader.readerId, reader.member);
	const rows = await db
		.selectFrom('pins as p')
		.innerJoin('media as m', 'm.id', 'p.media_id')
		.innerJoin('users as u', 'u.id', 'p.pinner_id')
		.select(['p.id', 'm.storage_key', 'm.variants', 'p.dominant_color'])
		.where('p.board_id', '=', boardId)
		.where('p.is_hidden', '=', 0)
		.where(pinnerShown)
		.orderBy('p.board_sort', 'desc')
		.limit(3)
		.execute();
	if (coverPinId && !rows.some((r) => r.id === coverPinId)) {
		const cover = await db
			.selectFrom('pins as p')
			.innerJoin('media as m', 'm.id', 'p.media_id')
			.innerJoin('users as u', 'u.id', 'p.pinner_id')
			.select(['p.id', 'm.storage_key', 'm.variants', 'p.dominant_color'])
			.where('p.id', '=', coverPinId)
			.where('p.board_id', '=', boardId)
			.where(pinnerShown)
			.executeTakeFirst();
		if (cover) return [cover, ...rows.slice(0, 2)];
	}
	if (coverPinId) rows.sort((a, b) => (a.id === coverPinId ? -1 : b.id === coverPinId ? 1 : 0));
	return rows;
}

/** Boards `userId` may save to (own and accepted collaborations, not archived), by name, with their sections. */
export async function listWritableBoardsWithSections(db: Db, userId: string) {
	const boards = await db
		.selectFrom('boards as b')
		.select(['b.id', 'b.name'])
		.where(boardWritableBy(userId))
		.orderBy((eb) => eb.fn('lower', ['b.name']))
		.limit(1000)
		.execute();
	if (boards.length === 0) return [];
	const sections = await db
		.selectFrom('board_sections')
		.select(['id', 'board_id', 'title'])
		.where(
			'board_id',
			'in',
			boards.map((b) => b.id),
		)
		.orderBy('position')
		.execute();
	return boards.map((b) => ({
		...b,
		sections: sections
			.filter((s) => s.board_id === b.id)
			.map((s) => ({ id: s.id, title: s.title })),
	}));
}
