import { describe, expect, it } from 'vitest';
import {
	COMMENT_MAX_CHARS,
	commentTextOrProblem,
	mentionPlace,
	visibleLength,
} from '~/lib/social/comments/comment.ts';
import {
	decodeCommentBookmark,
	encodeCommentBookmark,
} from '~/lib/social/comments/comment-bookmark.ts';

describe('comment text (CMT-01)', () => {
	it('CMT-01: counts characters as readers see them', () => {
		expect(visibleLength('abc')).toBe(3);
		expect(visibleLength('👍🏽')).toBe(1);
		expect(visibleLength('e\u0301')).toBe(1);
		expect(visibleLength('👨‍👩‍👧')).toBe(1);
	});

	it('CMT-01: trims, refuses empty and over-long text, keeps markup as given', () => {
		expect(commentTextOrProblem('  hi  ')).toEqual({ text: 'hi', problem: null });
		expect(commentTextOrProblem(' \n\t ')).toEqual({ text: null, problem: 'empty' });
		expect(commentTextOrProblem('x'.repeat(COMMENT_MAX_CHARS)).problem).toBeNull();
		expect(commentTextOrProblem('x'.repeat(COMMENT_MAX_CHARS + 1)).problem).toBe('long');
		expect(commentTextOrProblem('<b>x</b>').text).toBe('<b>x</b>');
	});

	it('CMT-01 tags: finds @username as a whole word, case-insensitively', () => {
		expect(mentionPlace('hi @Ann!', 'ann')).toEqual({ offset: 3, length: 4 });
		expect(mentionPlace('hi @anna', 'ann')).toBeNull();
		expect(mentionPlace('mail x@ann', 'ann')).toBeNull();
		expect(mentionPlace('@annie and @ann', 'ann')).toEqual({ offset: 11, length: 4 });
		expect(mentionPlace('no mention', 'ann')).toBeNull();
	});

	it('CMT-01 paging: bookmarks round-trip and anything else is the first page', () => {
		const b = encodeCommentBookmark({ h: 1, id: '123456789' });
		expect(decodeCommentBookmark(b)).toEqual({ h: 1, id: '123456789' });
		expect(decodeCommentBookmark('-end-')).toBeNull();
		expect(decodeCommentBookmark('garbage')).toBeNull();
		expect(
			decodeCommentBookmark(Buffer.from('{"v":1,"h":2,"id":"1"}').toString('base64url')),
		).toBeNull();
		expect(
			decodeCommentBookmark(Buffer.from('{"v":1,"h":0,"id":"x"}').toString('base64url')),
		).toBeNull();
	});
});
