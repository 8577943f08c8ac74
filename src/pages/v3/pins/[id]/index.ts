import { z } from 'zod';
import { deletePinForApi } from '~/lib/content/pins/delete-pin.operation.server.ts';
import { pinForApi } from '~/lib/content/pins/get-pin.operation.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/** `GET /v3/pins/{id}/`: the pin as `PinResource` get answers it (404 for secret pins of others). */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({ fields: z.string().max(1000).optional() }),
	async run({ db, params, viewer }) {
		return { data: await pinForApi(db, viewer, params.id ?? '') };
	},
});

/** `DELETE /v3/pins/{id}/`: as `PinResource` delete. */
export const DELETE = restRoute({
	auth: 'required',
	input: z.object({}),
	async run({ db, params, viewer }) {
		return { data: await deletePinForApi(db, viewer, params.id ?? '') };
	},
});
