import { z } from 'zod';
import { checkOutboundUrl } from '~/lib/content/offsite/offsite-check.server.ts';
import { isId } from '~/lib/platform/db/ids.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

const flag = z.enum(['true', 'false', '1', '0']).optional();

/**
 * `GET /v3/offsite/` (OUT-01, API-36): checks an outbound url against the domain list and
 * answers `{ message, redirect_status, url, host }`. `redirect_status` is `blocked`,
 * `suspicious` or `porn` (show the OUT-02 warning, do not navigate) or `ok`. A url that is not
 * absolute http(s) is refused with `OffsiteInvalidUrl`. `client_tracking_params`, `aux_data` and
 * `third_party_ad` are accepted for the client's sake and not used yet (no ads).
 */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({
		url: z.string().max(4096),
		check_only: flag,
		pin_id: z
			.string()
			.refine((v) => v === '' || isId(v), 'pin_id must be a pin id')
			.optional(),
		client_tracking_params: z.string().max(4096).optional(),
		aux_data: z.string().max(4096).optional(),
		third_party_ad: flag,
	}),
	async run({ db, viewer }, input) {
		const checkOnly = input.check_only === 'true' || input.check_only === '1';
		const data = await checkOutboundUrl(db, viewer, {
			url: input.url,
			pinId: input.pin_id || undefined,
			checkOnly,
		});
		return { data };
	},
});
