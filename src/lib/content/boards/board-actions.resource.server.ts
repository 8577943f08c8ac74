import { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { updateBoard } from './board-edit.server.ts';
import {
	type BoardFollowState,
	followBoard,
	unfollowBoard,
} from './board-follows.service.server.ts';
import { boardIdOption } from './board-input.ts';
import { requireBoardAccess, requireReadableBoard } from './boards.service.server.ts';
import { boardAnswerFor } from './get-board.operation.server.ts';
import { mergeBoards } from './merge-boards.server.ts';
import { addDismissed, SENSITIVITY_COOKIE } from './sensitivity.ts';

/** `BoardArchiveResource` (BRD-06): create `{board_id}` archives, delete `{board_id}` unarchives (owner). */
export const boardArchiveResource = defineResource({
	name: 'BoardArchiveResource',
	create: action({
		auth: 'required',
		options: z.object({ board_id: boardIdOption }),
		async run(ctx, options) {
			const found = await requireBoardAccess(ctx.db, ctx.viewer, options.board_id, 'edit');
			await updateBoard(ctx.db, found.board, { archived: true });
			return {
				data: await boardAnswerFor(
					ctx,
					await requireReadableBoard(ctx.db, ctx.viewer, found.board.id),
				),
			};
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({ board_id: boardIdOption }),
		async run(ctx, options) {
			const found = await requireBoardAccess(ctx.db, ctx.viewer, options.board_id, 'edit');
			await updateBoard(ctx.db, found.board, { archived: false });
			return {
				data: await boardAnswerFor(
					ctx,
					await requireReadableBoard(ctx.db, ctx.viewer, found.board.id),
				),
			};
		},
	}),
});

/**
 * `BoardMergeResource` create `{source_board_id, target_board_id}`: moves every pin and
 * section of the source into the target and deletes the source (both must be the viewer's).
 * Runs as a blocking action on the target board (see `runBulkMove`).
 */
export const boardMergeResource = defineResource({
	name: 'BoardMergeResource',
	create: action({
		auth: 'required',
		options: z.object({ source_board_id: boardIdOption, target_board_id: boardIdOption }),
		async run(ctx, options) {
			if (options.source_board_id === options.target_board_id) throw new AppError('MergeSameBoard');
			const source = await requireBoardAccess(
				ctx.db,
				ctx.viewer,
				options.source_board_id,
				'delete',
			);
			const target = await requireBoardAccess(ctx.db, ctx.viewer, options.target_board_id, 'edit');
			const result = await mergeBoards(ctx.db, ctx.viewer!.id, source.board, target.board);
			const fresh = await requireReadableBoard(ctx.db, ctx.viewer, target.board.id);
			return {
				data: {
					board: await boardAnswerFor(ctx, fresh),
					blocking_action_id: result.actionId,
					moved_pin_count: result.moved,
				},
			};
		},
	}),
});

/**
 * `BoardFollowResource` (BRD-06): create `{board_id}` follows a board the viewer can read,
 * delete `{board_id}` unfollows; `follower_count` changes in the same transaction and never
 * goes below zero. Following twice, or unfollowing a board not followed, changes nothing.
 */
export const boardFollowResource = defineResource({
	name: 'BoardFollowResource',
	create: action({
		auth: 'required',
		options: z.object({ board_id: boardIdOption }),
		async run({ db, viewer }, options) {
			const state = await followBoard(db, viewer, options.board_id);
			return { data: followAnswer(state, true) };
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({ board_id: boardIdOption }),
		async run({ db, viewer }, options) {
			const state = await unfollowBoard(db, viewer, options.board_id);
			return { data: followAnswer(state, false) };
		},
	}),
});

function followAnswer(state: BoardFollowState, followed: boolean) {
	return { board_id: state.boardId, followed_by_me: followed, follower_count: state.followerCount };
}

/**
 * `BoardSensitivityScreenResource` delete `{board_id}` (BRD-06/07): dismisses the board's
 * sensitivity screen for this browser (a cookie, so signed-out visitors can dismiss it too).
 */
export const boardSensitivityScreenResource = defineResource({
	name: 'BoardSensitivityScreenResource',
	delete: action({
		auth: 'optional',
		options: z.object({ board_id: boardIdOption }),
		async run(ctx, options) {
			const found = await requireReadableBoard(ctx.db, ctx.viewer, options.board_id);
			ctx.cookies.set(
				SENSITIVITY_COOKIE,
				addDismissed(ctx.cookies.get(SENSITIVITY_COOKIE), found.board.id),
				{
					path: '/',
					httpOnly: true,
					sameSite: 'lax',
					maxAge: 365 * 86_400,
				},
			);
			return {
				data: {
					board_id: found.board.id,
					sensitivity_screen: { reason: found.board.sensitivityReason, show_warning: false },
				},
			};
		},
	}),
});
