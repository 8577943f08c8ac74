/**
 * ACC-22 blocks: a block stands between two people whichever of them blocked the other, and
 * while it stands neither sees the other's profile content, pins or boards on any surface
 * (profiles, follow lists, feeds, search, related, visual search, shopping). Its SQL twin is
 * `blocks.server.ts`; `tests/integration/access/kernel-twins.test.ts` holds the two
 * together.
 */

/** What the rule reads between the reader and one other person (`findRelation`). */
export interface BlockRelation {
	/** The reader blocked the other person. */
	blocking: boolean;
	/** The other person blocked the reader. */
	blockedBy: boolean;
}

/** Whether a block stands between the reader and the other person, either way. */
export function inBlockWith(relation: BlockRelation): boolean {
	return relation.blocking || relation.blockedBy;
}
