import type { Db } from '../../platform/db/database.ts';
import { hasTagsColumn } from './pin-tags.sql.server.ts';

/**
 * The columns that make a pin's kind (`pin_type`, a story's `story_data`, a video's
 * `video_id`) and whether it has product tags, or undefined when the pin is gone. One
 * primary-key read; the tags' index is probed only for the flag.
 */
export async function findPinKindRow(db: Db, pinId: string) {
	return db
		.selectFrom('pins as p')
		.select((eb) => ['p.pin_type', 'p.story_data', 'p.video_id', hasTagsColumn(eb)])
		.where('p.id', '=', pinId)
		.executeTakeFirst();
}

/** Sets a pin's kind columns (a save taking its source's kind), in the caller's transaction. */
export async function setPinKindColumns(
	trx: Db,
	pinId: string,
	kind: { pin_type: string; story_data: string | null; video_id: string | null },
): Promise<void> {
	await trx
		.updateTable('pins')
		.set({ pin_type: kind.pin_type, story_data: kind.story_data, video_id: kind.video_id })
		.where('id', '=', pinId)
		.execute();
}
