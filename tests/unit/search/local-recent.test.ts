import { describe, expect, it } from 'vitest';
import { withLocalRecent } from '~/islands/search/local-recent.ts';
import type { TypeaheadItem } from '~/lib/discovery/search/client/typeahead.api.ts';

const search = (query: string, timestamp: number, scope = 'pins') => ({
	query,
	rs: 'typed',
	scope,
	rg: null,
	timestamp,
});

const server: TypeaheadItem[] = [
	{
		type: 'query',
		label: 'dessert recipes',
		query: 'dessert recipes',
		url: '/search/pins/?q=dessert+recipes',
	},
	{ type: 'interest', id: '7', label: 'Desserts', url: '/ideas/desserts/7/' },
];

describe('withLocalRecent (SRC-05, SRC-08 signed out)', () => {
	it('puts the remembered searches first, newest first, for an empty box', () => {
		const items = withLocalRecent(server, '', [search('cake', 1), search('bread', 2)]);
		expect(items.map((i) => [i.type, i.label])).toEqual([
			['recent', 'bread'],
			['recent', 'cake'],
			['query', 'dessert recipes'],
			['interest', 'Desserts'],
		]);
		expect(items[0]!.url).toBe('/search/pins/?q=bread');
	});

	it('keeps only those starting with the term, each once whatever its case, and drops the same server query', () => {
		const items = withLocalRecent(server, ' Dess', [
			search('Dessert Recipes', 1),
			search('dessert recipes', 2),
			search('soup', 3),
		]);
		expect(items.map((i) => [i.type, i.label])).toEqual([
			['recent', 'dessert recipes'],
			['interest', 'Desserts'],
		]);
	});

	it('shows at most five, links to the scope searched, and never a my_ search', () => {
		const searches = [
			...Array.from({ length: 8 }, (_, i) => search(`q${i}`, i)),
			search('q-boards', 9, 'boards'),
			search('q-mine', 10, 'my_pins'),
			search('my_things', 11),
		];
		const items = withLocalRecent([], 'q', searches);
		expect(items.map((i) => i.label)).toEqual(['q-boards', 'q7', 'q6', 'q5', 'q4']);
		expect(items[0]!.url).toBe('/search/boards/?q=q-boards');
	});
});
