import { z } from 'zod';
import { restRoute } from '~/lib/platform/http/rest.server.ts';
import { webPushKeyForApi } from '~/lib/social/push/push-subscription.operation.server.ts';

/**
 * `GET /getWebPushKey` (NTF-08, API-39): `{key}`, the VAPID public key (base64url) the web push
 * upsell subscribes with. Signed-in only: only a signed-in person has anything to be told.
 */
export const GET = restRoute({
	auth: 'required',
	input: z.object({}),
	async run({ db }) {
		return { data: await webPushKeyForApi(db) };
	},
});
