import { strFromU8, unzipSync } from 'fflate';
import { ACTORS, type Actor, FULL_LOGINS } from './actors.ts';
import type { Calls } from './calls.ts';
import { PRIVATE_LABELS as P, SECRET_LABELS as S } from './canaries.ts';
import type { Answer } from './outcomes.ts';
import type { World } from './world.ts';

/**
 * The canary sweep: everything an actor can read that might carry the secret board or the
 * owner's private data, read the way a client would (feeds, search, typeahead, profiles and
 * their counts, board and pin pages, discovery pages, sitemaps, the data export). The test
 * runs every probe as every actor and holds each answer to the canaries that actor may not see
 * (and, for non-members, to the secret ids); `shows` names what the owner and the collaborator
 * must find, so the sweep fails if a probe stops reaching the secret content at all.
 */
export interface Probe {
	/** What is read, for failure messages. */
	name: string | ((w: World) => string);
	read(api: Calls, w: World, actor: Actor): Promise<Answer[]>;
	/** Who must get 200 from it (default everyone): the sweep is not allowed to read 404s. */
	opensFor?: readonly Actor[];
	/** Canary labels an actor (the owner, the collaborator, ...) must find in the answers. */
	shows?: Partial<Record<Actor, string[]>>;
	/** `opensFor` is exact: every other actor must be refused (no 200). */
	closedToOthers?: boolean;
	/** Ids the probe sends, which a refusal may echo ("No pin {id}"): not counted as shown. */
	sends?: (w: World) => string[];
}

type Get = (w: World) => string;
type Options = (w: World) => Record<string, unknown>;

/** Every actor but the limited login, whom U-26 sends to log in on these pages. */
const NOT_LIMITED = ACTORS.filter((a) => a !== 'limited');

function resource(name: string, options: Options, extra: Omit<Probe, 'name' | 'read'> = {}): Probe {
	return {
		name: (w) => `${name} ${JSON.stringify(options(w))}`,
		read: async (api, w, actor) => [await api.resource(actor, name, 'get', options(w))],
		...extra,
	};
}

function get(path: Get, extra: Omit<Probe, 'name' | 'read'> = {}): Probe {
	return {
		name: (w) => `GET ${path(w)}`,
		read: async (api, w, actor) => [await api.http(actor, 'GET', path(w))],
		...extra,
	};
}

const full = { opensFor: FULL_LOGINS };
const board = { owner: [S.boardName], collaborator: [S.boardName] };
const pins = {
	owner: [S.pinTitle, S.savedPinTitle],
	collaborator: [S.pinTitle, S.collaboratorPinTitle],
};

/** The members of the other user's group board (who see the private profile's pin on it). */
const GROUP_MEMBERS: readonly Actor[] = ['other'];

type HiddenPin = (w: World) => string;

/**
 * Every by-id surface of a pin the person rule hides (closeup, AMP, `PinResource`,
 * `/v3/pins/{id}/`, `v3GetPinQuery`): it opens only for `audience`.
 */
function hiddenPin(label: string, id: HiddenPin, audience: readonly Actor[] = []): Probe[] {
	const only = (opensFor: readonly Actor[]) => ({
		opensFor,
		closedToOthers: true,
		sends: (w: World) => [id(w)],
	});
	return [
		resource('PinResource', (w) => ({ id: id(w) }), only(audience)),
		get((w) => `/pin/${id(w)}/`, only(audience)),
		// AMP pages are for signed-out readers: a members-only pin is not found there.
		get((w) => `/amp/pin/${id(w)}`, only([])),
		get((w) => `/v3/pins/${id(w)}/`, only(audience)),
		{
			name: `query v3GetPinQuery (${label})`,
			...only(audience),
			read: async (api, w, actor) => [await api.query(actor, 'v3GetPinQuery', { pinId: id(w) })],
		},
	];
}

type HiddenOwnerKey = 'private' | 'deactivated' | 'suspended';

/** A hidden owner's public board by id and by address, and its pins: found by nobody. */
function hiddenBoard(who: HiddenOwnerKey): Probe[] {
	const board = (w: World) => w.hidden[who].board;
	const nobody = { opensFor: [], closedToOthers: true, sends: (w: World) => [board(w).id] };
	return [
		resource('BoardResource', (w) => ({ board_id: board(w).id }), nobody),
		resource('BoardsFeedResource', (w) => ({ board_id: board(w).id }), nobody),
		get((w) => `/v3/boards/${board(w).id}/`, nobody),
		get((w) => `/${w.hidden[who].user.username}/${board(w).slug}/`, nobody),
		...hiddenPin(`${who}'s pin`, (w) => w.hidden[who].pin.id),
		...hiddenPin(
			`${who}'s group pin`,
			(w) => w.hidden[who].groupPin.id,
			who === 'private' ? GROUP_MEMBERS : [],
		),
	];
}

/** The other user's group board, where the hidden owners pinned, read every way. */
const groupShows = { other: [P.privateGroupPinTitle] };

export const PROBES: Probe[] = [
	// Feeds, search and typeahead.
	resource('UserHomefeedResource', () => ({ page_size: 50 })),
	resource('BaseSearchResource', (w) => ({ query: w.canaries.token, page_size: 50 }), {
		shows: pins,
	}),
	resource('BaseSearchResource', (w) => ({ query: w.canaries.token, scope: 'boards' }), {
		shows: board,
	}),
	resource('BaseSearchResource', () => ({ query: 'canary', scope: 'people' })),
	resource('BaseSearchResource', (w) => ({ query: w.canaries.token, scope: 'my_pins' }), {
		...full,
		shows: { owner: [S.pinTitle] },
	}),
	resource('AdvancedTypeaheadResource', () => ({ term: 'canary' }), {
		shows: { owner: [P.ownerRecentSearch, S.boardName], collaborator: [S.boardName] },
	}),
	resource('AdvancedTypeaheadResource', (w) => ({ term: w.canaries.token })),
	resource('AdvancedTypeaheadResource', () => ({ term: '' })),
	// Profiles, their boards, pins, people and counts.
	resource('UserResource', (w) => ({ username: w.users.owner.username }), {
		shows: { owner: [P.ownerEmail] },
	}),
	resource('UserResource', (w) => ({ username: w.users.collaborator.username })),
	resource(
		'BoardsResource',
		(w) => ({ username: w.users.owner.username, include_archived: true, page_size: 250 }),
		{ shows: { owner: [S.boardName, S.archivedBoardName] } },
	),
	resource('BoardsResource', (w) => ({ username: w.users.collaborator.username }), {
		shows: { collaborator: [S.boardName] },
	}),
	resource('ProfileBoardsResource', (w) => ({ username: w.users.owner.username }), {
		shows: { owner: [S.boardName] },
	}),
	resource('ProfileBoardsResource', (w) => ({ username: w.users.collaborator.username })),
	resource('ProfilePinsResource', (w) => ({ username: w.users.owner.username, page_size: 50 })),
	resource('ProfilePinsResource', (w) => ({
		username: w.users.owner.username,
		tab: 'saved',
		page_size: 50,
	})),
	resource('ProfilePinsResource', (w) => ({
		username: w.users.collaborator.username,
		tab: 'saved',
	})),
	resource('UserFollowersResource', (w) => ({ username: w.users.owner.username })),
	resource('UserResource', (w) => ({ username: w.users.limited.username })),
	resource('UserFollowingResource', (w) => ({ username: w.users.follower.username })),
	// What the owner's and others' pins, boards and interests show around the secret board.
	resource('BoardPickerBoardsShortlistResource', () => ({}), { ...full, shows: board }),
	resource('RelatedPinFeedResource', (w) => ({ pin_id: w.public.pin.id, page_size: 50 })),
	resource('RelatedPinFeedResource', (w) => ({ pin_id: w.others.pin.id, page_size: 50 })),
	resource('VisualLiveSearchResource', (w) => ({ pin_id: w.public.pin.id, page_size: 50 }), {
		shows: { owner: [S.pinTitle], collaborator: [S.collaboratorPinTitle] },
	}),
	resource('InterestResource', (w) => ({ interest_id: w.interest.id })),
	resource('PinResource', (w) => ({ id: w.others.pin.id })),
	resource('PinResource', (w) => ({ id: w.public.pin.id })),
	resource('RepinResource', (w) => ({ pin_id: w.others.pin.id }), {
		...full,
		shows: { owner: [S.boardName] },
	}),
	resource('ReactionsResource', (w) => ({ pin_id: w.public.pin.id })),
	// Comments are read exactly by those who read the pin (issue 28).
	resource('AggregatedCommentFeedResource', (w) => ({ pin_id: w.secret.pin.id }), {
		opensFor: ['owner', 'collaborator'],
		closedToOthers: true,
		sends: (w) => [w.secret.pin.id],
		shows: { owner: [S.commentText], collaborator: [S.commentText] },
	}),
	resource('AggregatedCommentRepliesResource', (w) => ({ comment_id: w.secret.comment }), {
		opensFor: ['owner', 'collaborator'],
		closedToOthers: true,
		sends: (w) => [w.secret.comment],
		shows: { owner: [S.commentText], collaborator: [S.commentText] },
	}),
	resource('AggregatedCommentFeedResource', (w) => ({ pin_id: w.public.pin.id })),
	get((w) => `/v3/aggregated_comments/${w.secret.comment}/translate/?language=de`, {
		opensFor: [],
		sends: (w) => [w.secret.comment],
	}),
	resource('BoardInviteResource', () => ({}), full),
	resource('BoardsFeedResource', (w) => ({ board_id: w.public.board.id })),
	resource('BoardSectionsResource', (w) => ({ board_id: w.public.board.id })),
	resource('InterestFollowingResource', () => ({}), full),
	// The REST API and persisted queries.
	get((w) => `/v3/users/${w.users.owner.id}/`),
	get(() => '/v3/users/me/', {
		opensFor: ACTORS.filter((a) => a !== 'anonymous' && a !== 'suspended'),
		shows: { owner: [P.ownerEmail] },
	}),
	get((w) => `/v3/boards/${w.public.board.id}/`),
	get((w) => `/v3/boards/${w.public.board.id}/automagical/pins/`),
	get((w) => `/v3/usecases/${w.interest.id}/feed/`),
	get((w) => `/v3/pins/${w.others.pin.id}/`),
	get((w) => `/v3/pins/${w.others.pin.id}/board_title_suggestions/`),
	get(() => '/v3/orientation/nux_creator_recommendations/', full),
	get(() => '/_/_/state?source_url=%2F'),
	get(() => '/refresh_stored_accounts'),
	{
		name: 'POST /v3/batch (every field of the owner)',
		read: async (api, w, actor) => [
			await api.http(actor, 'POST', '/v3/batch/', {
				json: {
					requests: JSON.stringify([{ method: 'GET', endpoint: `v3/users/${w.users.owner.id}/` }]),
				},
			}),
		],
	},
	{
		name: 'query IdeasRootInterestsQuery, v3GetPinQuery (the saved original)',
		read: async (api, w, actor) => [
			await api.query(actor, 'IdeasRootInterestsQuery'),
			await api.query(actor, 'v3GetPinQuery', { pinId: w.others.pin.id }),
		],
	},
	// Pages.
	get(() => '/'),
	get(() => '/homefeed/'),
	get(() => '/homefeed/more/'),
	get((w) => `/${w.users.owner.username}/`, { shows: { owner: [S.boardName] } }),
	get((w) => `/${w.users.owner.username}/_created/`),
	get((w) => `/${w.users.collaborator.username}/`),
	get((w) => `/${w.users.follower.username}/`),
	get((w) => `/${w.users.limited.username}/`),
	get((w) => `/${w.users.owner.username}/${w.public.board.slug}/`),
	get((w) => `/search/pins/?q=${w.canaries.token}`, { shows: pins }),
	get((w) => `/search/boards/?q=${w.canaries.token}`, { shows: board }),
	get(() => '/search/people/?q=canary'),
	get((w) => `/search/me/?q=${w.canaries.token}`, { ...full, shows: { owner: [S.pinTitle] } }),
	get(() => '/ideas/'),
	get((w) => `/ideas/kitchen/${w.interest.id}/`),
	get(() => '/topics/kitchen/'),
	get((w) => `/today/popular/kitchen/${w.interest.id}/`),
	get(() => '/today/'),
	get(() => '/today/article/small-kitchen-tricks/7303/'),
	get(() => '/shopping/'),
	get((w) => `/shopping/kitchen/${w.interest.id}/`),
	get(() => '/videos/'),
	get((w) => `/videos/kitchen/${w.interest.id}/`),
	get(() => '/tv/'),
	get((w) => `/tv/${w.public.videoPin.id}/`),
	get((w) => `/pin/${w.public.pin.id}/`),
	get((w) => `/pin/${w.others.pin.id}/`),
	get((w) => `/pin/${w.public.pin.id}/visual-search/`, {
		shows: { owner: [S.pinTitle], collaborator: [S.collaboratorPinTitle] },
	}),
	get((w) => `/amp/pin/${w.public.pin.id}`, { opensFor: NOT_LIMITED }),
	get((w) => `/pin/${w.public.pin.id}/repin/`, { ...full, shows: board }),
	get((w) => `/pin/${w.public.pin.id}/sent/`),
	get((w) => `/pin/${w.others.pin.id}/analytics/`, { opensFor: ['other'] }),
	get(() => '/invited', full),
	get(() => '/edit', full),
	get(() => '/board/create/', full),
	get(() => '/settings/profile', { ...full, shows: { owner: [P.ownerEmail] } }),
	get(() => '/settings/account', { ...full, shows: { owner: [P.ownerEmail] } }),
	get(() => '/settings/privacy', full),
	get(() => '/settings/notifications', full),
	get(() => '/settings/security', full),
	get(() => '/request-data', full),
	get(() => '/robots.txt'),
	// The person rule (SET-01, SET-12): private, deactivated and suspended owners' content.
	...hiddenBoard('private'),
	...hiddenBoard('deactivated'),
	...hiddenBoard('suspended'),
	resource('BoardResource', (w) => ({ board_id: w.others.board.id })),
	resource('BoardsFeedResource', (w) => ({ board_id: w.others.board.id, page_size: 50 }), {
		shows: groupShows,
	}),
	resource('BoardCollaboratorResource', (w) => ({ board_id: w.others.board.id }), full),
	get((w) => `/v3/boards/${w.others.board.id}/`),
	get((w) => `/${w.users.other.username}/${w.others.board.slug}/`, { shows: groupShows }),
	get((w) => `/${w.users.other.username}/`),
	resource('ProfileBoardsResource', (w) => ({ username: w.users.other.username })),
	resource('BoardsResource', (w) => ({ username: w.users.other.username })),
	resource('ProfilePinsResource', (w) => ({ username: w.users.other.username, tab: 'saved' })),
	resource('UserResource', (w) => ({ username: w.hidden.private.user.username })),
	get((w) => `/${w.hidden.private.user.username}/`),
	// The other user's save of the private profile's pin: public, naming no original.
	resource('PinResource', (w) => ({ id: w.hidden.save.id })),
	get((w) => `/pin/${w.hidden.save.id}/`),
	get((w) => `/v3/pins/${w.hidden.save.id}/`),
	{
		name: 'query v3GetPinQuery (the save of the private profile pin)',
		read: async (api, w, actor) => [
			await api.query(actor, 'v3GetPinQuery', { pinId: w.hidden.save.id }),
		],
	},
	{
		name: 'every sitemap (the index and each child it lists)',
		opensFor: NOT_LIMITED,
		read: async (api, _w, actor) => {
			const index = await api.http(actor, 'GET', '/sitemap.xml');
			const children = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
				(m) => new URL(m[1]!).pathname,
			);
			if (actor !== 'limited' && children.length < 3) {
				throw new Error(`the sitemap index lists ${children.length} children`);
			}
			return [index, ...(await Promise.all(children.map((p) => api.http(actor, 'GET', p))))];
		},
	},
	{
		name: "the data export (every file of the caller's ZIP)",
		opensFor: FULL_LOGINS,
		read: async (api, _w, actor) => {
			const { status, bytes } = await api.bytes(actor, '/request-data/download');
			if (status !== 200) return [{ status, body: '' }];
			const files = Object.values(unzipSync(bytes)).map((f) => strFromU8(f));
			return [{ status, body: files.join('\n') }];
		},
		shows: {
			owner: [S.boardName, S.pinTitle, P.ownerEmail],
			collaborator: [S.collaboratorPinTitle],
		},
	},
];
