import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { readableSourcePin } from './save-pin.server.ts';
import { type SavedInfo, toSavedInfo } from './saved-info.ts';
import { findLatestSave, rootIdOf } from './saving.repository.server.ts';

/**
 * PIN-10: the viewer's latest save of the pin (of the original it was saved from, so a save of
 * a save counts), or null when they have none. NotFound when the viewer cannot see the pin.
 */
export async function savedInfoFor(
	db: Kysely<Database>,
	viewerId: string,
	pinId: string,
): Promise<SavedInfo | null> {
	const pin = await readableSourcePin(db, viewerId, pinId);
	const row = await findLatestSave(db, viewerId, rootIdOf(pin));
	return row ? toSavedInfo(row) : null;
}
