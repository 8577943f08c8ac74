import { describe, expect, it } from 'vitest';
import {
	type DraftForValidation,
	draftProblems,
	firstDraftProblem,
	scheduleProblem,
} from '~/lib/content/drafts/draft-validation.ts';
import { storyDataSchema } from '~/lib/content/stories/story-data.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const media = { id: '9', images: {}, dominant_color: '#000000' };
const item = (extra: Partial<DraftForValidation['items'][number]> = {}) => ({
	title: 'Soup',
	description: '',
	link: null,
	media,
	video: null,
	pinTags: [],
	...extra,
});
const draft = (extra: Partial<DraftForValidation> = {}): DraftForValidation => ({
	type: 'single',
	boardId: '1',
	altText: '',
	websiteLink: null,
	publishOption: 'immediately',
	scheduledTs: null,
	storyData: null,
	items: [item()],
	...extra,
});

describe('BLD-17 draftProblems', () => {
	it('a complete draft has no problem', () => {
		expect(draftProblems(draft(), NOW)).toEqual({});
		expect(firstDraftProblem({})).toBeNull();
	});

	it('BLD-17 media: no item, an item without media, more than 10', () => {
		expect(draftProblems(draft({ items: [] }), NOW).media).toBe(
			'Add an image or a video to your Pin.',
		);
		expect(draftProblems(draft({ items: [item(), item({ media: null })] }), NOW).media).toBe(
			'Every card of your carousel needs an image.',
		);
		expect(
			draftProblems(draft({ items: Array.from({ length: 11 }, () => item()) }), NOW).media,
		).toMatch(/at most 10/);
	});

	it('BLD-17 board: a board is required', () => {
		expect(draftProblems(draft({ boardId: null }), NOW)).toEqual({
			board: 'Pick a board for your Pin.',
		});
	});

	it('BLD-17 U-23 title at most 100 characters (counted as characters, not UTF-16 units)', () => {
		expect(draftProblems(draft({ items: [item({ title: '🍲'.repeat(100) })] }), NOW)).toEqual({});
		expect(draftProblems(draft({ items: [item({ title: 'x'.repeat(101) })] }), NOW).title).toMatch(
			/at most 100/,
		);
	});

	it('BLD-17 description and alt text at most 500 characters', () => {
		expect(
			draftProblems(draft({ items: [item({ description: 'x'.repeat(501) })] }), NOW).description,
		).toMatch(/at most 500/);
		expect(draftProblems(draft({ altText: 'x'.repeat(501) }), NOW).alt_text).toMatch(/at most 500/);
	});

	it('BLD-17 links: http(s) only, on items, the draft and product tags (deleted tags ignored)', () => {
		for (const link of [
			'javascript:alert(1)',
			'ftp://a.example/',
			'example.com',
			'https://user:pw@a.example/',
		]) {
			expect(draftProblems(draft({ items: [item({ link })] }), NOW).link, link).toMatch(/http/);
		}
		expect(draftProblems(draft({ websiteLink: 'data:text/html,x' }), NOW).link).toBeDefined();
		expect(draftProblems(draft({ items: [item({ link: 'https://a.example/x' })] }), NOW)).toEqual(
			{},
		);
		const bad = { link: 'mailto:a@b.c', status: 'new' as const };
		expect(draftProblems(draft({ items: [item({ pinTags: [bad] })] }), NOW).link).toMatch(
			/product tag/,
		);
		expect(
			draftProblems(draft({ items: [item({ pinTags: [{ ...bad, status: 'deleted' }] })] }), NOW),
		).toEqual({});
	});

	it('BLD-17 BLD-20 scheduled: a time is needed, not in the past, at most 30 days ahead', () => {
		const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
		const day = 86_400_000;
		expect(scheduleProblem(null, NOW)).toMatch(/Pick a date/);
		expect(scheduleProblem('not a date', NOW)).toMatch(/valid/);
		expect(scheduleProblem(at(-60_000), NOW)).toMatch(/future/);
		expect(scheduleProblem(at(day), NOW)).toBeNull();
		expect(scheduleProblem(at(30 * day), NOW)).toBeNull();
		expect(scheduleProblem(at(30 * day + 60_000), NOW)).toMatch(/30 days/);
		expect(
			draftProblems(draft({ publishOption: 'scheduled', scheduledTs: at(-1) }), NOW).scheduled,
		).toMatch(/future/);
		// Publishing now ignores a leftover time.
		expect(draftProblems(draft({ scheduledTs: at(-1) }), NOW)).toEqual({});
	});

	it('BLD-17 story: pages needed, none empty, story links http(s)', () => {
		const story = (pages: unknown[]) => storyDataSchema.parse({ pages });
		const base = { type: 'story' as const, items: [] };
		expect(draftProblems(draft({ ...base, storyData: null }), NOW).media).toMatch(
			/at least one page/,
		);
		expect(
			draftProblems(draft({ ...base, storyData: story([{ blocks: [] }]) }), NOW).media,
		).toMatch(/Every page/);
		const withLink = story([{ blocks: [{ text: 'Hi' }], linkBlock: { url: 'javascript:x' } }]);
		expect(draftProblems(draft({ ...base, storyData: withLink }), NOW)).toEqual({
			story_link: expect.stringMatching(/http/),
		});
		const good = story([{ blocks: [{ text: 'Hi' }], linkBlock: { url: 'https://a.example/' } }]);
		expect(draftProblems(draft({ ...base, storyData: good }), NOW)).toEqual({});
	});

	it('names the first problem in field order', () => {
		const problems = draftProblems(draft({ boardId: null, items: [] }), NOW);
		expect(firstDraftProblem(problems)).toEqual({ field: 'media', message: problems.media });
	});
});
