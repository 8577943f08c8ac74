import { z } from 'zod';
import { logExtensionStatus } from '~/lib/growth/upsell/extension-status.service.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `POST /v3/browser_extension/status/` (UPS-18, API-51; U-05 payload): the home page's report of
 * whether the browser extension is installed, sent once per tab session by signed-out and
 * signed-in visitors alike. Counted per day, browser, installed and version; answers
 * `{ counted }` (false when the caller's address is over its hourly limit).
 */
export const POST = restRoute({
	auth: 'optional',
	input: z.object({
		installed: z.boolean(),
		browser: z.enum(['chrome', 'firefox', 'safari', 'edge', 'other']),
		/** The installed extension's version (`1.4.2`); null or absent when not installed. */
		version: z
			.string()
			.regex(/^[0-9A-Za-z.+-]{1,32}$/, 'must be a version such as 1.4.2')
			.nullable()
			.default(null),
	}),
	async run({ db, clientAddress }, input) {
		const counted = await logExtensionStatus(db, input, clientAddress);
		return { data: { counted } };
	},
});
