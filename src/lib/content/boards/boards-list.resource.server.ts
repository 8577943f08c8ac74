import { z } from 'zod';
import { isBlockedEitherWay } from '../../identity/users/user-relations.repository.server.ts';
import { getProfile } from '../../identity/users/users.service.server.ts';
import { BOARD_PRIVACY_CODES } from '../../platform/access/board-access.ts';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { reorderBoards } from './board-edit.server.ts';
import { boardIdOption } from './board-input.ts';
import { boardRowToBoard } from './board-row.server.ts';
import { type BoardSort, listBoardRowsOfOwner } from './boards.repository.server.ts';

const SORTS = ['custom', 'last_pinned_to', 'alphabetical', 'newest', 'oldest'] as const;

/** Offset cursors for one person's boards (few per person, so an offset is cheap and stable enough). */
function encodeOffset(offset: number): string {
	return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}
function decodeOffset(bookmark: string | undefined): number {
	if (!bookmark || bookmark === '-end-' || bookmark.length > 100) return 0;
	try {
		const v = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8')) as { o?: unknown };
		return typeof v.o === 'number' && Number.isInteger(v.o) && v.o >= 0 && v.o < 100_000 ? v.o : 0;
	} catch {
		return 0;
	}
}

/**
 * `BoardsResource` get (BRD-10, API-59): a user's boards as the viewer may see them.
 * `privacy_filter` `all` (default), `public`, `protected`/`secret`, `archived`; `sort`
 * `custom` (the owner's order, default), `last_pinned_to`, `alphabetical`, `newest`, `oldest`;
 * `page_size` 25 by default, 250 at most. The list has the group boards the user joined after
 * their own (BRD-17). Strangers never see secret or archived boards.
 */
export const boardsResource = defineResource({
	name: 'BoardsResource',
	get: action({
		auth: 'optional',
		options: z.object({
			username: z.string().min(1).max(30),
			page_size: z.coerce.number().int().min(1).max(250).optional(),
			privacy_filter: z.enum(['all', 'public', 'protected', 'secret', 'archived']).optional(),
			sort: z.enum(SORTS).optional(),
			bookmarks: z.array(z.string().max(200)).max(5).optional(),
			field_set_key: z.string().max(50).optional(),
			include_archived: z.boolean().optional(),
			filter_stories: z.boolean().optional(),
			filter_all_pins: z.boolean().optional(),
		}),
		async run({ db, readerId }, options) {
			const owner = await getProfile(db, options.username, readerId);
			if (!owner || owner.isRestricted) {
				throw new AppError('NotFound', { detail: `No user ${options.username.slice(0, 30)}.` });
			}
			// ACC-22, as the profile decides: a block either way hides the user's boards.
			if (readerId && readerId !== owner.id && (await isBlockedEitherWay(db, readerId, owner.id))) {
				return { data: [], bookmark: '-end-' };
			}
			const pageSize = options.page_size ?? 25;
			const offset = decodeOffset(options.bookmarks?.[0]);
			const filter = options.privacy_filter ?? 'all';
			const rows = await listBoardRowsOfOwner(db, {
				ownerId: owner.id,
				readerId,
				privacy: filter === 'archived' ? 'all' : filter,
				archived: filter === 'archived' ? 'only' : options.include_archived ? 'include' : 'exclude',
				sort: (options.sort ?? 'custom') as BoardSort,
				includeCollaborations: true,
				offset,
				limit: pageSize + 1,
			});
			const boards = rows.slice(0, pageSize).map(boardRowToBoard);
			return {
				data: boards.map((b) => ({
					type: 'board',
					id: b.id,
					name: b.name,
					url: b.url,
					description: b.description,
					privacy: BOARD_PRIVACY_CODES[b.privacyName],
					privacy_name: b.privacyName,
					pin_count: b.pinCount,
					section_count: b.sectionCount,
					follower_count: b.followerCount,
					collaborator_count: b.collaboratorCount,
					is_collaborative: b.isCollaborative,
					is_archived: b.isArchived,
					archived_by_me_at: readerId === b.owner.id ? b.archivedAt : null,
					last_pinned_at: b.lastPinnedAt,
					created_at: b.createdAt,
					owner: { id: b.owner.id, username: b.owner.username, full_name: b.owner.fullName },
				})),
				bookmark: rows.length > pageSize ? encodeOffset(offset + pageSize) : '-end-',
			};
		},
	}),
});

/** `BoardOrderResource` update `{board_ids}`: the owner's boards in this order first (reorder). */
export const boardOrderResource = defineResource({
	name: 'BoardOrderResource',
	update: action({
		auth: 'required',
		options: z.object({ board_ids: z.array(boardIdOption).min(1).max(2000) }),
		async run({ db, viewer }, options) {
			await reorderBoards(db, viewer.id, options.board_ids);
			return { data: { board_ids: options.board_ids } };
		},
	}),
});
