import { getPinQuery } from '~/lib/content/pins/get-pin.query.server.ts';
import { ideasRootInterestsQuery } from '~/lib/discovery/interests/ideas-root.query.server.ts';
import { thirdPartyTrackingSettingsQuery } from '~/lib/identity/settings/third-party-tracking.query.server.ts';
import {
	type PersistedQuery,
	persistedQueryHash,
} from '~/lib/platform/http/persisted-query.server.ts';
import { newsHubQueries } from '~/lib/social/notifications/notifications.resources.server.ts';

const all: PersistedQuery<any>[] = [
	getPinQuery,
	thirdPartyTrackingSettingsQuery,
	ideasRootInterestsQuery,
	...newsHubQueries,
];

/** Persisted queries by name and by hash. */
export const persistedQueries: ReadonlyMap<string, PersistedQuery<any>> = new Map(
	all.flatMap((q) => [
		[q.name, q],
		[persistedQueryHash(q.name), q],
	]),
);
