import type { Kysely } from 'kysely';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { deletePin } from '../pins/pin-write.service.server.ts';
import { readableSourcePin } from './save-pin.server.ts';
import { type SavedInfo, toSavedInfo } from './saved-info.ts';
import { findLatestSave, rootIdOf } from './saving.repository.server.ts';

export interface UnsaveResult {
	/** The viewer's pin that was deleted. */
	deletedPinId: string;
	/** PIN-10 after the unsave: an older save of the same pin, or null. */
	savedInfo: SavedInfo | null;
}

/**
 * Unsaves: deletes the viewer's save of a pin they can see. `pinId` may be the pin the Save
 * button is on (then its latest save by the viewer goes) or one of the viewer's own saves
 * (then that one goes). The delete is the pins part's `deletePin`, so counts (board, section,
 * pinner, the original's repin_count; BRD-05) follow its one rule. `NotSaved` when there is
 * nothing of the viewer's to remove.
 */
export async function unsavePin(
	db: Kysely<Database>,
	viewer: Viewer,
	pinId: string,
): Promise<UnsaveResult> {
	const pin = await readableSourcePin(db, viewer.id, pinId);
	const rootId = rootIdOf(pin);
	const ownSave = pin.pinner_id === viewer.id && pin.origin_pin_id !== null;
	const target = ownSave ? pin.id : (await findLatestSave(db, viewer.id, rootId))?.pin_id;
	if (!target) throw new AppError('NotSaved');
	await deletePin(db, viewer, target);
	const next = await findLatestSave(db, viewer.id, rootId);
	return { deletedPinId: target, savedInfo: next ? toSavedInfo(next) : null };
}
