import { describe, expect, it } from 'vitest';
import { parseSearchQuery, pinFtsMatch, pinTsQuery } from '~/lib/discovery/search/search-query.ts';
import { foldWord, langOfLocale, searchTerms, stemsOf } from '~/lib/platform/text/search-terms.ts';

/** True when some query alternative of `query`'s single word is one of `text`'s index words. */
function finds(query: string, text: string, lang: string | null): boolean {
	const indexed = new Set([
		...(text
			.normalize('NFC')
			.toLowerCase()
			.match(/[\p{L}\p{N}\p{Co}]+/gu) ?? []),
		...searchTerms(text, lang).split(' '),
	]);
	const [word] = parseSearchQuery(`${query} x`).words;
	if (!word) return false;
	if (word.grams) return word.grams.every((g) => indexed.has(g));
	return [word.text, ...word.stems].some((t) => indexed.has(t));
}

describe('search terms by language (SRC-01)', () => {
	it('SRC-01: folds accents, compatibility forms and ß, both ways', () => {
		expect(foldWord('café')).toBe('cafe');
		expect(foldWord('straße')).toBe('strasse');
		expect(foldWord('ærø')).toBe('aero');
		expect(foldWord('ｆｕｌｌ')).toBe('full');
		// Kana keep their voicing marks: ガラス (glass) is not カラス (crow).
		expect(foldWord('ｶﾞﾗｽ')).toBe('ガラス');
		expect(finds('cafe', 'Café de Flore', null)).toBe(true);
		expect(finds('café', 'Cafe racer', null)).toBe(true);
		expect(finds('Strasse', 'Die Straße', 'de')).toBe(true);
	});

	it('SRC-01: stems English and German words in their own language only', () => {
		expect(finds('run', 'Running shoes', 'en')).toBe(true);
		expect(finds('running', 'Run club', 'en')).toBe(true);
		expect(finds('Haus', 'Häuser am See', 'de')).toBe(true);
		expect(finds('Kuchen', 'Rezept des Kuchens', 'de')).toBe(true);
		expect(finds('Kuchens', 'Kuchen backen', 'de')).toBe(true);
		// German stems are tagged: "chicken" (German stem "chick") does not find English chicks.
		expect(stemsOf('chicken', 'chicken')).toEqual(['0dechick']);
		expect(finds('chicken', 'Baby chicks', 'en')).toBe(false);
		// No language: folded, not stemmed.
		expect(finds('run', 'Running shoes', null)).toBe(false);
		expect(searchTerms('Running Café', null)).toBe('cafe');
	});

	it('SRC-01: indexes Japanese as characters and bigrams and asks for all bigrams', () => {
		expect(searchTerms('東京タワー', 'ja')).toBe('東 京 タ ワ ー 東京 京タ タワ ワー');
		expect(finds('東京', '東京タワーの夜景', 'ja')).toBe(true);
		expect(finds('夜景', '東京タワーの夜景', null)).toBe(true);
		expect(finds('猫', '黒猫の写真', 'ja')).toBe(true);
		expect(finds('京都', '東京タワー', 'ja')).toBe(false);
		const p = parseSearchQuery('東京タワー');
		expect(p.words[0]!.grams).toEqual(['東京', '京タ', 'タワ', 'ワー']);
		expect(pinFtsMatch(p)).toBe(
			'{title description board} : ("東京" AND "京タ" AND "タワ" AND "ワー")',
		);
		expect(pinTsQuery(p)).toBe("('東京':ABC & '京タ':ABC & 'タワ':ABC & 'ワー':ABC)");
	});

	it('SRC-01: a pin language is the primary subtag of the interface locale', () => {
		expect(langOfLocale('en-US')).toBe('en');
		expect(langOfLocale('de')).toBe('de');
		expect(langOfLocale('zh_TW')).toBe('zh');
		expect(langOfLocale('')).toBeNull();
		expect(langOfLocale(null)).toBeNull();
	});
});
