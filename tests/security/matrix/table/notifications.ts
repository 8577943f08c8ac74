import { newId } from '~/lib/platform/db/ids.ts';
import { fanOutActivity } from '~/lib/social/notifications/notification-fanout.server.ts';
import { OK, PAGE_404, TO_LIMITED_LOGIN, TO_LOGIN } from '../outcomes.ts';
import { cells, signedIn, signedInPage } from '../presets.ts';
import type { Fixture, Row } from '../row.ts';
import { query, resource, route } from '../row-kinds.ts';
import type { World } from '../world.ts';

/**
 * Notifications (`src/lib/social/notifications`, issue 28): each actor's badge, list, pages and
 * badge mutations are their own. The world gets notifications about the secret board once
 * (`notificationWorld`), through the real fan-out:
 * - the stranger `other` saves the owner's secret pin (the owner, a member, is told; the
 *   notification's detail is the secret pin's canary title);
 * - the collaborator adds a pin to the secret board (the owner and the limited-login member are
 *   told, naming the board's canary name; the suspended member is not);
 * - the follower holds a notification about the secret pin written as if it had been readable
 *   when it was made (a pin moved to a secret board since): the read-time rule must keep it out
 *   of the follower's list, badge and page, so any leak shows the pin's canary title.
 * Every answer is held to the canaries, so a notification that reached someone who cannot see
 * the secret board fails its row.
 */
const made = new WeakMap<World, Promise<Fixture>>();

function notificationWorld(w: World): Promise<Fixture> {
	let fx = made.get(w);
	if (!fx) {
		fx = (async () => {
			const [ownerGroup] = await fanOutActivity(
				w.db,
				{
					kind: 'collaborator_pin',
					actorId: w.users.collaborator.id,
					boardId: w.secret.board.id,
					pinId: w.secret.collaboratorPin.id,
				},
				`matrix:${newId()}`,
			);
			await fanOutActivity(
				w.db,
				{
					kind: 'pin_saved',
					actorId: w.users.other.id,
					pinId: w.secret.pin.id,
					boardId: w.others.board.id,
				},
				`matrix:${newId()}`,
			);
			const at = new Date().toISOString();
			const id = newId();
			await w.db
				.insertInto('notifications')
				.values({
					id,
					recipient_id: w.users.follower.id,
					kind: 'pin_saved',
					target_key: `pin:${w.secret.pin.id}`,
					is_current: 1,
					pin_id: w.secret.pin.id,
					board_id: null,
					comment_id: null,
					draft_id: null,
					actor_count: 1,
					sort_id: id,
					is_seen: 0,
					is_read: 0,
					created_at: at,
					updated_at: at,
				})
				.execute();
			await w.db
				.insertInto('notification_actors')
				.values({ notification_id: id, actor_id: w.users.other.id, act_sort: id, acted_at: at })
				.execute();
			if (!ownerGroup) throw new Error('matrix: the owner was not told of the collaborator pin');
			return { ownerGroup, followerGroup: id };
		})();
		made.set(w, fx);
	}
	return fx;
}

/** The owner's group page: theirs alone; everyone else meets the 404 page (never 403). */
const ownerOnlyPage = cells(PAGE_404, {
	owner: OK,
	anonymous: TO_LOGIN,
	suspended: TO_LOGIN,
	limited: TO_LIMITED_LOGIN,
});

export const NOTIFICATION_ROWS: Row[] = [
	resource('NewsHubBadgeResource.get', {
		does: "the actor's unseen count (the follower's hidden notification is not counted)",
		fixture: notificationWorld,
		options: () => ({}),
		expect: signedIn(OK),
	}),
	resource('NewsHubBadgeResource.delete', {
		does: "clear the actor's own badge",
		fixture: notificationWorld,
		options: () => ({}),
		expect: signedIn(OK),
	}),
	resource('NewsHubResource.get', {
		does: "the actor's notifications (the owner's name the secret board; nobody else's may)",
		fixture: notificationWorld,
		options: () => ({}),
		expect: signedIn(OK),
	}),
	resource('NewsHubResource.update', {
		does: "mark the owner's group read (only the owner's changes)",
		fixture: notificationWorld,
		options: ({ fx }) => ({ ids: [fx.ownerGroup!, fx.followerGroup!] }),
		expect: signedIn(OK),
	}),
	route('GET /notifications', {
		does: "the actor's notifications page",
		fixture: notificationWorld,
		path: () => '/notifications',
		expect: signedInPage(),
	}),
	route('GET /news_hub/[id]', {
		does: "the owner's group about the secret board",
		fixture: notificationWorld,
		path: ({ fx }) => `/news_hub/${fx.ownerGroup}/`,
		expect: ownerOnlyPage,
	}),
	query('DeleteNewsHubBadgeMutation', {
		does: "clear the actor's badge, answering their fullName",
		fixture: notificationWorld,
		variables: () => ({}),
		expect: signedIn(OK),
	}),
	query('ClearConversationBadgeMutation', {
		does: 'clear the conversation badge (always 0 until messages exist)',
		variables: () => ({}),
		expect: signedIn(OK),
	}),
];
