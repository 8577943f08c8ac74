import { z } from 'zod';
import { isFullyAuthenticated } from '../../platform/access/viewer.ts';
import { isId } from '../../platform/db/ids.ts';
import { requireAuth } from '../../platform/http/auth-guard.server.ts';
import { orNotFound } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { pinAnswer } from './pin-answer.server.ts';
import { createPin, deletePin, updatePin } from './pin-write.service.server.ts';
import { getPinForViewer } from './pins.service.server.ts';

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
			const pin = await getPinForViewer(db, viewer, options.id);
			const found = orNotFound(pin, `No pin ${options.id} that you can see.`);
			return { data: await pinAnswer(db, found, isFullyAuthenticated(viewer) ? viewer.id : null) };
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
			requireAuth(viewer);
			const id = await createPin(db, viewer, options);
			const pin = orNotFound(await getPinForViewer(db, viewer, id));
			return { data: await pinAnswer(db, pin, viewer.id) };
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
			requireAuth(viewer);
			await updatePin(db, viewer, id, changes);
			const pin = orNotFound(await getPinForViewer(db, viewer, id));
			return { data: await pinAnswer(db, pin, viewer.id) };
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({ id: pinId }),
		async run({ db, viewer }, options) {
			requireAuth(viewer);
			await deletePin(db, viewer, options.id);
			return { data: { id: options.id, deleted: true } };
		},
	}),
});
