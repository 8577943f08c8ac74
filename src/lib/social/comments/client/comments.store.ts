/**
 * The closeup's comments in the browser: one nanostore of `CommentsState` (comments keyed by
 * id), changed only by `dispatch(event)` (`comments-reducer.ts`), so every part of the island
 * sees one consistent list. Like, helpful and highlight apply at once and are undone by their
 * opposite event when the server refuses (CMT-03), with the server's words in a toast.
 */
import { atom } from 'nanostores';
import { ApiError } from '~/lib/platform/client/api.ts';
import { defaultErrorMessage } from '~/lib/platform/client/error-modal-content.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import { type AggregatedComment, LIKE } from '../comment-view.ts';
import { highlightComment, markHelpful, reactToComment } from './comments.api.ts';
import {
	type CommentEvent,
	type CommentsState,
	commentsReducer,
	initialCommentsState,
} from './comments-reducer.ts';

export const $comments = atom<CommentsState>(initialCommentsState([], null, 0));

export function dispatchComment(event: CommentEvent): void {
	$comments.set(commentsReducer($comments.get(), event));
}

/** The server's words for a refusal; the offline text when no answer came (as `errorText`). */
export function refusalText(error: unknown): string {
	if (error instanceof ApiError && (error.code || error.status === 0)) return error.message;
	return defaultErrorMessage();
}

/**
 * Applies `change` now, asks the server, then takes the server's comment; on a refusal applies
 * `undo` and says why.
 */
async function optimistic(
	change: CommentEvent,
	undo: CommentEvent,
	call: () => Promise<AggregatedComment>,
): Promise<void> {
	dispatchComment(change);
	try {
		dispatchComment({ type: 'updated', comment: await call() });
	} catch (error) {
		dispatchComment(undo);
		showToast(refusalText(error));
	}
}

/** CMT-09, CMT-03: like or unlike at once. */
export function toggleLike(id: string): Promise<void> {
	const comment = $comments.get().byId[id];
	if (!comment) return Promise.resolve();
	const on = comment.reaction_by_me !== LIKE;
	return optimistic(
		{ type: 'like', id, delta: on ? 1 : -1 },
		{ type: 'like', id, delta: on ? -1 : 1 },
		() => reactToComment(id, on),
	);
}

/** CMT-07, CMT-03: mark helpful or take it back, at once. */
export function toggleHelpful(id: string): Promise<void> {
	const comment = $comments.get().byId[id];
	if (!comment) return Promise.resolve();
	const on = !comment.marked_helpful_by_me;
	return optimistic(
		{ type: 'helpful', id, delta: on ? 1 : -1 },
		{ type: 'helpful', id, delta: on ? -1 : 1 },
		() => markHelpful(id, on),
	);
}

/** CMT-08, CMT-03: the pin owner's highlight, at once. */
export function toggleHighlight(id: string): Promise<void> {
	const comment = $comments.get().byId[id];
	if (!comment) return Promise.resolve();
	const on = !comment.highlighted_by_pin_owner;
	return optimistic({ type: 'highlight', id, on }, { type: 'highlight', id, on: !on }, () =>
		highlightComment(id, comment.pin_id, on),
	);
}
