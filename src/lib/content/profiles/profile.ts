import type { BoardPrivacyName } from '../../platform/access/board-access.ts';
import { isId } from '../../platform/db/ids.ts';
import { type ColorBucket, isColorBucket } from '../../platform/media/color-bucket.ts';

/**
 * Profiles: the pure rules (tabs, board groups, pin filters). The SQL lives in the
 * `*.repository.server.ts` files beside this one; pages and resources wire the two.
 */

/** RTE-05: `/{username}/_created` and `/{username}/_saved`; `/{username}/` shows Saved. */
export type ProfileTab = 'created' | 'saved';

/** BRD-15: where a board sits on its owner's profile. */
export type ProfileGroup = 'public' | 'private' | 'archived';

const PROFILE_GROUPS: readonly ProfileGroup[] = ['public', 'private', 'archived'];

export function profileGroupOf(board: { privacy: string; is_archived: number }): ProfileGroup {
	if (board.is_archived === 1) return 'archived';
	return board.privacy === 'secret' ? 'private' : 'public';
}

/** PIN-19: the profile pin filters. Without a filter the Created tab shows `CREATED_BY_ME`. */
export const PROFILE_PIN_FILTERS = [
	'CREATED_BY_ME',
	'FAVORITED',
	'FAVORITED_AND_CREATED_BY_ME',
	'COLORS',
	'INTERESTS',
] as const;

/** A filter with its arguments, as the feed query takes it. */
export type ProfilePinFilter =
	| { name: 'CREATED_BY_ME' | 'FAVORITED' | 'FAVORITED_AND_CREATED_BY_ME' }
	| { name: 'COLORS'; colors: ColorBucket[] }
	| { name: 'INTERESTS'; interestIds: string[] };

/** Favorites are the owner's own business: others may not filter by them. */
export function filterNeedsOwner(filter: ProfilePinFilter): boolean {
	return filter.name === 'FAVORITED' || filter.name === 'FAVORITED_AND_CREATED_BY_ME';
}

/**
 * The filter of a Created tab URL (`?filter=COLORS&color=red&color=blue`,
 * `?filter=INTERESTS&interest=123`). Unknown or incomplete filters fall back to the default,
 * so a hand-edited URL still shows the tab.
 */
export function filterFromSearchParams(params: URLSearchParams): ProfilePinFilter {
	const name = (params.get('filter') ?? '').toUpperCase();
	if (name === 'COLORS') {
		const colors = params.getAll('color').filter(isColorBucket);
		if (colors.length > 0) return { name, colors: [...new Set(colors)].slice(0, 12) };
	}
	if (name === 'INTERESTS') {
		const interestIds = params.getAll('interest').filter(isId);
		if (interestIds.length > 0) return { name, interestIds: interestIds.slice(0, 20) };
	}
	if (name === 'FAVORITED' || name === 'FAVORITED_AND_CREATED_BY_ME') return { name };
	return { name: 'CREATED_BY_ME' };
}

/** The query string (with `?`, or empty) that selects `filter` on the Created tab. */
export function filterSearch(filter: ProfilePinFilter): string {
	const params = new URLSearchParams();
	if (filter.name !== 'CREATED_BY_ME') params.set('filter', filter.name);
	if (filter.name === 'COLORS') for (const c of filter.colors) params.append('color', c);
	if (filter.name === 'INTERESTS')
		for (const id of filter.interestIds) params.append('interest', id);
	const text = params.toString();
	return text ? `?${text}` : '';
}

/** BRD-15 board item on a profile (BRD-01 names where they exist). */
export interface ProfileBoard {
	id: string;
	name: string;
	url: string;
	description: string;
	pinCount: number;
	sectionCount: number;
	followerCount: number;
	/** BRD-02 name. */
	privacy: BoardPrivacyName;
	profileGroup: ProfileGroup;
	onProfile: true;
	isCollaborative: boolean;
	lastPinnedAt: string | null;
	/** The cover (cover pin, else the newest pin) and up to two more recent images. */
	images: { url: string; width: number; height: number; color: string }[];
}

/** BRD-15 groups in display order; empty groups are left out. */
export function groupBoards(
	boards: ProfileBoard[],
): { group: ProfileGroup; boards: ProfileBoard[] }[] {
	return PROFILE_GROUPS.map((group) => ({
		group,
		boards: boards.filter((b) => b.profileGroup === group),
	})).filter((g) => g.boards.length > 0);
}

/** Sorts decimal id strings newest (largest) first without parsing them. */
export function compareIdsDesc(a: string, b: string): number {
	return a.length !== b.length ? b.length - a.length : a < b ? 1 : a > b ? -1 : 0;
}
