import { z } from 'zod';
import { restRoute } from '~/lib/platform/http/rest.server.ts';
import {
	deleteWebPushSubscription,
	putWebPushSubscription,
} from '~/lib/social/push/push-subscription.operation.server.ts';
import { putSubscriptionInput } from '~/lib/social/push/push-subscription-input.ts';

/**
 * `PUT /v3/users/devices/web/{subscriptionId}/` (NTF-09, API-40): stores this browser's push
 * subscription for the signed-in viewer; answers `{id, subscription_id, created_at}`.
 * `DELETE` removes it (the viewer's own only). Rules: `src/lib/social/push/README.md`.
 */
export const PUT = restRoute({
	auth: 'required',
	input: putSubscriptionInput,
	async run({ db, viewer, params }, input) {
		return { data: await putWebPushSubscription(db, viewer, params.subscriptionId, input) };
	},
});

export const DELETE = restRoute({
	auth: 'required',
	input: z.object({}),
	async run({ db, viewer, params }) {
		return { data: await deleteWebPushSubscription(db, viewer, params.subscriptionId) };
	},
});
