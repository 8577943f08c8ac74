import { describe, expect, it } from 'vitest';
import {
	commentsReducer,
	initialCommentsState,
} from '~/lib/social/comments/client/comments-reducer.ts';
import { aComment } from './comment-fixture.ts';

const a = aComment({ id: '1', comment_count: 2 });
const b = aComment({
	id: '2',
	user: { id: '8', username: 'bo', full_name: 'Bo', image_medium_url: null },
});
const start = () => initialCommentsState([a, b], 'next', 5);

describe('comments reducer (CMT-02 events, CMT-03 optimistic changes)', () => {
	it('keeps the first page in order with its bookmark and count', () => {
		const s = start();
		expect(s.top).toEqual(['1', '2']);
		expect(s.bookmark).toBe('next');
		expect(s.count).toBe(5);
	});

	it('like ±1 changes the count and my reaction, and its opposite rolls it back exactly', () => {
		const liked = commentsReducer(start(), { type: 'like', id: '1', delta: 1 });
		expect(liked.byId['1']!.reaction_counts['1']).toBe(1);
		expect(liked.byId['1']!.reaction_by_me).toBe(1);
		const back = commentsReducer(liked, { type: 'like', id: '1', delta: -1 });
		expect(back.byId['1']).toEqual(a);
	});

	it('helpful ±1 and highlight toggle', () => {
		const s = commentsReducer(commentsReducer(start(), { type: 'helpful', id: '2', delta: 1 }), {
			type: 'highlight',
			id: '2',
			on: true,
		});
		expect(s.byId['2']).toMatchObject({
			helpful_count: 1,
			marked_helpful_by_me: true,
			highlighted_by_pin_owner: true,
		});
		expect(
			commentsReducer(s, { type: 'helpful', id: '2', delta: -1 }).byId['2']!.helpful_count,
		).toBe(0);
	});

	it('created puts a new comment first after the highlighted ones; a reply goes under its parent', () => {
		const highlighted = commentsReducer(start(), { type: 'highlight', id: '1', on: true });
		const s = commentsReducer(highlighted, { type: 'created', comment: aComment({ id: '3' }) });
		expect(s.top).toEqual(['1', '3', '2']);
		const r = commentsReducer(s, {
			type: 'created',
			comment: aComment({ id: '4', parent_id: '2' }),
		});
		expect(r.replies['2']).toEqual(['4']);
		expect(r.byId['2']!.comment_count).toBe(1);
		expect(commentsReducer(r, { type: 'created', comment: aComment({ id: '3' }) })).toBe(r);
	});

	it('count incremented', () => {
		expect(commentsReducer(start(), { type: 'countIncremented', by: 1 }).count).toBe(6);
	});

	it('deleted and hidden remove a comment, its loaded and unloaded replies from the count', () => {
		const s = commentsReducer(start(), {
			type: 'repliesLoaded',
			parentId: '1',
			comments: [aComment({ id: '5', parent_id: '1' })],
			bookmark: 'r2',
		});
		const d = commentsReducer(s, { type: 'deleted', id: '1' });
		expect(d.top).toEqual(['2']);
		expect(d.byId['5']).toBeUndefined();
		expect(d.count).toBe(2); // 5 − the comment − its 2 replies
		const h = commentsReducer(s, { type: 'hidden', id: '5' });
		expect(h.replies['1']).toEqual([]);
		expect(h.byId['1']!.comment_count).toBe(1);
		expect(h.count).toBe(4);
	});

	it('hidden for a user removes every comment of that person', () => {
		const s = commentsReducer(start(), {
			type: 'repliesLoaded',
			parentId: '1',
			comments: [aComment({ id: '6', parent_id: '1', user: b.user })],
			bookmark: null,
		});
		const h = commentsReducer(s, { type: 'hiddenForUser', userId: '8' });
		expect(h.top).toEqual(['1']);
		expect(h.byId['6']).toBeUndefined();
		expect(h.replyBookmarks['1']).toBeNull();
	});

	it('updated replaces the comment and drops a translation of the old text', () => {
		const t = commentsReducer(start(), { type: 'translationLoaded', id: '1', text: 'Schön' });
		expect(t.byId['1']!.translatedText).toBe('Schön');
		const same = commentsReducer(t, {
			type: 'updated',
			comment: { ...a, reaction_counts: { '1': 3 } },
		});
		expect(same.byId['1']).toMatchObject({ translatedText: 'Schön', reaction_counts: { '1': 3 } });
		const changed = commentsReducer(t, { type: 'updated', comment: { ...a, text: 'New' } });
		expect(changed.byId['1']!.translatedText).toBeNull();
	});

	it('mention deleted keeps the text, with the new tagged users', () => {
		const m = commentsReducer(start(), { type: 'mentionDeleted', id: '2', taggedUsers: [] });
		expect(m.byId['2']!.tagged_users).toEqual([]);
		expect(m.byId['2']!.text).toBe(b.text);
	});

	it('pages loaded append without repeating a comment', () => {
		const s = commentsReducer(start(), {
			type: 'pageLoaded',
			comments: [b, aComment({ id: '9' })],
			bookmark: null,
		});
		expect(s.top).toEqual(['1', '2', '9']);
		expect(s.bookmark).toBeNull();
	});
});
