import { z } from 'zod';
import { findUserByUsername } from '../../identity/users/users.repository.server.ts';
import { requireAuth } from '../../platform/http/auth-guard.server.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
	action,
	defineResource,
	type ResourceContext,
} from '../../platform/http/resource.server.ts';
import { boardAnswer } from './board-answer.server.ts';
import { deleteBoard, updateBoard } from './board-edit.server.ts';
import {
	boardDescriptionOption,
	boardIdOption,
	boardNameOption,
	boardPrivacyOption,
	pinIdOption,
} from './board-input.ts';
import { findBoardIdByOldSlug, findBoardRowBySlug } from './boards.repository.server.ts';
import {
	type BoardForViewer,
	getBoardForViewer,
	readerIdOf,
	requireBoardAccess,
	requireReadableBoard,
} from './boards.service.server.ts';
import { createBoard } from './create-board.server.ts';
import { parseDismissed, SENSITIVITY_COOKIE } from './sensitivity.ts';

/** The BRD-01 answer for a board the viewer may read. */
export async function answerFor(
	ctx: Pick<ResourceContext, 'db' | 'viewer' | 'cookies'>,
	found: BoardForViewer,
) {
	const dismissed = parseDismissed(ctx.cookies.get(SENSITIVITY_COOKIE)).includes(found.board.id);
	return boardAnswer(ctx.db, found, readerIdOf(ctx.viewer), { sensitivityDismissed: dismissed });
}

async function findByUsernameAndSlug(ctx: ResourceContext, username: string, slug: string) {
	const owner = await findUserByUsername(ctx.db, username);
	if (!owner) return null;
	const row = await findBoardRowBySlug(ctx.db, owner.id, slug);
	const id = row?.id ?? (await findBoardIdByOldSlug(ctx.db, owner.id, slug));
	return id ? getBoardForViewer(ctx.db, ctx.viewer, id) : null;
}

/**
 * `BoardResource` (BRD-01, BRD-06): get a board by `board_id` (or `username` + `slug`, old
 * slugs included), create `{name, description?, privacy}`, update `{board_id, …}` (owner only:
 * name, description, privacy, archived, cover_pin_id) and delete `{board_id}` (owner only).
 * Boards the viewer may not read are `NotFound`, whatever the action.
 */
export const boardResource = defineResource({
	name: 'BoardResource',
	get: action({
		auth: 'optional',
		options: z.object({
			board_id: boardIdOption.optional(),
			username: z.string().max(30).optional(),
			slug: z.string().max(60).optional(),
			field_set_key: z.string().max(50).optional(),
		}),
		async run(ctx, options) {
			const found = options.board_id
				? await getBoardForViewer(ctx.db, ctx.viewer, options.board_id)
				: options.username && options.slug
					? await findByUsernameAndSlug(ctx, options.username, options.slug)
					: (() => {
							throw new AppError('InvalidOptions', {
								detail: 'Send board_id, or username and slug.',
							});
						})();
			if (!found) throw new AppError('NotFound', { detail: 'No such board that you can see.' });
			return { data: await answerFor(ctx, found) };
		},
	}),
	create: action({
		auth: 'required',
		options: z.object({
			name: boardNameOption,
			description: boardDescriptionOption.optional(),
			privacy: boardPrivacyOption.optional(),
			category: z.string().max(50).optional(),
			layout: z.string().max(20).optional(),
		}),
		async run(ctx, options) {
			const viewer = ctx.viewer;
			requireAuth(viewer);
			const row = await createBoard(ctx.db, viewer.id, {
				name: options.name,
				privacy: options.privacy ?? 'public',
				...(options.description ? { description: options.description } : {}),
			});
			const found = await requireReadableBoard(ctx.db, viewer, row.id);
			return { data: await answerFor(ctx, found) };
		},
	}),
	update: action({
		auth: 'required',
		options: z.object({
			board_id: boardIdOption,
			name: boardNameOption.optional(),
			description: boardDescriptionOption.optional(),
			privacy: boardPrivacyOption.optional(),
			/** true archives the board, false unarchives it. */
			archived: z.boolean().optional(),
			/** A pin on the board as its cover, or null for its newest pins. */
			cover_pin_id: pinIdOption.nullable().optional(),
		}),
		async run(ctx, options) {
			const found = await requireBoardAccess(ctx.db, ctx.viewer, options.board_id, 'edit');
			await updateBoard(ctx.db, found.board, {
				...(options.name !== undefined ? { name: options.name } : {}),
				...(options.description !== undefined ? { description: options.description } : {}),
				...(options.privacy !== undefined ? { privacy: options.privacy } : {}),
				...(options.archived !== undefined ? { archived: options.archived } : {}),
				...(options.cover_pin_id !== undefined ? { coverPinId: options.cover_pin_id } : {}),
			});
			const fresh = await requireReadableBoard(ctx.db, ctx.viewer, options.board_id);
			return { data: await answerFor(ctx, fresh) };
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({ board_id: boardIdOption }),
		async run(ctx, options) {
			const found = await requireBoardAccess(ctx.db, ctx.viewer, options.board_id, 'delete');
			await deleteBoard(ctx.db, found.board);
			return { data: { id: found.board.id, deleted: true } };
		},
	}),
});
