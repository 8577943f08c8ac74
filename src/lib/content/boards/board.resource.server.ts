import { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { deleteBoard, updateBoard } from './board-edit.server.ts';
import {
	boardDescriptionOption,
	boardIdOption,
	boardNameOption,
	boardPrivacyOption,
	pinIdOption,
} from './board-input.ts';
import { requireBoardAccess, requireReadableBoard } from './boards.service.server.ts';
import { createBoard } from './create-board.server.ts';
import { boardAnswerFor, boardForApi } from './get-board.operation.server.ts';

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
		async run(ctx, { board_id, username, slug }) {
			if (!board_id && !(username && slug)) {
				throw new AppError('InvalidOptions', { detail: 'Send board_id, or username and slug.' });
			}
			const ref = board_id ? { id: board_id } : { username: username!, slug: slug! };
			return { data: await boardForApi(ctx, ref) };
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
			const row = await createBoard(ctx.db, viewer.id, {
				name: options.name,
				privacy: options.privacy ?? 'public',
				...(options.description ? { description: options.description } : {}),
			});
			const found = await requireReadableBoard(ctx.db, viewer, row.id);
			return { data: await boardAnswerFor(ctx, found) };
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
			return { data: await boardAnswerFor(ctx, fresh) };
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
