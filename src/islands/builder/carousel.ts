import builderMessages from '~/messages/builder/index.ts';
import { CAROUSEL_MAX, CAROUSEL_MIN, type Draft, type DraftItem } from './draft-types.ts';

/**
 * Combining drafts into one carousel (BLD-05): the first chosen draft keeps its fields and gets
 * every chosen draft's pictures, in the order chosen; the others are then deleted.
 */
export type CombinePlan =
	| { ok: true; base: Draft; items: DraftItem[]; absorbed: Draft[] }
	| { ok: false; message: string };

export function planCombine(chosen: Draft[]): CombinePlan {
	const t = builderMessages();
	if (chosen.length < 2) return { ok: false, message: t.combineTooFew() };
	if (chosen.some((d) => d.type === 'story')) return { ok: false, message: t.combineNoStories() };
	const items = chosen.flatMap((d) => d.items);
	if (items.length < CAROUSEL_MIN || items.length > CAROUSEL_MAX)
		return {
			ok: false,
			message: t.combineWrongCount({
				min: CAROUSEL_MIN,
				max: CAROUSEL_MAX,
				count: items.length,
			}),
		};
	const [base, ...absorbed] = chosen as [Draft, ...Draft[]];
	// Items of the other drafts are new items of the base (no id: the server makes them).
	const moved = items.map((item, i) =>
		i < base.items.length
			? item
			: {
					...item,
					id: null,
					pinTags: item.pinTags
						.filter((t) => t.status !== 'deleted')
						.map((t) => ({ ...t, id: null, status: 'new' as const })),
				},
	);
	return { ok: true, base, items: moved, absorbed };
}

/** Moves item `from` one place up (-1) or down (+1). */
export function moveItem(items: DraftItem[], from: number, by: -1 | 1): DraftItem[] {
	const to = from + by;
	if (to < 0 || to >= items.length) return items;
	const next = [...items];
	[next[from], next[to]] = [next[to] as DraftItem, next[from] as DraftItem];
	return next;
}
