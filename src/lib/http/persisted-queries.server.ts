import { ideasRootInterestsQuery } from '../interests/ideas-root.query.server.ts';
import { getPinQuery } from '../pins/get-pin.query.server.ts';
import { thirdPartyTrackingSettingsQuery } from '../settings/third-party-tracking.query.server.ts';
import { type PersistedQuery, persistedQueryHash } from './persisted-query.server.ts';

const all: PersistedQuery<any>[] = [
	getPinQuery,
	thirdPartyTrackingSettingsQuery,
	ideasRootInterestsQuery,
];

/** Persisted queries by name and by hash. */
export const persistedQueries: ReadonlyMap<string, PersistedQuery<any>> = new Map(
	all.flatMap((q) => [
		[q.name, q],
		[persistedQueryHash(q.name), q],
	]),
);
