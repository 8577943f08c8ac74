import { z } from 'zod';
import { requireAuth } from '../../platform/http/auth-guard.server.ts';
import { definePersistedQuery } from '../../platform/http/persisted-query.server.ts';
import { UNSEEN_CONVERSATIONS } from './news-hub.resource.server.ts';
import { clearBadge } from './notifications.service.server.ts';

/**
 * NTF-07: `DeleteNewsHubBadgeMutation` clears the viewer's news-hub badge (as
 * `NewsHubBadgeResource` delete) and answers the viewer's `fullName` with the cleared count.
 * Needs a full login.
 */
export const deleteNewsHubBadgeMutation = definePersistedQuery({
	name: 'DeleteNewsHubBadgeMutation',
	variables: z.object({}),
	async run({ db, viewer }) {
		requireAuth(viewer);
		await clearBadge(db, viewer.id);
		return { id: viewer.id, fullName: viewer.fullName, newsHubCount: 0 };
	},
});

/**
 * NTF-07: `ClearConversationBadgeMutation` clears the unseen-conversations badge. Conversations
 * do not exist yet (the count is always 0), so it changes nothing and answers the count.
 */
export const clearConversationBadgeMutation = definePersistedQuery({
	name: 'ClearConversationBadgeMutation',
	variables: z.object({}),
	async run({ viewer }) {
		requireAuth(viewer);
		return { unseenConversationsCount: UNSEEN_CONVERSATIONS };
	},
});
