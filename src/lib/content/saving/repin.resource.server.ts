import { z } from 'zod';
import errorsDetail from '~/messages/errors-detail/index.ts';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { withVisibleOrigin } from '../pins/pin-answer.server.ts';
import { getPinForViewer } from '../pins/pins.service.server.ts';
import { savePin } from './save-pin.server.ts';
import { savedInfoFor } from './saved-info.server.ts';
import { unsavePin } from './unsave-pin.server.ts';

const id = (what: string) => z.string().refine(isId, `must be a ${what} id (digits)`);

/**
 * `RepinResource` (saving a pin):
 * - `get {pin_id}` → `{ pin_id, savedInfo }`: PIN-10, the viewer's latest save of the pin or null;
 * - `create {pin_id, board_id, section_id?}` → the new pin (as `PinResource` answers it) with its
 *   `savedInfo`;
 * - `delete {pin_id}` → `{ pin_id, deleted_pin_id, savedInfo }`: unsave (see `unsavePin`);
 *   `savedInfo` is then an older save or null.
 */
export const repinResource = defineResource({
	name: 'RepinResource',
	get: action({
		auth: 'required',
		options: z.object({ pin_id: id('pin') }),
		async run({ db, viewer }, options) {
			const savedInfo = await savedInfoFor(db, viewer.id, options.pin_id);
			return { data: { pin_id: options.pin_id, savedInfo } };
		},
	}),
	create: action({
		auth: 'required',
		options: z.object({
			/** The pin to save (any pin the viewer can see). */
			pin_id: id('pin'),
			/** A board the viewer owns or collaborates on, not archived. */
			board_id: id('board'),
			/** A section of that board; omitted or null: the board itself. */
			section_id: id('section').nullish(),
		}),
		async run({ db, viewer }, options) {
			const saved = await savePin(db, viewer, options.pin_id, {
				boardId: options.board_id,
				sectionId: options.section_id ?? null,
			});
			const pin = await getPinForViewer(db, viewer, saved.pinId);
			if (!pin) throw new AppError('Internal', { detail: errorsDetail().savedPinUnreadable() });
			// The root of a save may sit on a board the viewer cannot read: not named then.
			return {
				data: { ...(await withVisibleOrigin(db, pin, viewer.id)), savedInfo: saved.savedInfo },
			};
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({ pin_id: id('pin') }),
		async run({ db, viewer }, options) {
			const result = await unsavePin(db, viewer, options.pin_id);
			return {
				data: {
					pin_id: options.pin_id,
					deleted_pin_id: result.deletedPinId,
					savedInfo: result.savedInfo,
				},
			};
		},
	}),
});
