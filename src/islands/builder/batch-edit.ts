import { type DirtyFields, pickDirty } from '~/lib/content/drafts/draft-model.ts';
import type { Draft, DraftFieldsInput } from './draft-types.ts';

/**
 * BLD-10: batch edit. The form starts from defaults; each field the person changes becomes
 * dirty (`markDirty`), and applying sends only the dirty fields (`pickDirty`) to every selected
 * draft, so what each draft had in the other fields stays.
 */
export interface BatchValues {
	board_id: string | null;
	is_comments_allowed: boolean;
	is_shopping_rec_allowed: boolean;
}

export const EMPTY_BATCH: BatchValues = {
	board_id: null,
	is_comments_allowed: true,
	is_shopping_rec_allowed: true,
};

/** The update's fields: the dirty values only (a new board also clears the section). */
export function batchFields(values: BatchValues, dirty: DirtyFields): DraftFieldsInput {
	const fields: DraftFieldsInput = pickDirty({ ...values }, dirty);
	if (fields.board_id !== undefined) fields.section_id = null;
	return fields;
}

/** The same change on the local copy of a draft. */
export function applyBatch(
	draft: Draft,
	fields: DraftFieldsInput,
	boardName: string | null,
): Draft {
	return {
		...draft,
		...(fields.board_id
			? {
					boardId: fields.board_id,
					sectionId: null,
					board: { id: fields.board_id, name: boardName ?? '' },
				}
			: {}),
		...(fields.is_comments_allowed !== undefined
			? { isCommentsAllowed: fields.is_comments_allowed }
			: {}),
		...(fields.is_shopping_rec_allowed !== undefined
			? { isShoppingRecAllowed: fields.is_shopping_rec_allowed }
			: {}),
	};
}
