import { z } from 'zod';
import { planBatch, runBatch } from '~/lib/identity/multi-account/batch.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `POST /v3/batch/` (MAS-02, API-26): `requests` is JSON text of a list of up to 20
 * `{method, endpoint, data}` calls of `GET v3/users/{id}/`; answers a list of per-request
 * `{status, code, message, data}` in the same order. Signed-out callers get public profiles.
 */
export const POST = restRoute({
	auth: 'optional',
	input: z.object({
		requests: z.union([z.string().max(64_000), z.array(z.unknown()).max(1000)]),
	}),
	async run(ctx, input) {
		return { data: await runBatch(ctx, planBatch(input.requests)) };
	},
});
