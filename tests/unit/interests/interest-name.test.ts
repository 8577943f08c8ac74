import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOPICS } from '~/app/seed/topics/index.ts';
import { followerLabel, interestDescription } from '~/lib/discovery/interests/interest.ts';
import {
	interestName,
	interestNameKey,
	withInterestName,
} from '~/lib/discovery/interests/interest-name.ts';
import { withLanguage } from '~/lib/platform/i18n/language-scope.server.ts';

const seeded = TOPICS.flatMap((t) => [
	{ slug: t.slug, name: t.name },
	...t.subs.map((s) => ({ slug: s.slug, name: s.name })),
]);
const catalogue = (locale: string) =>
	JSON.parse(
		fs.readFileSync(path.resolve(`src/messages/interests-names/${locale}.json`), 'utf8'),
	) as Record<string, string>;

describe('interest names in the interface language', () => {
	it('every interest the product ships has a name in the catalogue, in English as the seed writes it', () => {
		const en = catalogue('en');
		for (const i of seeded) expect(en[interestNameKey(i.slug)], i.slug).toBe(i.name);
		expect(Object.keys(en)).toHaveLength(seeded.length);
	});

	it('keys are the slug in camelCase', () => {
		expect(interestNameKey('food-drink')).toBe('foodDrink');
		expect(interestNameKey('diy')).toBe('diy');
		expect(interestNameKey('a-2-b')).toBe('a2B');
	});

	it('reads the request’s language, and the database name for an interest without a message', () => {
		const food = { slug: 'food-drink', name: 'Food & Drink' };
		expect(interestName(food)).toBe('Food & Drink');
		expect(withLanguage('de', () => interestName(food))).toBe('Essen & Trinken');
		expect(withLanguage('ja', () => interestName(food))).toBe('フード＆ドリンク');
		expect(withLanguage('ar', () => interestName(food))).toBe('الطعام والشراب');
		expect(withLanguage('de', () => interestName({ slug: 'tea', name: 'Tea' }))).toBe('Tea');
		expect(withLanguage('de', () => interestName({ slug: 'constructor', name: 'Odd' }))).toBe(
			'Odd',
		);
		expect(
			withLanguage('de', () => withInterestName({ id: '1', slug: 'dogs', name: 'Dogs' })),
		).toEqual({ id: '1', slug: 'dogs', name: 'Hunde' });
	});

	it('describes an interest and counts followers in the request’s language', () => {
		const desserts = { name: 'Nachspeisen', isCategory: false };
		expect(
			withLanguage('de', () =>
				interestDescription(desserts, 'Essen & Trinken', ['Kuchen', 'Torten']),
			),
		).toBe(
			'Entdecke Ideen rund um Nachspeisen in Essen & Trinken auf Corkboard. Von Kuchen und Torten bis zu vielem mehr.',
		);
		expect(withLanguage('de', () => followerLabel(1234))).toBe('1.234 Follower');
		expect(withLanguage('ja', () => followerLabel(3))).toBe('フォロワー3人');
		expect(withLanguage('ar', () => followerLabel(2))).toBe('متابِعان');
	});
});
