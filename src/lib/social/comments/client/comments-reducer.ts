/**
 * The closeup's comments as one state keyed by id, and every change to it as an event
 * (CMT-02's list: created, deleted, hidden, hidden for a user, updated, like ±1, helpful ±1,
 * highlight, count incremented, mention deleted, translation loaded; plus the pages loaded).
 * Pure: the island's store applies these, and an optimistic change (CMT-03) is undone by
 * applying its opposite (`like` +1 then −1), so a rollback never overwrites a change another
 * event made meanwhile.
 */
import { type AggregatedComment, LIKE, likeCount } from '../comment-view.ts';

export interface CommentsState {
	byId: Readonly<Record<string, AggregatedComment>>;
	/** Top-level comments in the feed's order (highlighted first, then newest first). */
	top: readonly string[];
	/** Loaded replies per top-level comment, oldest first. */
	replies: Readonly<Record<string, readonly string[]>>;
	/** The next page's bookmark of the feed, and of each comment's replies; null at the end. */
	bookmark: string | null;
	replyBookmarks: Readonly<Record<string, string | null>>;
	/** The pin's comment count as the heading shows it. */
	count: number;
}

export type CommentEvent =
	| { type: 'pageLoaded'; comments: AggregatedComment[]; bookmark: string | null }
	| {
			type: 'repliesLoaded';
			parentId: string;
			comments: AggregatedComment[];
			bookmark: string | null;
	  }
	| { type: 'created'; comment: AggregatedComment }
	| { type: 'deleted'; id: string }
	| { type: 'hidden'; id: string }
	| { type: 'hiddenForUser'; userId: string }
	| { type: 'updated'; comment: AggregatedComment }
	| { type: 'like'; id: string; delta: 1 | -1 }
	| { type: 'helpful'; id: string; delta: 1 | -1 }
	| { type: 'highlight'; id: string; on: boolean }
	| { type: 'countIncremented'; by: number }
	| { type: 'mentionDeleted'; id: string; taggedUsers: AggregatedComment['tagged_users'] }
	| { type: 'translationLoaded'; id: string; text: string };

export function initialCommentsState(
	comments: AggregatedComment[],
	bookmark: string | null,
	count: number,
): CommentsState {
	return commentsReducer(
		{ byId: {}, top: [], replies: {}, bookmark: null, replyBookmarks: {}, count },
		{ type: 'pageLoaded', comments, bookmark },
	);
}

function withComment(
	state: CommentsState,
	id: string,
	change: (c: AggregatedComment) => AggregatedComment,
): CommentsState {
	const comment = state.byId[id];
	return comment ? { ...state, byId: { ...state.byId, [id]: change(comment) } } : state;
}

function unique(ids: readonly string[]): string[] {
	return [...new Set(ids)];
}

/**
 * Takes comments out: each one, the replies loaded under it, and its place in its parent's
 * count. The heading's count loses every comment removed (a comment's replies count too).
 */
function removeComments(state: CommentsState, ids: readonly string[]): CommentsState {
	const gone = new Set<string>();
	for (const id of ids) {
		if (!state.byId[id]) continue;
		gone.add(id);
		for (const reply of state.replies[id] ?? []) gone.add(reply);
	}
	if (gone.size === 0) return state;
	const byId: Record<string, AggregatedComment> = {};
	for (const [id, c] of Object.entries(state.byId)) if (!gone.has(id)) byId[id] = c;
	let removed = 0;
	for (const id of gone) {
		const c = state.byId[id];
		if (!c) continue;
		// A top-level comment takes its unloaded replies with it too.
		const unloaded = c.parent_id === null ? c.comment_count - (state.replies[id]?.length ?? 0) : 0;
		removed += 1 + Math.max(0, unloaded);
		const parent = c.parent_id === null ? undefined : byId[c.parent_id];
		if (parent)
			byId[parent.id] = { ...parent, comment_count: Math.max(0, parent.comment_count - 1) };
	}
	const replies: Record<string, readonly string[]> = {};
	for (const [parent, list] of Object.entries(state.replies)) {
		if (!gone.has(parent)) replies[parent] = list.filter((id) => !gone.has(id));
	}
	return {
		...state,
		byId,
		top: state.top.filter((id) => !gone.has(id)),
		replies,
		count: Math.max(0, state.count - removed),
	};
}

export function commentsReducer(state: CommentsState, event: CommentEvent): CommentsState {
	switch (event.type) {
		case 'pageLoaded': {
			const byId = { ...state.byId };
			for (const c of event.comments) byId[c.id] = c;
			const top = unique([...state.top, ...event.comments.map((c) => c.id)]);
			return { ...state, byId, top, bookmark: event.bookmark };
		}
		case 'repliesLoaded': {
			const byId = { ...state.byId };
			for (const c of event.comments) byId[c.id] = c;
			const list = unique([
				...(state.replies[event.parentId] ?? []),
				...event.comments.map((c) => c.id),
			]);
			return {
				...state,
				byId,
				replies: { ...state.replies, [event.parentId]: list },
				replyBookmarks: { ...state.replyBookmarks, [event.parentId]: event.bookmark },
			};
		}
		case 'created': {
			const c = event.comment;
			if (state.byId[c.id]) return state;
			const byId = { ...state.byId, [c.id]: c };
			if (c.parent_id === null) {
				// Newest first, after the highlighted ones.
				const firstPlain = state.top.findIndex((id) => !state.byId[id]?.highlighted_by_pin_owner);
				const at = firstPlain === -1 ? state.top.length : firstPlain;
				return { ...state, byId, top: [...state.top.slice(0, at), c.id, ...state.top.slice(at)] };
			}
			const parent = state.byId[c.parent_id];
			if (parent) byId[parent.id] = { ...parent, comment_count: parent.comment_count + 1 };
			const list = [...(state.replies[c.parent_id] ?? []), c.id];
			return { ...state, byId, replies: { ...state.replies, [c.parent_id]: list } };
		}
		case 'deleted':
		case 'hidden':
			return removeComments(state, [event.id]);
		case 'hiddenForUser':
			return removeComments(
				state,
				Object.values(state.byId)
					.filter((c) => c.user.id === event.userId)
					.map((c) => c.id),
			);
		case 'updated': {
			const old = state.byId[event.comment.id];
			if (!old) return state;
			// A client-side translation stays with the comment until its text changes.
			const translatedText = old.text === event.comment.text ? old.translatedText : null;
			return { ...state, byId: { ...state.byId, [old.id]: { ...event.comment, translatedText } } };
		}
		case 'like':
			return withComment(state, event.id, (c) => ({
				...c,
				reaction_counts: {
					...c.reaction_counts,
					[String(LIKE)]: Math.max(0, likeCount(c) + event.delta),
				},
				reaction_by_me: event.delta > 0 ? LIKE : null,
			}));
		case 'helpful':
			return withComment(state, event.id, (c) => ({
				...c,
				helpful_count: Math.max(0, c.helpful_count + event.delta),
				marked_helpful_by_me: event.delta > 0,
			}));
		case 'highlight':
			return withComment(state, event.id, (c) => ({ ...c, highlighted_by_pin_owner: event.on }));
		case 'countIncremented':
			return { ...state, count: Math.max(0, state.count + event.by) };
		case 'mentionDeleted':
			return withComment(state, event.id, (c) => ({ ...c, tagged_users: event.taggedUsers }));
		case 'translationLoaded':
			return withComment(state, event.id, (c) => ({ ...c, translatedText: event.text }));
	}
}
