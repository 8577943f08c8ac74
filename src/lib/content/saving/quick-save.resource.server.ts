import { z } from 'zod';
import errorsDetail from '~/messages/errors-detail/index.ts';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { withVisibleOrigin } from '../pins/pin-answer.server.ts';
import { getPinForViewer } from '../pins/pins.service.server.ts';
import { quickSavePin } from './quick-save.server.ts';

/**
 * `QuickSaveResource create {pin_id}` (PIN-11): saves the pin to the viewer's quick-saves board
 * (`QUICK_SAVES_BOARD_ID`, a secret "Quick saves" board made on first use) and answers the new
 * pin with its `savedInfo`, as `RepinResource` create does.
 */
export const quickSaveResource = defineResource({
	name: 'QuickSaveResource',
	create: action({
		auth: 'required',
		options: z.object({ pin_id: z.string().refine(isId, 'must be a pin id (digits)') }),
		async run({ db, viewer }, options) {
			const saved = await quickSavePin(db, viewer, options.pin_id);
			const pin = await getPinForViewer(db, viewer, saved.pinId);
			if (!pin) throw new AppError('Internal', { detail: errorsDetail().savedPinUnreadable() });
			// The root of a save may sit on a board the viewer cannot read: not named then.
			return {
				data: { ...(await withVisibleOrigin(db, pin, viewer.id)), savedInfo: saved.savedInfo },
			};
		},
	}),
});
