import type { Kysely } from 'kysely';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { orNotFound } from '../../platform/http/errors.ts';
import { type PinAnswer, pinAnswer } from './pin-answer.server.ts';
import { getPinForViewer } from './pins.service.server.ts';

/**
 * Get a pin (PIN-01, PIN-08), the one implementation behind `PinResource` get, `GET
 * /v3/pins/{id}/` and `v3GetPinQuery` (and the answer of `PinResource` create and update).
 * Answers `pinAnswer` for a pin the viewer may see (`getPinForViewer`: board access,
 * moderation, the person rule; a limited login reads as signed out). Any other id, a malformed
 * one included, is `NotFound`, never `Forbidden`, so a hidden pin's existence does not leak.
 */
export async function pinForApi(
	db: Kysely<Database>,
	viewer: Viewer | null,
	id: string,
): Promise<PinAnswer> {
	const pin = isId(id) ? await getPinForViewer(db, viewer, id) : null;
	const found = orNotFound(pin, `No pin ${id.slice(0, 20)} that you can see.`);
	return pinAnswer(db, found, readerIdOf(viewer));
}
