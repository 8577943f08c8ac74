import { z } from 'zod';
import { complianceRequirements } from '~/lib/platform/compliance/regions.ts';
import { requestCountry } from '~/lib/platform/compliance/request-country.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `GET /v3/compliance_requirements/` (CMP-01, API-34): the sign-up consents that apply where the
 * request comes from, as numbers (0 US Florida, 1 Korea, 2 Italy). The country is worked out
 * exactly as the middleware does (`locals.country`), including the STA-06 force parameters.
 */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({
		force_country: z.string().max(8).optional(),
		force_region: z.string().max(8).optional(),
	}),
	async run({ request }) {
		const { country, region } = requestCountry(request, new URL(request.url));
		return { data: complianceRequirements(country, region) };
	},
});
