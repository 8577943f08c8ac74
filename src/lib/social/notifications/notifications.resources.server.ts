import type { PersistedQuery } from '../../platform/http/persisted-query.server.ts';
import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { newsHubBadgeResource, newsHubResource } from './news-hub.resource.server.ts';
import {
	clearConversationBadgeMutation,
	deleteNewsHubBadgeMutation,
} from './news-hub-badge.query.server.ts';

/** Notifications (NewsHubBadgeResource, NewsHubResource). Listed in `src/app/resources.server.ts`. */
export const newsHubResources: ResourceDefinition[] = [newsHubBadgeResource, newsHubResource];

/** NTF-07's mutations. Listed in `src/app/persisted-queries.server.ts`. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds queries of every variables shape
export const newsHubQueries: PersistedQuery<any>[] = [
	deleteNewsHubBadgeMutation,
	clearConversationBadgeMutation,
];
