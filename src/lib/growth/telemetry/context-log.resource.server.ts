import { action, defineResource } from '../../platform/http/resource.server.ts';
import { visitorCookiesOfJar, visitorId } from '../../platform/http/visitor.server.ts';
import { contextLogOptionsSchema } from './context-log.schema.ts';
import { storeContextLog } from './context-log.service.server.ts';

/**
 * `ContextLogResource` create (LOG-02, API-48): `{events, report_time}` from the browser's
 * event logger, for everyone (signed out too: events are kept under the visitor id cookie).
 * Answers `{stored, duplicates}`; a batch sent again answers `stored: 0`. A refused batch
 * (`InvalidOptions`) stores nothing.
 */
export const contextLogResource = defineResource({
	name: 'ContextLogResource',
	create: action({
		auth: 'optional',
		options: contextLogOptionsSchema,
		async run({ db, viewer, cookies, clientAddress }, options) {
			const visitor = visitorId(visitorCookiesOfJar(cookies), true);
			const data = await storeContextLog(db, {
				viewer,
				visitorId: visitor,
				clientAddress,
				options,
			});
			return { data };
		},
	}),
});
