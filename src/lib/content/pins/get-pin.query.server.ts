import { z } from 'zod';
import { isFullyAuthenticated } from '../../platform/access/viewer.ts';
import { isId } from '../../platform/db/ids.ts';
import { orNotFound } from '../../platform/http/errors.ts';
import { definePersistedQuery } from '../../platform/http/persisted-query.server.ts';
import { pinAnswer } from './pin-answer.server.ts';
import { getPinForViewer } from './pins.service.server.ts';

/** `v3GetPinQuery` (PIN-08): the closeup pin. */
export const getPinQuery = definePersistedQuery({
	name: 'v3GetPinQuery',
	variables: z.object({ pinId: z.string().refine(isId, 'must be a pin id') }),
	async run({ db, viewer }, variables) {
		const pin = await getPinForViewer(db, viewer, variables.pinId);
		const found = orNotFound(pin, `No pin ${variables.pinId} that you can see.`);
		return pinAnswer(db, found, isFullyAuthenticated(viewer) ? viewer.id : null);
	},
});
