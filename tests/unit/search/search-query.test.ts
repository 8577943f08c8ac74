import { describe, expect, it } from 'vitest';
import {
	addRecentSearch,
	recentListOf,
	recentQueryKey,
} from '~/lib/discovery/search/recent-searches.ts';
import { guideTerms, searchScopeOf } from '~/lib/discovery/search/search.ts';
import {
	decodeSearchBookmark,
	encodeSearchBookmark,
} from '~/lib/discovery/search/search-bookmark.ts';
import { cellOfHex, colorCellsOf } from '~/lib/discovery/search/search-colors.ts';
import {
	MAX_QUERY_LENGTH,
	MAX_WORDS,
	parseSearchQuery,
	pinFtsMatch,
	pinTsQuery,
	plainFtsMatch,
	plainTsQuery,
} from '~/lib/discovery/search/search-query.ts';
import { wordsOf } from '~/lib/platform/text/search-terms.ts';

describe('wordsOf', () => {
	it('splits on anything that is not a letter or digit, lower-cased', () => {
		expect(wordsOf('Café-crème, don’t "stop" NEAR(a b) x:y *z_w 東京')).toEqual([
			'café',
			'crème',
			'don',
			't',
			'stop',
			'near',
			'a',
			'b',
			'x',
			'y',
			'z',
			'w',
			'東京',
		]);
	});
});

describe('parseSearchQuery', () => {
	it('caps the query and the number of words; the last word of 2+ letters is a prefix', () => {
		const p = parseSearchQuery(`${'word '.repeat(100)}`);
		expect(p.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
		expect(p.words).toHaveLength(MAX_WORDS);
		expect(p.words.at(-1)!.prefix).toBe(true);
		expect(p.words[0]!.prefix).toBe(false);
		expect(parseSearchQuery('lemon a').words.at(-1)!.prefix).toBe(false);
	});

	it('reads operators and punctuation as plain words', () => {
		for (const q of ['"', '*', ':', 'NEAR(', '""""', '\\', "'"]) {
			const p = parseSearchQuery(q);
			expect(pinFtsMatch(p) ?? '').not.toMatch(/NEAR\(/);
		}
		expect(parseSearchQuery('"').words).toEqual([]);
		expect(pinFtsMatch(parseSearchQuery('***'))).toBeNull();
		expect(pinTsQuery(parseSearchQuery('bread OR pasta'))).toBe(
			"('bread':ABC | '0debread':ABC) & ('or':ABC | '0deor':ABC) & ('pasta':*ABC | '0depasta':ABC)",
		);
	});

	it('builds the same meaning for FTS5 and tsquery', () => {
		const p = parseSearchQuery('sea gla');
		expect(pinFtsMatch(p)).toBe(
			'{title description board} : ("sea" OR "0desea") AND {title description board} : ("gla"* OR "0degla")',
		);
		expect(pinTsQuery(p)).toBe("('sea':ABC | '0desea':ABC) & ('gla':*ABC | '0degla':ABC)");
		expect(plainFtsMatch(p)).toBe('"sea" AND "gla"*');
		expect(plainTsQuery(p)).toBe("'sea' & 'gla':*");
	});

	it('matches a prefix as the words it stands for when they are given (SQLite)', () => {
		const p = parseSearchQuery('sea outf');
		expect(pinFtsMatch(p, ['outfit', 'outfits'])).toBe(
			'{title description board} : ("sea" OR "0desea") AND {title description board} : ("outfit" OR "outfits" OR "0deoutf")',
		);
		// No word begins so: the whole word, which matches nothing, without a prefix scan.
		expect(pinFtsMatch(p, [])).toBe(
			'{title description board} : ("sea" OR "0desea") AND {title description board} : ("outf" OR "0deoutf")',
		);
		expect(pinFtsMatch(p, null)).toBe(pinFtsMatch(p));
		// Only the last word is a prefix; a colour word keeps its colour cells.
		expect(pinFtsMatch(parseSearchQuery('teal'), ['teal', 'teals'])).toMatch(
			/^\(\{title description board\} : \("teal" OR "teals" OR "0deteal"\) OR color : \("k/,
		);
	});

	it('turns color: terms into colour cells and colour words into text-or-colour', () => {
		const p = parseSearchQuery('color:teal kitchen');
		expect(p.words.map((w) => w.text)).toEqual(['kitchen']);
		expect(p.colors).toContain(cellOfHex('#2f7f8a'));
		const plain = parseSearchQuery('teal');
		expect(plain.words[0]!.colors).not.toBeNull();
		expect(pinFtsMatch(plain)).toMatch(
			/^\(\{title description board\} : \("teal"\* OR "0deteal"\) OR color : \("k/,
		);
		expect(parseSearchQuery('color:nonsense').colors).toBeNull();
		expect(parseSearchQuery('ocean-mist', { colorOnly: true }).words).toEqual([]);
	});
});

describe('colours', () => {
	it('maps families, palette colours, palettes and hex codes to cells', () => {
		expect(colorCellsOf('grey')).toEqual(colorCellsOf('gray'));
		expect(colorCellsOf('red')).toContain(cellOfHex('#c0302a'));
		expect(colorCellsOf('sage green')).toContain(cellOfHex('#9caf88'));
		expect(colorCellsOf('#9CAF88')).toContain(cellOfHex('#9caf88'));
		expect(colorCellsOf('ocean mist')).toContain(cellOfHex('#1f3a5a'));
		expect(colorCellsOf('kitchen')).toBeNull();
	});
});

describe('recent search lists (SRC-05)', () => {
	const at = '2026-01-01T00:00:00Z';
	it('de-duplicates case-insensitively, newest first, capped', () => {
		let list = addRecentSearch([], { query: 'Tulips', scope: 'pins', searchedAt: at });
		list = addRecentSearch(list, { query: 'daisy', scope: 'pins', searchedAt: at });
		list = addRecentSearch(list, { query: ' TULIPS ', scope: 'pins', searchedAt: at });
		expect(list.map((e) => e.query)).toEqual([' TULIPS ', 'daisy']);
		for (let i = 0; i < 20; i++)
			list = addRecentSearch(list, { query: `q${i}`, scope: 'pins', searchedAt: at }, 5);
		expect(list).toHaveLength(5);
		expect(recentQueryKey('  Big   Cats ')).toBe('big cats');
	});
	it('puts my_ queries and scopes in the personal list', () => {
		expect(recentListOf('my_boards', 'pins')).toBe('personal');
		expect(recentListOf('soup', 'my_pins')).toBe('personal');
		expect(recentListOf('soup', 'pins')).toBe('recent');
	});
});

describe('search bookmarks', () => {
	it('round-trips and refuses malformed ones', () => {
		const b = encodeSearchBookmark({ score: 1234, id: '99' });
		expect(decodeSearchBookmark(b)).toEqual({ score: 1234, id: '99' });
		expect(decodeSearchBookmark('-end-')).toBeNull();
		expect(decodeSearchBookmark('garbage')).toBeNull();
		expect(
			decodeSearchBookmark(Buffer.from('{"v":1,"s":1.5,"id":"9"}').toString('base64url')),
		).toBeNull();
		expect(
			decodeSearchBookmark(Buffer.from('{"v":1,"s":1,"id":"x"}').toString('base64url')),
		).toBeNull();
	});
});

describe('searchScopeOf and guideTerms', () => {
	it('maps scope names', () => {
		expect(searchScopeOf(undefined)).toBe('pins');
		expect(searchScopeOf('users')).toBe('people');
		expect(searchScopeOf('my_pins')).toBe('my_pins');
		expect(searchScopeOf('videos')).toBe('pins');
		expect(searchScopeOf('nope')).toBeNull();
	});
	it('suggests frequent title words that are not in the query', () => {
		expect(guideTerms(['Lemon tart recipe', 'Lemon cake recipe', 'Lemon tart'], ['lemon'])).toEqual(
			['recipe', 'tart'],
		);
	});
});
