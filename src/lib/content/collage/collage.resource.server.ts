import { z } from 'zod';
import { isId } from '../../platform/db/ids.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { mediaStore } from '../../platform/media/media-store.server.ts';
import { pinForApi } from '../pins/get-pin.operation.server.ts';
import { createCollage } from './collage.service.server.ts';
import { MAX_POSITION, MAX_SCALE, MAX_Z, MIN_POSITION, MIN_SCALE } from './collage.ts';

const id = (what: string) => z.string().refine(isId, `must be a ${what} id (digits)`);
const fraction = z.number().finite();

const item = z.strictObject({
	/** A Pin the viewer may read, or one of their own uploads (`POST /upload-image/`). */
	source: z.union([
		z.strictObject({ pin_id: id('pin') }),
		z.strictObject({ media_id: id('media') }),
	]),
	/** The cut-out, fractions of the picture (`CollageCropInvalid` unless inside it). */
	crop: z.strictObject({ x: fraction, y: fraction, w: fraction, h: fraction }),
	/** Top-left corner, fractions of the board's width and height. */
	x: z.number().min(MIN_POSITION).max(MAX_POSITION),
	y: z.number().min(MIN_POSITION).max(MAX_POSITION),
	/** Width on the board, a fraction of the board's width. */
	scale: z.number().min(MIN_SCALE).max(MAX_SCALE),
	/** Stacking order, higher on top. */
	z: z.number().int().min(0).max(MAX_Z),
});

/**
 * `CollageResource` create (BLD-21): draws the collage on the server and pins it on the board;
 * answers the new Pin (`pinAnswer`). More than 20 items is `CollageTooManyItems` (the schema
 * only bounds the payload), a cut-out outside its picture `CollageCropInvalid`, a source the
 * viewer may not read `NotFound`; nothing is stored then.
 */
export const collageResource = defineResource({
	name: 'CollageResource',
	create: action({
		auth: 'required',
		options: z.object({
			items: z.array(item).min(1).max(100),
			/** A board the viewer owns or collaborates on (not archived). */
			board_id: id('board'),
			/** A section of that board. */
			section_id: id('section').nullish(),
			title: z.string().max(5000),
			description: z.string().max(5000).optional(),
		}),
		async run({ db, viewer }, options) {
			const pinId = await createCollage(db, mediaStore(), viewer, options);
			return { data: await pinForApi(db, viewer, pinId) };
		},
	}),
});
