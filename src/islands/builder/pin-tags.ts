import type { DraftItem, DraftPinTag } from './draft-types.ts';

/**
 * Product tag rules of the builder (BLD-07, BLD-08, BLD-09).
 * INTEGRATION (cr-drafts): the same rules as `src/lib/content/drafts/draft-model.ts`; these
 * delegate to it once merged.
 */

/** BLD-09: a picture is taggable when it has media and no link. */
export function isTaggable(item: DraftItem): boolean {
	return item.media !== null && item.video === null && item.link.trim() === '';
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));

export function addTag(tags: DraftPinTag[], x: number, y: number): DraftPinTag[] {
	return [
		...tags,
		{ id: null, x: clamp(x), y: clamp(y), link: '', taggedObjectIds: [], status: 'new' },
	];
}

/** BLD-07: a saved tag becomes `edited`; a new one stays `new`. */
export function editTag(
	tags: DraftPinTag[],
	index: number,
	patch: Partial<Pick<DraftPinTag, 'x' | 'y' | 'link'>>,
): DraftPinTag[] {
	return tags.map((t, i) =>
		i === index
			? {
					...t,
					...patch,
					...(patch.x !== undefined ? { x: clamp(patch.x) } : {}),
					...(patch.y !== undefined ? { y: clamp(patch.y) } : {}),
					status: t.status === 'saved' ? 'edited' : t.status,
				}
			: t,
	);
}

/** BLD-07: removing a just-created tag drops it; any other becomes `deleted`. */
export function removeTag(tags: DraftPinTag[], index: number): DraftPinTag[] {
	const tag = tags[index];
	if (!tag) return tags;
	if (tag.status === 'new') return tags.filter((_, i) => i !== index);
	return tags.map((t, i) => (i === index ? { ...t, status: 'deleted' } : t));
}
