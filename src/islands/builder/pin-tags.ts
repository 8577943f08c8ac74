import { editPinTag, MAX_PIN_TAGS } from '~/lib/content/drafts/draft-model.ts';
import type { DraftPinTag } from './draft-types.ts';

/**
 * Product tags in the builder (BLD-07, BLD-08, BLD-09): the rules are draft-model.ts's
 * (`removePinTag`, `editPinTag`, `isTaggable`); this adds the placing of a point.
 */
export { isTaggable, removePinTag as removeTag } from '~/lib/content/drafts/draft-model.ts';

const clamp = (v: number) => Math.min(1, Math.max(0, v));

/** A new tag at (x, y), fractions of the picture; unchanged past `MAX_PIN_TAGS`. */
export function addTag(tags: DraftPinTag[], x: number, y: number): DraftPinTag[] {
	if (tags.filter((t) => t.status !== 'deleted').length >= MAX_PIN_TAGS) return tags;
	return [
		...tags,
		{ id: null, x: clamp(x), y: clamp(y), link: '', taggedObjectIds: [], status: 'new' },
	];
}

/** BLD-07: a saved tag becomes `edited`; a point stays inside the picture. */
export function editTag(
	tags: DraftPinTag[],
	index: number,
	patch: Partial<Pick<DraftPinTag, 'x' | 'y' | 'link'>>,
): DraftPinTag[] {
	return editPinTag(tags, index, {
		...patch,
		...(patch.x !== undefined ? { x: clamp(patch.x) } : {}),
		...(patch.y !== undefined ? { y: clamp(patch.y) } : {}),
	});
}
