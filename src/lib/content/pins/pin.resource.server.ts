import { z } from 'zod';
import { isId } from '../../platform/db/ids.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { deletePinForApi } from './delete-pin.operation.server.ts';
import { pinForApi } from './get-pin.operation.server.ts';
import { createPin, updatePin } from './pin-write.service.server.ts';

const pinId = z.string().refine(isId, 'must be a pin id (digits)');
const boardId = z.string().refine(isId, 'must be a board id (digits)');
const sectionId = z.string().refine(isId, 'must be a section id (digits)');
// Lengths and the link are checked by `pinTextProblem` (U-17) for readable messages; these
// caps only stop absurd payloads early.
const text = z.string().max(5000);

/**
 * `PinResource`: get, create, update and delete one pin. Answers are `pinAnswer` (PIN-01).
 * Secret and archived boards' pins answer 404 to everyone but the owner and collaborators.
 */
export const pinResource = defineResource({
	name: 'PinResource',
	get: action({
		auth: 'optional',
		options: z.object({
			/** The pin's id. */
			id: pinId,
			/** Accepted for the original client's sake; every field set answers the same pin. */
			field_set_key: z.string().max(50).optional(),
		}),
		async run({ db, viewer }, options) {
			return { data: await pinForApi(db, viewer, options.id) };
		},
	}),
	create: action({
		auth: 'required',
		options: z.object({
			/** A board the viewer owns or collaborates on (not archived). */
			board_id: boardId,
			/** A section of that board. */
			section_id: sectionId.nullish(),
			/** An image the viewer uploaded (`POST /upload-image/`). */
			media_id: z.string().refine(isId, 'must be a media id (digits)'),
			title: text.optional(),
			description: text.optional(),
			/** An http(s) URL of at most 2,048 characters. */
			link: text.nullish(),
			alt_text: text.optional(),
		}),
		async run({ db, viewer }, options) {
			const id = await createPin(db, viewer, options);
			return { data: await pinForApi(db, viewer, id) };
		},
	}),
	update: action({
		auth: 'required',
		options: z.object({
			id: pinId,
			title: text.optional(),
			description: text.optional(),
			/** A new link, or '' / null to remove it. */
			link: text.nullish(),
			alt_text: text.optional(),
			/** Move to this board (the viewer must be able to add pins to it). */
			board_id: boardId.optional(),
			/** Move to this section of the (new) board; null for no section. */
			section_id: sectionId.nullish(),
		}),
		async run({ db, viewer }, { id, ...changes }) {
			await updatePin(db, viewer, id, changes);
			return { data: await pinForApi(db, viewer, id) };
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({ id: pinId }),
		async run({ db, viewer }, options) {
			return { data: await deletePinForApi(db, viewer, options.id) };
		},
	}),
});
