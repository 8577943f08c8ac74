/**
 * Who sees a person and what they made (SET-01 private profiles, SET-12 deactivated and
 * suspended accounts): the one rule every surface (closeup, AMP, REST, resources, board pages
 * and feeds, origin fields, collaborator lists, discovery feeds) follows. Its SQL twin is
 * `person-visibility.server.ts`; a test holds the two to the same table of cases.
 *
 * - A person is *visible* to a reader when the account is active and its profile is not
 *   private, or the reader is that account, or (for an active private business account) the
 *   person who owns it (MAS-07, as on the profile page).
 * - What a person made on a board (the board itself for its owner, a pin for its pinner) shows
 *   to readers the person is visible to, and to the board's members (owner and accepted
 *   collaborators) while the account is active. While it is deactivated or suspended nobody
 *   but the account itself sees it (and such an account has no session), so reactivation
 *   restores everything without a write: the rule reads `users.status` at read time.
 *
 * `readerId` is the reader id (`readerIdOf`): null for signed-out and limited-login viewers.
 * Private profiles keep their name wherever they appear (a private profile shows its name).
 */

/** What the rule reads of an account (a `users` row, or the columns a join selected). */
export interface PersonState {
	id: string;
	/** `active`, `deactivated` or `suspended`. */
	status: string;
	/** `users.is_private` (1: a private profile). */
	is_private: number;
	/** The person owning the account when it is a linked business (MAS-07), else null. */
	owner_user_id: string | null;
}

/** Whether the account is live (neither deactivated nor suspended). */
export function isLivePerson(person: Pick<PersonState, 'status'>): boolean {
	return person.status === 'active';
}

/** Whether `readerId` sees the person: their profile, counts and what they made anywhere. */
export function personVisibleTo(person: PersonState, readerId: string | null): boolean {
	if (readerId !== null && readerId === person.id) return true;
	if (!isLivePerson(person)) return false;
	return person.is_private === 0 || (readerId !== null && readerId === person.owner_user_id);
}

/**
 * Whether `readerId` sees what the person made on a board: a board the person owns, or a pin
 * the person pinned. `isBoardMember`: the reader owns that board or is an accepted collaborator.
 * Board access (secret, archived, moderation) is a separate rule that applies as well.
 */
export function personContentVisibleTo(
	person: PersonState,
	readerId: string | null,
	isBoardMember: boolean,
): boolean {
	if (personVisibleTo(person, readerId)) return true;
	return isBoardMember && readerId !== null && isLivePerson(person);
}

/** Whether everyone, signed out included, sees the person (the fast, common case). */
export function personOpenToAll(person: PersonState): boolean {
	return personVisibleTo(person, null);
}
