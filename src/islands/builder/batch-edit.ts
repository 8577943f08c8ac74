import type { Draft, DraftFieldsInput } from './draft-types.ts';

/**
 * BLD-10: batch edit. The form starts from nothing; each field the person changes becomes
 * dirty, and applying writes only the dirty fields to every selected draft.
 * INTEGRATION (cr-drafts): the dirty-field rules of `src/lib/content/drafts/draft-model.ts`.
 */
export interface BatchValues {
	board: { id: string; name: string } | null;
	isCommentsAllowed: boolean;
	isShoppingRecAllowed: boolean;
}

export type BatchField = keyof BatchValues;

export const EMPTY_BATCH: BatchValues = {
	board: null,
	isCommentsAllowed: true,
	isShoppingRecAllowed: true,
};

/** The update's fields for the dirty values only. */
export function batchFields(values: BatchValues, dirty: ReadonlySet<BatchField>): DraftFieldsInput {
	const fields: DraftFieldsInput = {};
	if (dirty.has('board') && values.board) {
		fields.board_id = values.board.id;
		fields.section_id = null;
	}
	if (dirty.has('isCommentsAllowed')) fields.is_comments_allowed = values.isCommentsAllowed;
	if (dirty.has('isShoppingRecAllowed'))
		fields.is_shopping_rec_allowed = values.isShoppingRecAllowed;
	return fields;
}

/** The same change on the local copy of a draft. */
export function applyBatch(
	draft: Draft,
	values: BatchValues,
	dirty: ReadonlySet<BatchField>,
): Draft {
	return {
		...draft,
		...(dirty.has('board') && values.board
			? { boardId: values.board.id, sectionId: null, board: values.board }
			: {}),
		...(dirty.has('isCommentsAllowed') ? { isCommentsAllowed: values.isCommentsAllowed } : {}),
		...(dirty.has('isShoppingRecAllowed')
			? { isShoppingRecAllowed: values.isShoppingRecAllowed }
			: {}),
	};
}
