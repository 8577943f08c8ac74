import { z } from 'zod';
import { AppError } from '../http/errors.ts';
import { definePersistedQuery } from '../http/persisted-query.server.ts';
import { getPinForViewer } from './pins.service.server.ts';

/** `v3GetPinQuery` (PIN-08): the closeup pin. */
export const getPinQuery = definePersistedQuery({
	name: 'v3GetPinQuery',
	variables: z.object({ pinId: z.string().regex(/^[1-9][0-9]{0,18}$/, 'must be a pin id') }),
	async run({ db, viewer }, variables) {
		const pin = await getPinForViewer(db, viewer, variables.pinId);
		if (!pin)
			throw new AppError('NotFound', { detail: `No pin ${variables.pinId} that you can see.` });
		return pin;
	},
});
