import type { Kysely } from 'kysely';
import { findUserByUsername } from '../../identity/users/users.repository.server.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import type { CookieJar } from '../../platform/http/cookie-jar.server.ts';
import { AppError } from '../../platform/http/errors.ts';
import { blockingActionsOf } from './blocking-actions.repository.server.ts';
import { boardAnswer } from './board-answer.server.ts';
import { findBoardIdByOldSlug, findBoardRowBySlug } from './boards.repository.server.ts';
import {
	type BoardForViewer,
	getBoardForViewer,
	requireReadableBoard,
} from './boards.service.server.ts';
import { parseDismissed, SENSITIVITY_COOKIE } from './sensitivity.ts';

/** What answering a board needs: the database, who asks, and their cookies (BRD-07 screens they dismissed). */
export interface BoardApiContext {
	db: Kysely<Database>;
	viewer: Viewer | null;
	cookies: Pick<CookieJar, 'get'>;
}

/** A board by id, or by its owner's username and its slug (old slugs too). */
export type BoardRef = { id: string } | { username: string; slug: string };

/** The BRD-01 answer for a board the viewer may read, with the sensitivity screen as they left it. */
export async function boardAnswerFor(
	ctx: BoardApiContext,
	found: BoardForViewer,
): Promise<Record<string, unknown>> {
	const dismissed = parseDismissed(ctx.cookies.get(SENSITIVITY_COOKIE)).includes(found.board.id);
	return boardAnswer(ctx.db, found, readerIdOf(ctx.viewer), { sensitivityDismissed: dismissed });
}

async function findByUsernameAndSlug(ctx: BoardApiContext, username: string, slug: string) {
	const owner = await findUserByUsername(ctx.db, username);
	if (!owner) return null;
	const row = await findBoardRowBySlug(ctx.db, owner.id, slug);
	const id = row?.id ?? (await findBoardIdByOldSlug(ctx.db, owner.id, slug));
	return id ? getBoardForViewer(ctx.db, ctx.viewer, id) : null;
}

/**
 * Get a board (BRD-01), as `BoardResource` get answers it: `boardAnswerFor` a board the viewer
 * may read (`getBoardForViewer`: board access and the person rule for its owner). Any other,
 * missing or not, is `NotFound`, so secret boards never leak.
 */
export async function boardForApi(
	ctx: BoardApiContext,
	ref: BoardRef,
): Promise<Record<string, unknown>> {
	const found =
		'id' in ref
			? await getBoardForViewer(ctx.db, ctx.viewer, ref.id)
			: await findByUsernameAndSlug(ctx, ref.username, ref.slug);
	if (!found) throw new AppError('NotFound', { detail: 'No such board that you can see.' });
	return boardAnswerFor(ctx, found);
}

/**
 * Get a board with its bulk moves, as `GET /v3/boards/{id}/` answers it (API-60, BRD-03):
 * `boardForApi`'s fields plus `blocking_actions` (BRD-04; members only, others get `[]`).
 * `fields` (`board.id,board.blocking_actions`) picks fields, unknown names are ignored, and
 * without it every field comes; asking only for `id` and `blocking_actions` skips the answer's
 * queries. Unreadable boards are `NotFound`.
 */
export async function boardWithBlockingActionsForApi(
	ctx: BoardApiContext,
	id: string,
	fields: string | undefined,
): Promise<Record<string, unknown>> {
	const found = await requireReadableBoard(ctx.db, ctx.viewer, id);
	const wanted = fields
		? new Set(fields.split(',').map((f) => f.trim().replace(/^board\./, '')))
		: null;
	const all: Record<string, unknown> = {
		...(wanted && [...wanted].every((f) => f === 'id' || f === 'blocking_actions')
			? { id: found.board.id }
			: await boardAnswerFor(ctx, found)),
		blocking_actions:
			found.access.role === 'none' ? [] : await blockingActionsOf(ctx.db, found.board.id),
	};
	if (!wanted) return all;
	return Object.fromEntries([...wanted].filter((f) => f in all).map((f) => [f, all[f]]));
}
