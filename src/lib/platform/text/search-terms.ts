import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemGerman } from '@orama/stemmers/german';

/**
 * The words full-text search adds to what a text already says (`discovery/search/README.md`,
 * "Languages"): one function for what is indexed and for what is asked, so SQLite and
 * PostgreSQL index the same words and every query means the same on both.
 *
 * The index keeps each text's own words (split where the query tokenizer splits) and, beside
 * them, the **terms** made here:
 * - every word **folded**: lower case, compatibility forms (`ﬁ`, full-width `Ａ`, half-width
 *   `ｶ`) made plain, accents and other combining diacritics dropped (`café` → `cafe`,
 *   `Ærø` → `aero`), and `ß` → `ss`; written only where it differs from the word;
 * - in a text of a language with a stemmer, each word's **stem**: English stems as plain words
 *   (`running` → `run`), other languages' tagged with `0` and their code (`Kuchens` →
 *   `0dekuch`), so one language's stem never matches another language's words;
 * - Chinese and Japanese (Han, hiragana, katakana), written without spaces, as **character
 *   unigrams and bigrams** (`東京タワー` → `東 京 タ ワ ー 東京 京タ タワ ワー`), so `東京` finds it.
 *
 * A query word is asked as its folded form, or its stems (`stemsOf`), or, for Chinese and
 * Japanese, all of its bigrams (`queryGramsOf`). Changing these rules changes what old rows
 * were indexed with: a migration must recompute `*_terms` (as `2026_11_29_000000_search_languages`
 * does).
 */

/** Runs of letters, digits and private-use characters: the words of a text (as the index splits). */
const WORD = /[\p{L}\p{N}\p{Co}]+/gu;
/** Longest word kept (longer ones are cut): no real word is longer, and indexes stay small. */
const MAX_WORD_LENGTH = 60;
/** Combining diacritics (accents, cedillas, tildes, …) of Latin, Greek and Cyrillic letters. */
const DIACRITIC = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/gu;
/** Letters that carry their mark inside (no decomposition), spelled as their base letters. */
const SPELLED: Readonly<Record<string, string>> = {
	ß: 'ss',
	æ: 'ae',
	œ: 'oe',
	ø: 'o',
	đ: 'd',
	ð: 'd',
	ħ: 'h',
	ı: 'i',
	ł: 'l',
	ŧ: 't',
	þ: 'th',
};
const SPELLED_LETTER = /[ßæœøđðħıłŧþ]/gu;
const NOT_WORD = /[^\p{L}\p{N}\p{Co}]+/gu;
/** Characters of scripts written without spaces between words: indexed as bigrams. */
const CJK =
	/[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]/u;
const CJK_RUNS =
	/[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]+|[^\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]+/gu;
const LETTERS = /^\p{L}+$/u;
/** At most this many bigrams of one query word are asked (a pasted sentence stays one query). */
const MAX_QUERY_GRAMS = 16;

interface Stemmer {
	stem(word: string): string;
	/** Written before the stem in the index; '' for English, whose stems are plain words. */
	tag: string;
	/** Terms already made, by word: pins and queries repeat their words. */
	cache: Map<string, string>;
}

/** The languages with a stemmer, by their primary subtag (`pins.lang`). */
const STEMMERS: Readonly<Record<string, Stemmer>> = {
	en: { stem: stemEnglish, tag: '', cache: new Map() },
	de: { stem: stemGerman, tag: '0de', cache: new Map() },
};
const QUERY_STEMMERS = Object.values(STEMMERS);

/**
 * The language a pin is indexed in, from an interface locale (`users.locale`): its primary
 * subtag, lower-cased (`en-US` → `en`, `de` → `de`, `zh-TW` → `zh`); null when there is none.
 */
export function langOfLocale(locale: string | null | undefined): string | null {
	const primary = locale?.trim().split(/[-_]/u)[0]?.toLowerCase() ?? '';
	return /^[a-z]{2,3}$/u.test(primary) ? primary : null;
}

/** The words of `text` as the index and the query see them: lower case, each cut at 60. */
export function wordsOf(text: string): string[] {
	return (text.normalize('NFC').toLowerCase().match(WORD) ?? []).map((w) =>
		w.slice(0, MAX_WORD_LENGTH),
	);
}

const PLAIN_ASCII = /^[a-z0-9]*$/u;

/** A lower-case word folded: compatibility forms plain, diacritics gone, `ß` → `ss`. */
export function foldWord(word: string): string {
	if (PLAIN_ASCII.test(word)) return word;
	return word
		.toLowerCase()
		.normalize('NFKD')
		.replace(DIACRITIC, '')
		.normalize('NFC')
		.replace(SPELLED_LETTER, (c) => SPELLED[c] ?? c)
		.replace(NOT_WORD, '');
}

/** True when a (folded) word holds Chinese or Japanese characters. */
export function isCjkWord(word: string): boolean {
	return CJK.test(word);
}

/** The stems of a word in each language with a stemmer, as tagged index terms (query side). */
export function stemsOf(word: string, folded: string): string[] {
	if (!LETTERS.test(word) || isCjkWord(folded)) return [];
	const stems = new Set<string>();
	for (const stemmer of QUERY_STEMMERS) {
		const stem = stemTerm(stemmer, word);
		if (stem && stem !== folded) stems.add(stem);
	}
	return [...stems];
}

/** A stemmer's cache holds at most this many words, then starts again (it stays small). */
const STEM_CACHE_SIZE = 20_000;

/** A word's stem as an index term, made once per word (a stemmer costs 2–5 µs a word). */
function stemTerm(stemmer: Stemmer, word: string): string {
	let term = stemmer.cache.get(word);
	if (term === undefined) {
		const stem = foldWord(stemmer.stem(word));
		term = stem ? stemmer.tag + stem : '';
		if (stemmer.cache.size >= STEM_CACHE_SIZE) stemmer.cache.clear();
		stemmer.cache.set(word, term);
	}
	return term;
}

/**
 * The parts of a Chinese or Japanese word: each run of those scripts as its characters and
 * bigrams (index) or its bigrams alone, a lone character as itself (query), and the other runs
 * (`2024年` → `2024`) as words.
 */
function gramsOf(folded: string, query: boolean): string[] {
	const grams: string[] = [];
	for (const run of folded.match(CJK_RUNS) ?? []) {
		if (!isCjkWord(run)) {
			grams.push(run);
			continue;
		}
		const chars = [...run];
		if (chars.length === 1 || !query) grams.push(...chars);
		for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i]! + chars[i + 1]!);
	}
	return grams;
}

/** The terms a Chinese or Japanese query word must all match: its bigrams, at most 16. */
export function queryGramsOf(folded: string): string[] {
	return [...new Set(gramsOf(folded, true))].slice(0, MAX_QUERY_GRAMS);
}

const asciiLower = (s: string) => s.replace(/[A-Z]+/gu, (m) => m.toLowerCase());

/**
 * The terms indexed beside `text`'s own words (space-separated, each once): folded forms that
 * differ from the word as written (beyond ASCII case, which both engines fold alike), stems in
 * `lang` when it has a stemmer, and Chinese and Japanese characters and bigrams. '' when none.
 */
export function searchTerms(text: string, lang: string | null | undefined): string {
	const stemmer = lang != null && Object.hasOwn(STEMMERS, lang) ? STEMMERS[lang] : undefined;
	const terms = new Set<string>();
	for (const written of text.normalize('NFC').match(WORD) ?? []) {
		const cut = written.slice(0, MAX_WORD_LENGTH);
		const word = cut.toLowerCase();
		const folded = foldWord(word);
		if (!folded) continue;
		if (isCjkWord(folded)) {
			for (const gram of gramsOf(folded, false)) terms.add(gram);
			continue;
		}
		if (folded !== asciiLower(cut)) terms.add(folded);
		if (stemmer && LETTERS.test(word)) {
			const stem = stemTerm(stemmer, word);
			if (stem && stem !== folded) terms.add(stem);
		}
	}
	return [...terms].join(' ');
}

/** A person's search terms (`users.name_terms`): of first, last and business name, no stems. */
export function nameSearchTerms(user: {
	first_name: string;
	last_name: string;
	business_name: string | null;
}): string {
	return searchTerms(`${user.first_name} ${user.last_name} ${user.business_name ?? ''}`, null);
}
