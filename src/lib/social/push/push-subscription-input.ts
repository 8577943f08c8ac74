import { z } from 'zod';

/**
 * The input of `PUT /v3/users/devices/web/{subscriptionId}/` (NTF-09, API-40):
 * `subscription_endpoint` and `subscription_info`, the browser's `PushSubscription.toJSON()`
 * (`{endpoint?, expirationTime?, keys: {p256dh, auth}}`) as JSON text (a form field) or as an
 * object (a JSON body). Strict: unknown fields are refused.
 */

/** The client's id for a subscription, from the path. */
export const SUBSCRIPTION_ID = /^[A-Za-z0-9_-]{1,128}$/;

const subscriptionInfo = z
	.object({
		endpoint: z.string().max(2048).optional(),
		expirationTime: z.number().nullable().optional(),
		keys: z
			.object({
				p256dh: z.string().min(1).max(200),
				auth: z.string().min(1).max(100),
			})
			.strict(),
	})
	.strict();

export const putSubscriptionInput = z.object({
	subscription_endpoint: z.string().min(1).max(2048),
	subscription_info: z.preprocess((value) => {
		if (typeof value !== 'string') return value;
		try {
			return JSON.parse(value.slice(0, 8192)) as unknown;
		} catch {
			return value;
		}
	}, subscriptionInfo),
});

export type PutSubscriptionInput = z.infer<typeof putSubscriptionInput>;
