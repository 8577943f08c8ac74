import { type BlockRelation, inBlockWith } from './blocks.ts';
import { type BoardAccessInput, boardAccess, isBoardPublic } from './board-access.ts';
import {
	type PersonState,
	personContentVisibleTo,
	personOpenToAll,
	personVisibleTo,
} from './person-visibility.ts';

/**
 * Which pins (and boards) a discovery surface shows a reader: the home feed, search, related
 * pins ("More like this"), visual search, shopping and videos, interest feeds, creator
 * recommendations, sitemaps and a profile's pin lists. One rule, with options for what the
 * surfaces legitimately differ in; its SQL twin is `discoveryVisibleSql`
 * (`discovery-visibility.server.ts`), which every one of them filters with.
 *
 * A pin shows when all of these hold:
 * - its board: readable by the reader (`boardAccess(...).read`: public and live, or the reader
 *   owns it or collaborates on it), or with `boards: 'public'` open to everyone
 *   (`isBoardPublic`), the reader's own boards included;
 * - it is not hidden by moderation;
 * - its board owner and its pinner pass the person rule (`person-visibility.ts`, SET-01 private
 *   profiles, SET-12 deactivated and suspended accounts) as `people` says: `visible` (to the
 *   reader: a private profile's work only to itself and its business owner), `public` (as to
 *   everyone), or `members` (as on board and profile pages: also to the board's members);
 * - for a signed-in reader: not their own pin when `excludeOwn`; not a pin they hid (`hides`);
 *   no block between them and the pinner or the board owner (`blocks`, ACC-22).
 *
 * `readerId` is the reader id (`readerIdOf`): null for signed-out and limited-login viewers.
 */
export interface DiscoveryRule {
	/** `readable` (default) or `public`: which boards' pins show. */
	boards?: 'readable' | 'public';
	/** `visible` (default), `public` or `members`: how the person rule reads the reader. */
	people?: 'visible' | 'public' | 'members';
	/** Leave out the reader's own pins (the home feed is for finding others' ideas). */
	excludeOwn?: boolean;
	/** Leave out the pins the reader hid (default true). */
	hides?: boolean;
	/** Leave out the work of people in a block with the reader (default true). */
	blocks?: boolean;
}

/** A person as the rule reads them: their state and the block between them and the reader. */
interface DiscoveryPerson {
	person: PersonState;
	block: BlockRelation;
}

/** A pin (or, with `pin` and `pinner` null, a board) as the discovery rule reads it. */
export interface DiscoveryItem {
	board: BoardAccessInput;
	/** The reader's collaborator status on the board (`accepted` makes a member), or null. */
	collaboratorStatus: string | null;
	owner: DiscoveryPerson;
	/** The pin; null when the item is a board. */
	pin: { pinnerId: string; isHidden: boolean; hiddenByReader: boolean } | null;
	/** The pinner; null when the item is a board or the caller vouches for the pinner. */
	pinner: DiscoveryPerson | null;
}

/** Whether the discovery surface ruled by `rule` shows `item` to `readerId`. */
export function discoveryVisibleTo(
	item: DiscoveryItem,
	readerId: string | null,
	rule: DiscoveryRule = {},
): boolean {
	const access = boardAccess(item.board, readerId, item.collaboratorStatus);
	const boardOk = rule.boards === 'public' ? isBoardPublic(item.board) : access.read;
	if (!boardOk) return false;
	if (item.pin?.isHidden) return false;
	const member = access.role !== 'none';
	const people = [item.owner, ...(item.pinner ? [item.pinner] : [])];
	const personOk = ({ person }: DiscoveryPerson) =>
		rule.people === 'public'
			? personOpenToAll(person)
			: rule.people === 'members'
				? personContentVisibleTo(person, readerId, member)
				: personVisibleTo(person, readerId);
	if (!people.every(personOk)) return false;
	if (readerId === null) return true;
	if (rule.excludeOwn && item.pin?.pinnerId === readerId) return false;
	if (rule.hides !== false && item.pin?.hiddenByReader) return false;
	if (rule.blocks !== false && people.some(({ block }) => inBlockWith(block))) return false;
	return true;
}
