import type { Kysely } from 'kysely';
import type { PublicUser } from '../../identity/users/user.ts';
import { countsOfUser } from '../../identity/users/users.repository.server.ts';
import { getProfileWithAvatar } from '../../identity/users/users.service.server.ts';
import { isFullyAuthenticated, readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import { END_BOOKMARK } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import type { PageLoad } from '../../platform/routing/page-load.ts';
import type { Pin } from '../pins/pin.ts';
import {
	filterFromSearchParams,
	filterNeedsOwner,
	filterSearch,
	groupBoards,
	type ProfileBoard,
	type ProfileGroup,
	type ProfilePinFilter,
	type ProfileTab,
} from './profile.ts';
import { profileAccess } from './profile-access.server.ts';
import { profileBoards } from './profile-boards.service.server.ts';
import { topInterestsOfCreatedPins } from './profile-pins.repository.server.ts';
import { profilePinsPage } from './profile-pins.service.server.ts';

export type { ProfileTab } from './profile.ts';

/** What `ProfilePage.astro` renders for `/{username}/`, `/_created` and `/_saved`. */
export interface ProfilePageData {
	user: PublicUser & { avatarUrl: string | null; websiteUrl: string | null };
	tab: ProfileTab;
	/** Path of each tab (Saved is the profile's own address). */
	tabPaths: Record<ProfileTab, string>;
	canonicalPath: string;
	/** Bookmarked and filtered pages, private profiles: not indexed. */
	noindex: boolean;
	isOwner: boolean;
	/** A fully signed-in viewer other than the owner: gets the follow and block buttons. */
	canAct: boolean;
	following: boolean;
	blocking: boolean;
	/** Why boards and pins are not shown, or null. */
	hidden: 'private' | 'blocked' | null;
	/** Null while hidden. Owners' counts include secret boards and their pins (BRD-17). */
	counts: { followers: number; following: number; boards: number; pins: number } | null;
	/** Saved tab: BRD-15 groups (strangers: public only). */
	boardGroups: { group: ProfileGroup; boards: ProfileBoard[] }[];
	pins: Pin[];
	/** Keyset "More pins" link, or null at the end. */
	nextHref: string | null;
	/** Created tab: the PIN-19 filter in force, and the interests offered for `INTERESTS`. */
	filter: ProfilePinFilter;
	interests: { id: string; name: string; slug: string }[];
}

/**
 * RTE-05: the profile page for the viewer. `/{username}/` is the Saved tab, like Pinterest:
 * the boards grid (BRD-15 groups) then every pin the user saved, newest first. Created is the
 * pins the user uploaded (not saves of others' pins), with PIN-19 filters from `?filter=`.
 * A username in the wrong case redirects (301) to the stored one.
 */
export async function loadProfilePage(input: {
	db: Kysely<Database>;
	viewer: Viewer | null;
	url: URL;
	username: string;
	tab?: ProfileTab;
}): Promise<PageLoad<ProfilePageData>> {
	const { db, viewer, url } = input;
	const tab = input.tab ?? 'saved';
	// A limited login reads like a signed-out visitor (LIM), as boards do.
	const viewerId = readerIdOf(viewer);
	// No username holds a NUL (PostgreSQL would refuse the query).
	if (input.username.includes('\u0000')) return { kind: 'not-found' };
	const user = await getProfileWithAvatar(db, input.username, viewerId);
	if (!user) return { kind: 'not-found' };
	const base = `/${user.username}/`;
	const tabPaths = { saved: base, created: `${base}_created/` };
	if (input.username !== user.username) {
		const rest = url.pathname.replace(/^\/[^/]+\/?/, '');
		return { kind: 'redirect', to: `${base}${rest}${url.search}`, status: 301 };
	}
	const access = await profileAccess(db, user, viewerId);
	const isOwner = access.isOwner;
	let filter = tab === 'created' ? filterFromSearchParams(url.searchParams) : null;
	if (filter && filterNeedsOwner(filter) && !isOwner) filter = { name: 'CREATED_BY_ME' };
	const bookmark = url.searchParams.get('bookmark');
	const visible = access.hidden === null;

	const [counts, boards, page, interests] = await Promise.all([
		visible ? countsOfUser(db, user.id, { publicOnly: !isOwner }) : null,
		visible && tab === 'saved' && !bookmark ? profileBoards(db, user, viewerId) : [],
		visible
			? profilePinsPage(db, {
					userId: user.id,
					viewerId,
					set: filter ? { kind: 'filter', filter } : { kind: 'saved' },
					bookmark,
				})
			: null,
		visible && tab === 'created' ? topInterestsOfCreatedPins(db, user.id, viewerId, 8) : [],
	]);
	const search = filter ? filterSearch(filter) : '';
	const nextHref =
		page && page.bookmark !== END_BOOKMARK
			? `${tabPaths[tab]}${search ? `${search}&` : '?'}bookmark=${encodeURIComponent(page.bookmark)}`
			: null;
	return {
		kind: 'ok',
		data: {
			user,
			tab,
			tabPaths,
			canonicalPath: tabPaths[tab],
			noindex: user.isPrivate || bookmark !== null || search !== '' || access.hidden !== null,
			isOwner,
			canAct: !isOwner && isFullyAuthenticated(viewer),
			following: access.relation.following,
			blocking: access.relation.blocking,
			hidden: access.hidden,
			counts: counts && {
				followers: counts.follower_count,
				following: counts.following_count,
				boards: counts.board_count,
				pins: counts.pin_count,
			},
			boardGroups: groupBoards(boards),
			pins: page?.pins ?? [],
			nextHref,
			filter: filter ?? { name: 'CREATED_BY_ME' },
			interests: interests.map(({ id, name, slug }) => ({ id, name, slug })),
		},
	};
}
