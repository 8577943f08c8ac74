import { describe, expect, it } from 'vitest';
import {
	activeMention,
	insertMention,
	mentionedIds,
} from '~/lib/social/comments/client/mention-input.ts';
import { textParts } from '~/lib/social/comments/comment-view.ts';

const ana = { id: '7', username: 'ana' };
const bo = { id: '8', username: 'bo_k' };

describe('textParts (CMT-01 tags: @mentions as profile links)', () => {
	it('splits the text at its tags', () => {
		expect(
			textParts(
				'hi @ana and @bo_k!',
				[
					{ user_id: '8', offset: 12, length: 5 },
					{ user_id: '7', offset: 3, length: 4 },
				],
				[ana, bo],
			),
		).toEqual([
			{ kind: 'text', text: 'hi ' },
			{ kind: 'mention', text: '@ana', username: 'ana' },
			{ kind: 'text', text: ' and ' },
			{ kind: 'mention', text: '@bo_k', username: 'bo_k' },
			{ kind: 'text', text: '!' },
		]);
	});

	it('leaves a tag whose person is not tagged (CMT-05 removed mention) as plain text', () => {
		expect(textParts('hi @ana', [{ user_id: '7', offset: 3, length: 4 }], [])).toEqual([
			{ kind: 'text', text: 'hi @ana' },
		]);
	});

	it('ignores overlapping and out-of-range tags, keeping every word', () => {
		const parts = textParts(
			'@ana',
			[
				{ user_id: '7', offset: 0, length: 4 },
				{ user_id: '8', offset: 2, length: 9 },
			],
			[ana, bo],
		);
		expect(parts).toEqual([{ kind: 'mention', text: '@ana', username: 'ana' }]);
		expect(textParts('x', [{ user_id: '7', offset: 0, length: 5 }], [ana])).toEqual([
			{ kind: 'text', text: 'x' },
		]);
	});

	it('keeps markup as text (the renderer escapes it)', () => {
		const text = '<img src=x onerror=alert(1)>';
		expect(textParts(text, [], [])).toEqual([{ kind: 'text', text }]);
	});
});

describe('composer mentions', () => {
	it('finds the @term at the caret only after a space or at the start', () => {
		expect(activeMention('hello @an', 9)).toEqual({ start: 6, term: 'an' });
		expect(activeMention('@an', 3)).toEqual({ start: 0, term: 'an' });
		expect(activeMention('mail@an', 7)).toBeNull();
		expect(activeMention('hello @', 7)).toBeNull();
		expect(activeMention('hello @an there', 15)).toBeNull();
	});

	it('writes the chosen @username and a space, caret after it', () => {
		const text = 'hi @an';
		expect(insertMention(text, { start: 3, term: 'an' }, 6, 'ana')).toEqual({
			text: 'hi @ana ',
			caret: 8,
		});
		expect(insertMention('@b rest', { start: 0, term: 'b' }, 2, 'bo_k')).toEqual({
			text: '@bo_k rest',
			caret: 6,
		});
	});

	it('tags only the chosen people still mentioned as a whole word', () => {
		expect(mentionedIds('hi @ana', [ana, bo])).toEqual(['7']);
		expect(mentionedIds('hi @anaxx @bo_k', [ana, bo])).toEqual(['8']);
		expect(mentionedIds('thanks @ana.', [ana])).toEqual(['7']);
		expect(mentionedIds('no one', [ana])).toEqual([]);
	});
});
