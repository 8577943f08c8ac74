import pinActions from '~/messages/pin-actions/index.ts';

/**
 * PIN-13: reactions. One per user per pin; a new one replaces the old. The spec leaves the
 * type numbers open, so these are ours (stable: clients store them), each with its name.
 */
export const REACTION_TYPES = {
	1: 'love',
	2: 'goodIdea',
	3: 'thanks',
	4: 'wow',
	5: 'haha',
} as const;

export type ReactionType = keyof typeof REACTION_TYPES;

/** A reaction's label in the current language ("Love", "Good idea", …). */
export function reactionLabel(type: ReactionType): string {
	const t = pinActions();
	switch (REACTION_TYPES[type]) {
		case 'love':
			return t.reactionLove();
		case 'goodIdea':
			return t.reactionGoodIdea();
		case 'thanks':
			return t.reactionThanks();
		case 'wow':
			return t.reactionWow();
		case 'haha':
			return t.reactionHaha();
	}
}

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
