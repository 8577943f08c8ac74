import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { findPinKindRow, setPinKindColumns } from './pin-kind.repository.server.ts';
import { insertCarouselSlots, insertPinTags } from './pin-writes.repository.server.ts';
import { listCarouselSlotRows, listPinTagRows } from './pins.repository.server.ts';

/**
 * Gives a copy of a pin (a save, PIN-10) its source's kind, in the caller's transaction, right
 * after the copy's row was inserted: the same `pin_type`, a story's `story_data` (PIN-17), a
 * video's `video_id`, a carousel's slots (BLD-05: same pictures, same order, same words) and the
 * product tags (BLD-08, new ids). This is the one place that knows which parts make a pin's
 * kind beyond its row's picture and words; a part added to `insertNewPin` is added here too.
 *
 * The copy shares the source's media and video rows; what deletes them (a draft's delete,
 * closing an account) keeps whatever a surviving pin, copies included, still shows.
 *
 * `NotFound` when the source is gone (deleted since it was read), so the whole save rolls
 * back rather than leave a plain copy of it.
 */
export async function copyPinKind(
	trx: Db,
	fromPinId: string,
	toPinId: string,
	at: string,
): Promise<void> {
	const kind = await findPinKindRow(trx, fromPinId);
	if (!kind)
		throw new AppError('NotFound', {
			detail: errorsDetail().pinNotVisible({ id: fromPinId }),
		});
	if (kind.pin_type !== 'single' || kind.story_data !== null || kind.video_id !== null) {
		await setPinKindColumns(trx, toPinId, kind);
	}
	if (kind.pin_type === 'carousel') {
		// Read in position order; `insertCarouselSlots` numbers them 0.. in that order.
		const slots = await listCarouselSlotRows(trx, [fromPinId]);
		await insertCarouselSlots(
			trx,
			toPinId,
			slots.map((s) => ({
				mediaId: s.media_id,
				title: s.title,
				description: s.description,
				link: s.link,
				altText: s.alt_text,
			})),
		);
	}
	if (Number(kind.has_tags) === 1) {
		const tags = await listPinTagRows(trx, [fromPinId]);
		await insertPinTags(
			trx,
			tags.map((tag) => ({
				id: newId(),
				pin_id: toPinId,
				slot: tag.slot,
				x: Number(tag.x),
				y: Number(tag.y),
				link: tag.link,
				created_at: at,
			})),
		);
	}
}
