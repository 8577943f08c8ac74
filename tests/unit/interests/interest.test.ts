import { describe, expect, it } from 'vitest';
import { TOPICS } from '~/app/seed/topics/index.ts';
import { IDEA_CATEGORIES, ideaCategoryHref } from '~/lib/discovery/interests/idea-categories.ts';
import {
	followerLabel,
	interestDescription,
	interestPath,
	isInterestSlug,
	topicPath,
} from '~/lib/discovery/interests/interest.ts';
import { interestListOption } from '~/lib/discovery/interests/interest-options.ts';
import { toTopicAnswer } from '~/lib/discovery/interests/topic-answer.ts';
import { NAV_08_CATEGORIES } from '../../helpers/spec.ts';

const interest = {
	id: '123',
	name: 'Desserts',
	slug: 'desserts',
	parentId: '7',
	isCategory: false,
	position: 0,
	followerCount: 3,
};

describe('interestPath / topicPath', () => {
	it('builds /ideas/{slug}/{id}/ and /topics/{slug}/', () => {
		expect(interestPath(interest)).toBe('/ideas/desserts/123/');
		expect(topicPath(interest)).toBe('/topics/desserts/');
	});
});

describe('isInterestSlug', () => {
	it('accepts lower-case dashed words only', () => {
		expect(isInterestSlug('home-decor')).toBe(true);
		expect(isInterestSlug('Home-Decor')).toBe(false);
		expect(isInterestSlug('-x')).toBe(false);
		expect(isInterestSlug('a--b')).toBe(false);
		expect(isInterestSlug('../x')).toBe(false);
		expect(isInterestSlug('a'.repeat(81))).toBe(false);
	});
});

describe('interestDescription', () => {
	it('names the interest, its category and a few sub-interests', () => {
		expect(
			interestDescription(interest, 'Food & Drink', [
				'Cakes',
				'Pies',
				'Tarts',
				'Cookies',
				'Ice cream',
			]),
		).toBe(
			'Discover Desserts ideas in Food & Drink on Corkboard. From Cakes, Pies, Tarts and Cookies and more.',
		);
		expect(interestDescription(interest, null, [])).toBe(
			'Discover Desserts ideas on Corkboard. Save the ones you love to your boards.',
		);
	});
});

describe('followerLabel', () => {
	it('is singular for one', () => {
		expect(followerLabel(1)).toBe('1 follower');
		expect(followerLabel(1234)).toBe('1,234 followers');
	});
});

describe('toTopicAnswer', () => {
	it('FED-10: a topic has id and is_followed, plus name, url and image (SEO-12)', () => {
		expect(toTopicAnswer(interest, { isFollowed: true })).toEqual({
			type: 'interest',
			id: '123',
			name: 'Desserts',
			key: 'desserts',
			url: '/ideas/desserts/123/',
			topic_url: '/topics/desserts/',
			is_category: false,
			parent_id: '7',
			follower_count: 3,
			is_followed: true,
			image: null,
		});
	});
});

describe('interestListOption', () => {
	it('takes a list (numbers become text) or one comma-separated string', () => {
		expect(interestListOption.parse(['1', 2])).toEqual(['1', '2']);
		expect(interestListOption.parse('1, 2,,3 ')).toEqual(['1', '2', '3']);
		expect(interestListOption.safeParse([{}]).success).toBe(false);
	});
});

describe('IDEA_CATEGORIES', () => {
	it('NAV-08: the 13 categories in the spec order, the same names and slugs as the seeded ones', () => {
		expect(IDEA_CATEGORIES.map((c) => c.name)).toEqual(NAV_08_CATEGORIES);
		expect(TOPICS.map((t) => ({ name: t.name, slug: t.slug }))).toEqual(
			IDEA_CATEGORIES.map((c) => ({ name: c.name, slug: c.slug })),
		);
		expect(ideaCategoryHref('food-drink')).toBe('/ideas/food-drink/');
	});
});
