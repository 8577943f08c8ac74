/**
 * PIN-13: reactions. One per user per pin; a new one replaces the old. The spec leaves the
 * type numbers open, so these are ours (stable: clients store them).
 */
export const REACTION_TYPES = {
	1: 'Love',
	2: 'Good idea',
	3: 'Thanks',
	4: 'Wow',
	5: 'Haha',
} as const;

export type ReactionType = keyof typeof REACTION_TYPES;

export function isReactionType(value: number): value is ReactionType {
	return Object.hasOwn(REACTION_TYPES, value);
}

/** A reaction's id: `{pinId}-{userId}-{reactionType}` (PIN-13). */
export function reactionId(pinId: string, userId: string, type: number): string {
	return `${pinId}-${userId}-${type}`;
}

/**
 * Reaction counts by type as the spec's client keeps them: a type whose count is 0 (or below,
 * which never happens) has no key at all.
 */
export function reactionCounts(
	rows: readonly { reaction_type: number; count: number }[],
): Record<string, number> {
	const counts: Record<string, number> = {};
	for (const row of rows) if (row.count > 0) counts[String(row.reaction_type)] = row.count;
	return counts;
}

/** The sum of all reaction counts (`totalReactionCount`, PIN-01). */
export function totalReactions(counts: Record<string, number>): number {
	return Object.values(counts).reduce((a, b) => a + b, 0);
}
