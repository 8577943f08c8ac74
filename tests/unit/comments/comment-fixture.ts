import type { AggregatedComment } from '~/lib/social/comments/comment-view.ts';

/** A comment as the contract answers it (CMT-01), with `over` changed. */
export function aComment(over: Partial<AggregatedComment> = {}): AggregatedComment {
	return {
		id: '1',
		type: 'aggregatedcomment',
		pin_id: '99',
		parent_id: null,
		user: { id: '7', username: 'ana', full_name: 'Ana Lima', image_medium_url: null },
		text: 'Lovely',
		created_at: '2026-11-01T10:00:00.000Z',
		edited: false,
		tags: [],
		tagged_users: [],
		reaction_counts: { '1': 0 },
		reaction_by_me: null,
		helpful_count: 0,
		marked_helpful_by_me: false,
		highlighted_by_pin_owner: false,
		comment_count: 0,
		translatedText: null,
		can_edit: false,
		can_delete: false,
		can_highlight: false,
		can_hide_user: false,
		can_translate: false,
		...over,
	};
}
