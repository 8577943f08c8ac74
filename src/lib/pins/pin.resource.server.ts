import { z } from 'zod';
import { isId } from '../db/ids.ts';
import { orNotFound } from '../http/errors.ts';
import { action, defineResource } from '../http/resource.server.ts';
import { getPinForViewer } from './pins.service.server.ts';

const pinId = z.string().refine(isId, 'must be a pin id (digits)');

/** `PinResource`: get one pin. Create, update and delete come with the pins issue. */
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
			return { data: orNotFound(pin, `No pin ${options.id} that you can see.`) };
		},
	}),
});
