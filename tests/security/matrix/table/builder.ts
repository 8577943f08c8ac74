import { redirect, TO_LIMITED_LOGIN } from '../outcomes.ts';
import { cells, signedInPage } from '../presets.ts';
import type { Row } from '../row.ts';
import { route } from '../row-kinds.ts';

/**
 * The pin builder's pages (RTE-16, BLD-21). The built server runs with the default
 * `PIN_BUILDER_PATH` (`pin-creation-tool`): that page is for full logins (signed-out and
 * suspended visitors log in first, a limited login meets the middleware's "welcome back" login
 * first, LIM-06), and the other address sends everyone else to it before any login check.
 */
export const BUILDER_ROWS: Row[] = [
	route('GET /pin-creation-tool', {
		does: 'the pin builder (the active address)',
		path: () => '/pin-creation-tool/',
		expect: signedInPage(),
	}),
	route('GET /idea-pin-builder', {
		does: 'the inactive builder address, redirecting to the active one',
		path: () => '/idea-pin-builder/',
		expect: cells(redirect(/^\/pin-creation-tool\/$/), { limited: TO_LIMITED_LOGIN }),
	}),
];
