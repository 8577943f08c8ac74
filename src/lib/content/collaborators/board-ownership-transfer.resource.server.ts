import { z } from 'zod';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { idOption } from './collab-options.ts';
import {
	acceptOwnershipTransfer,
	cancelOwnershipTransfer,
	ownershipStateFor,
	requestOwnershipTransfer,
} from './ownership-transfer.service.server.ts';

/**
 * `BoardOwnershipTransferResource` (COL-05, BRD-06): handing a board to a collaborator.
 * - get `{board_id}`: the viewer's role and, for the owner and the collaborator it was offered
 *   to, the pending offer (everyone else who can read the board sees none).
 * - create `{board_id, user_id}`: the owner offers the board to an accepted collaborator
 *   (`pending_ownership_transfer` true).
 * - update `{board_id}`: that collaborator accepts; the owner changes, the old owner stays a
 *   collaborator.
 * - delete `{board_id}`: the owner cancels, or the collaborator declines (cleared).
 */
export const boardOwnershipTransferResource = defineResource({
	name: 'BoardOwnershipTransferResource',
	get: action({
		auth: 'required',
		options: z.object({ board_id: idOption }),
		async run({ db, viewer }, options) {
			return { data: await ownershipStateFor(db, viewer.id, options.board_id) };
		},
	}),
	create: action({
		auth: 'required',
		options: z.object({ board_id: idOption, user_id: idOption }),
		async run({ db, viewer }, options) {
			return {
				data: await requestOwnershipTransfer(db, viewer.id, options.board_id, options.user_id),
			};
		},
	}),
	update: action({
		auth: 'required',
		options: z.object({ board_id: idOption }),
		async run({ db, viewer }, options) {
			return { data: await acceptOwnershipTransfer(db, viewer.id, options.board_id) };
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({ board_id: idOption }),
		async run({ db, viewer }, options) {
			return { data: await cancelOwnershipTransfer(db, viewer.id, options.board_id) };
		},
	}),
});
