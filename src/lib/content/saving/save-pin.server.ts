import errorsDetail from '~/messages/errors-detail/index.ts';
import { boardAccess, isBoardPublic } from '../../platform/access/board-access.ts';
import { findCollaboratorStatus } from '../../platform/access/board-collaborator.server.ts';
import { personOpenToAll } from '../../platform/access/person-visibility.ts';
import { mayReadPin } from '../../platform/access/pin-access.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import { recordActivity } from '../../platform/activity/record-activity.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { countPinArrived, countRepins, countUserPins } from '../pins/counters.repository.server.ts';
import { copyPinKind } from '../pins/pin-copy.service.server.ts';
import { recordPinStat } from '../pins/pin-stats.repository.server.ts';
import { writableTarget } from '../pins/pin-write.service.server.ts';
import { insertPinRow } from '../pins/pin-writes.repository.server.ts';

import { type SavedInfo, toSavedInfo } from './saved-info.ts';
import {
	boardHoldsPin,
	copyPinInterests,
	findSavedInfoOfPin,
	findSourcePin,
	rootIdOf,
	type SourcePin,
} from './saving.repository.server.ts';

/**
 * The pin `pinId` if the viewer may see it (the closeup's rule, `mayReadPin`: its board's
 * access and the person rule for its board owner and pinner), else NotFound so hidden pins do
 * not leak. The common public case asks nothing more.
 */
export async function readableSourcePin(
	db: Db,
	viewerId: string | null,
	pinId: string,
): Promise<SourcePin> {
	const pin = await findSourcePin(db, pinId);
	const notFound = () =>
		new AppError('NotFound', { detail: errorsDetail().pinNotVisible({ id: pinId }) });
	if (!pin) throw notFound();
	const board = {
		ownerId: pin.board_owner_id,
		privacy: pin.board_privacy,
		isArchived: pin.board_is_archived === 1,
	};
	const people = {
		owner: {
			id: pin.board_owner_id,
			status: pin.owner_status,
			is_private: pin.owner_is_private,
			owner_user_id: pin.owner_owner_user_id,
		},
		pinner: {
			id: pin.pinner_id,
			status: pin.pinner_status,
			is_private: pin.pinner_is_private,
			owner_user_id: pin.pinner_owner_user_id,
		},
	};
	const open =
		isBoardPublic(board) &&
		pin.is_hidden === 0 &&
		personOpenToAll(people.owner) &&
		personOpenToAll(people.pinner);
	if (open) return pin;
	if (viewerId === null) throw notFound();
	const status =
		viewerId === board.ownerId ? null : await findCollaboratorStatus(db, pin.board_id, viewerId);
	if (!mayReadPin(boardAccess(board, viewerId, status), pin, viewerId, people)) throw notFound();
	return pin;
}

export interface SaveResult {
	/** The new pin (the viewer's save). */
	pinId: string;
	/** PIN-10: where it went. */
	savedInfo: SavedInfo;
}

/**
 * Saves (repins) a pin the viewer can see to a board (and section) they can write: a new pin of
 * theirs with the source's image, title, description, link, alt text, rich metadata and
 * interests, and its kind (`copyPinKind`: a carousel's slots, a story's pages, a video, product
 * tags), pointing at the original (`origin_pin_id` = the root, never a save). Every save path
 * (RepinResource, QuickSaveResource and so the pending save after sign-up, the `/pin/{id}/repin/`
 * form) comes here. In one transaction: the copy and its kind, the board's and section's pin
 * counts, the board's `last_pinned_at`, the viewer's pin count, the original's `repin_count`
 * (BRD-05) and the source's `save` stat.
 *
 * Refuses (`AlreadySaved`) a board that already holds the pin or a save of it, also when two
 * saves race (the check is repeated under the board row's lock).
 */
export async function savePin(
	db: Db,
	viewer: Viewer,
	pinId: string,
	target: { boardId: string; sectionId?: string | null | undefined },
): Promise<SaveResult> {
	const source = await readableSourcePin(db, viewer.id, pinId);
	const sectionId = target.sectionId ?? null;
	const { groupBoard } = await writableTarget(db, viewer.id, target.boardId, sectionId);
	const rootId = rootIdOf(source);
	if (await boardHoldsPin(db, target.boardId, rootId)) {
		throw new AppError('AlreadySaved', { detail: errorsDetail().pickAnotherBoard() });
	}
	const id = newId();
	const at = new Date().toISOString();
	await db.transaction().execute(async (trx) => {
		// The board's count goes up first: on PostgreSQL that locks the board's row, so saves to
		// one board take turns and the check below sees a racing save that committed first.
		await countPinArrived(trx, { boardId: target.boardId, sectionId }, at);
		if (await boardHoldsPin(trx, target.boardId, rootId)) {
			throw new AppError('AlreadySaved', { detail: errorsDetail().pickAnotherBoard() });
		}
		await insertPinRow(trx, {
			id,
			board_sort: newId(),
			pinner_id: viewer.id,
			board_id: target.boardId,
			section_id: sectionId,
			media_id: source.media_id,
			origin_pin_id: rootId,
			title: source.title,
			description: source.description,
			link: source.link,
			domain: source.domain,
			alt_text: source.alt_text,
			dominant_color: source.dominant_color,
			rich_metadata: source.rich_metadata,
			// A save is indexed in its original's language, whoever saves it.
			lang: source.lang,
			created_at: at,
			updated_at: at,
		});
		await copyPinKind(trx, source.id, id, at);
		await copyPinInterests(trx, source.id, id);
		await countUserPins(trx, viewer.id, 1);
		await countRepins(trx, rootId, 1);
		await recordPinStat(trx, source.id, 'save');
		// Issue 28: the saved pin's owner hears of it, and a group board's other members.
		if (source.pinner_id !== viewer.id) {
			const saved = {
				kind: 'pin_saved',
				actorId: viewer.id,
				pinId: source.id,
				boardId: target.boardId,
			} as const;
			await recordActivity(db, saved, { within: trx });
		}
		if (groupBoard) {
			const arrived = {
				kind: 'collaborator_pin',
				actorId: viewer.id,
				boardId: target.boardId,
				pinId: id,
			} as const;
			await recordActivity(db, arrived, { within: trx });
		}
	});
	const row = await findSavedInfoOfPin(db, id);
	if (!row) throw new AppError('Internal', { detail: errorsDetail().savedPinVanished() });
	return { pinId: id, savedInfo: toSavedInfo(row) };
}
