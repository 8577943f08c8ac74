import { type BlockRelation, inBlockWith } from './blocks.ts';

/**
 * Comments on a pin (CMT-02, CMT-12, issue 28's authorization). Reading a pin's comments at all
 * is the pin's own rule (`mayReadPin`): whoever may read the pin may read its comments, and
 * nobody else. On top of that, per comment and per action:
 *
 * - **Open for comments** (`commentsOpen`): the pin allows comments (BLD-16
 *   `pins.comments_allowed`) and its owner (the pinner) has not turned comments off in their
 *   privacy settings (SET-01 `comments_disabled`).
 * - **May comment** (`mayComment`): a full login (never signed out, never a limited login),
 *   comments open, and no block between the commenter and the pin's owner either way (a blocked
 *   person cannot comment on the blocker's pins; someone who blocked the owner would not see
 *   the answers anyway).
 * - **A comment shows** (`commentVisibleTo`) to its author always; to anyone else only while
 *   its author's account is live (SET-12), no block stands between the reader and the author,
 *   and the pin's owner has not hidden the author's comments (CMT-02 "hidden for a user"; the
 *   author still sees their own, so hiding is not a signal to retaliate against).
 * - **May mention** (`mayMention`): a person may be @mentioned by the writer when no block
 *   stands between them and the person's `allow_mentions` audience includes the writer
 *   (`everyone`; `following`: people the person follows; `nobody`). Nobody mentions themselves.
 *
 * The SQL twin of `commentVisibleTo` is `comment-access.server.ts`;
 * `tests/integration/access/comment-access.test.ts` holds the two together.
 */

/** Whether a pin takes comments: its own switch and its owner's privacy switch. */
export interface CommentSwitches {
	/** BLD-16: the pin's `comments_allowed`. */
	pinAllowsComments: boolean;
	/** SET-01: the pin owner's privacy `comments_disabled`. */
	ownerDisabledComments: boolean;
}

/** CMT-12: a pin is open for comments when neither it nor its owner turned them off. */
export function commentsOpen(switches: CommentSwitches): boolean {
	return switches.pinAllowsComments && !switches.ownerDisabledComments;
}

/**
 * Whether `writerId` (a full login's id; null for signed-out and limited-login viewers, as
 * `readerIdOf` gives) may comment on a pin the writer can read, whose owner stands in
 * `ownerBlock` to the writer.
 */
export function mayComment(
	writerId: string | null,
	switches: CommentSwitches,
	ownerBlock: BlockRelation,
): boolean {
	return writerId !== null && commentsOpen(switches) && !inBlockWith(ownerBlock);
}

/** What decides whether one comment shows to a reader. */
export interface CommentVisibilityFacts {
	/** The comment's author. */
	authorId: string;
	/** The author's `users.status` (`active` is live). */
	authorStatus: string;
	/** A block between the reader and the author, either way (unused for a signed-out reader). */
	block: BlockRelation;
	/** The pin's owner hid the author's comments (`comment_hidden_users`). */
	hiddenByPinOwner: boolean;
}

/** Whether `readerId` (null: signed out or limited login) sees the comment. */
export function commentVisibleTo(facts: CommentVisibilityFacts, readerId: string | null): boolean {
	if (readerId !== null && readerId === facts.authorId) return true;
	if (facts.authorStatus !== 'active') return false;
	if (facts.hiddenByPinOwner) return false;
	return readerId === null || !inBlockWith(facts.block);
}

/** Who may @mention a person (SET-01 `allow_mentions`). */
export type MentionAudience = 'everyone' | 'following' | 'nobody';

/** Whether `writerId` may @mention the person. `followsWriter`: the person follows the writer. */
export function mayMention(
	writerId: string,
	person: { id: string; status: string; allowMentions: MentionAudience },
	relation: { followsWriter: boolean; block: BlockRelation },
): boolean {
	if (person.id === writerId || person.status !== 'active') return false;
	if (inBlockWith(relation.block)) return false;
	if (person.allowMentions === 'everyone') return true;
	return person.allowMentions === 'following' && relation.followsWriter;
}
