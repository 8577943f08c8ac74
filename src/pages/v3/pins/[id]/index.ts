import { z } from 'zod';
import { pinAnswer } from '~/lib/content/pins/pin-answer.server.ts';
import { deletePin } from '~/lib/content/pins/pin-write.service.server.ts';
import { getPinForViewer } from '~/lib/content/pins/pins.service.server.ts';
import { isFullyAuthenticated } from '~/lib/platform/access/viewer.ts';
import { isId } from '~/lib/platform/db/ids.ts';
import { requireAuth } from '~/lib/platform/http/auth-guard.server.ts';
import { orNotFound } from '~/lib/platform/http/errors.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

const idOf = (params: Record<string, string | undefined>) => {
	const id = params.id ?? '';
	return isId(id) ? id : null;
};

/** `GET /v3/pins/{id}/`: the pin as `PinResource` get answers it (404 for secret pins of others). */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({ fields: z.string().max(1000).optional() }),
	async run({ db, params, viewer }) {
		const id = idOf(params);
		const pin = orNotFound(id ? await getPinForViewer(db, viewer, id) : null, 'No such pin.');
		return { data: await pinAnswer(db, pin, isFullyAuthenticated(viewer) ? viewer.id : null) };
	},
});

/** `DELETE /v3/pins/{id}/`: as `PinResource` delete. */
export const DELETE = restRoute({
	auth: 'required',
	input: z.object({}),
	async run({ db, params, viewer }) {
		requireAuth(viewer);
		const id = orNotFound(idOf(params), 'No such pin.');
		await deletePin(db, viewer, id);
		return { data: { id, deleted: true } };
	},
});
