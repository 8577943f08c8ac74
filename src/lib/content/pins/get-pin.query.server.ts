import { z } from 'zod';
import { isId } from '../../platform/db/ids.ts';
import { definePersistedQuery } from '../../platform/http/persisted-query.server.ts';
import { pinForApi } from './get-pin.operation.server.ts';

/** `v3GetPinQuery` (PIN-08): the closeup pin. */
export const getPinQuery = definePersistedQuery({
	name: 'v3GetPinQuery',
	variables: z.object({ pinId: z.string().refine(isId, 'must be a pin id') }),
	async run({ db, viewer }, variables) {
		return pinForApi(db, viewer, variables.pinId);
	},
});
