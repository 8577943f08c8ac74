import { describe, expect, it } from 'vitest';
import { interleave, pickByTerms } from '~/lib/discovery/today/curated-order.ts';
import { type TodayArticle, todayArticlePath } from '~/lib/discovery/today/today-article.ts';
import {
	articlesForMarket,
	publishedArticles,
	resolveArticleRoute,
} from '~/lib/discovery/today/today-articles.ts';
import {
	acceptedLanguages,
	languagesIn,
	languagesOffered,
	readerLanguages,
	todayMarket,
} from '~/lib/discovery/today/today-markets.ts';
import {
	articleVersion,
	translationCountries,
	withTranslations,
} from '~/lib/discovery/today/today-translations.ts';

const article = (over: Partial<TodayArticle>): TodayArticle => ({
	id: '1',
	slug: 'a-story',
	kind: 'article',
	title: 'A story',
	summary: 'A summary long enough.',
	date: '2026-11-01',
	modified: '2026-11-01',
	language: 'en',
	countries: ['US', 'GB', 'CA', 'IN', 'AU', 'ID'],
	pins: { interests: ['art'], terms: [], count: 12 },
	translatedFrom: null,
	entryId: 'a-story',
	...over,
});

describe('todayMarket (SEO-08)', () => {
	it('takes ?lang= when the country offers it, then Accept-Language, then the country default', () => {
		expect(todayMarket({ country: 'US' })).toEqual({ country: 'US', language: 'en' });
		expect(todayMarket({ country: 'US', lang: 'es' })).toEqual({ country: 'US', language: 'es' });
		expect(todayMarket({ country: 'US', acceptLanguage: 'es-MX,es;q=0.9,en;q=0.8' }).language).toBe(
			'es',
		);
		expect(todayMarket({ country: 'US', acceptLanguage: 'fr-FR, en;q=0.5' }).language).toBe('en');
		// A language the country does not offer is ignored, wherever it comes from.
		expect(todayMarket({ country: 'DE', lang: 'en', acceptLanguage: 'en' }).language).toBe('de');
		expect(todayMarket({ country: 'ID' }).language).toBe('id');
		expect(todayMarket({ country: 'ID', acceptLanguage: 'en-US' }).language).toBe('en');
		expect(todayMarket({ country: 'BR' }).language).toBe('pt');
		expect(todayMarket({ country: 'ch', lang: 'DE' })).toEqual({ country: 'CH', language: 'de' });
		expect(todayMarket({ country: 'CN', lang: 'en' })).toEqual({ country: 'CN', language: null });
	});

	it('offers the pairs of the spec', () => {
		expect(languagesIn('GB')).toEqual(['en']);
		expect(languagesIn('JP')).toEqual(['ja']);
		expect(languagesIn('SE')).toEqual(['sv']);
		expect(languagesIn('IT')).toEqual(['it']);
		expect(languagesIn('FR')).toEqual(['fr']);
		expect(languagesIn('AT')).toEqual(['de']);
		expect(languagesIn('MX')).toEqual(['es']);
		expect(languagesIn('US')).toEqual(['en', 'es']);
		expect(languagesIn('ID')).toEqual(['id', 'en']);
		expect(languagesIn('RU')).toEqual([]);
	});

	it('reads Accept-Language by weight and skips junk', () => {
		expect(acceptedLanguages('de;q=0.2, fr-CA;q=0.9, *;q=0.1, en')).toEqual(['en', 'fr', 'de']);
		expect(acceptedLanguages('x;q=1, ;;, es;q=0, pt;q=abc')).toEqual([]);
		expect(acceptedLanguages(null)).toEqual([]);
	});
});

describe("Today in the reader's language (translations)", () => {
	const everywhere = article({ id: '20', slug: 'everywhere' });
	const usOnly = article({ id: '21', slug: 'us-only', countries: ['US'] });
	const all = withTranslations(
		[everywhere, usOnly],
		[
			{
				entryId: 'de/everywhere.md',
				data: {
					articleId: '20',
					language: 'de',
					title: 'Überall',
					summary: 'Eine Zusammenfassung.',
				},
			},
			{
				entryId: 'ja/everywhere.md',
				data: {
					articleId: '20',
					language: 'ja',
					title: 'どこでも',
					summary: '十分に長い要約です。',
				},
			},
			{
				entryId: 'ar/us-only.md',
				data: {
					articleId: '21',
					language: 'ar',
					title: 'أمريكا',
					summary: 'ملخص طويل بما يكفي.',
					updated: '2026-11-09',
				},
			},
			// Refused: an unknown article, the original's own language, a second German version.
			{
				entryId: 'de/unknown.md',
				data: { articleId: '99', language: 'de', title: 'X', summary: 'Eine Zusammenfassung.' },
			},
			{
				entryId: 'en/everywhere.md',
				data: { articleId: '20', language: 'en', title: 'X', summary: 'A summary here.' },
			},
			{
				entryId: 'de/again.md',
				data: { articleId: '20', language: 'de', title: 'X', summary: 'Eine Zusammenfassung.' },
			},
		],
	);

	it("a translation shares its original's id, address and pins, in its own language", () => {
		expect(all).toHaveLength(5);
		const de = all.find((a) => a.id === '20' && a.language === 'de')!;
		expect(de).toMatchObject({
			title: 'Überall',
			translatedFrom: 'en',
			slug: 'everywhere',
			entryId: 'de/everywhere.md',
		});
		expect(todayArticlePath(de)).toBe(todayArticlePath(everywhere));
		expect(all.find((a) => a.language === 'ar')?.modified).toBe('2026-11-09');
	});

	it('is offered where its original is, and a story for a whole edition also in its own edition', () => {
		expect(translationCountries(everywhere, 'de')).toEqual([
			'US',
			'GB',
			'CA',
			'IN',
			'AU',
			'ID',
			'DE',
			'AT',
			'CH',
		]);
		expect(translationCountries(everywhere, 'ar')).toEqual(['US', 'GB', 'CA', 'IN', 'AU', 'ID']);
		expect(translationCountries(usOnly, 'ja')).toEqual(['US']);
		expect(languagesOffered('US', all)).toEqual(['en', 'es', 'de', 'ja', 'ar']);
		expect(languagesOffered('JP', all)).toEqual(['ja']);
		expect(languagesOffered('GB', all)).toEqual(['en', 'de', 'ja']);
	});

	it('the interface language picks the edition after ?lang= and before Accept-Language', () => {
		expect(readerLanguages({ lang: 'DE', language: 'ja', acceptLanguage: 'ar, fr;q=0.5' })).toEqual(
			['de', 'ja', 'ar', 'fr'],
		);
		expect(readerLanguages({ language: 'en-XA' })).toEqual(['en']);
		const us = (over: Parameters<typeof todayMarket>[0]) =>
			todayMarket({ articles: all, ...over }).language;
		expect(us({ country: 'US', language: 'de' })).toBe('de');
		expect(us({ country: 'US', language: 'ar', acceptLanguage: 'en' })).toBe('ar');
		expect(us({ country: 'US', lang: 'es', language: 'de' })).toBe('es');
		expect(us({ country: 'US', language: 'fr', acceptLanguage: 'ja, en' })).toBe('ja');
		// Not offered in the country: the country's default.
		expect(us({ country: 'GB', language: 'ar' })).toBe('en');
		expect(us({ country: 'DE', language: 'en' })).toBe('de');
		// Without translations, only the country's own editions count.
		expect(todayMarket({ country: 'US', language: 'de' }).language).toBe('en');
	});

	it('an article opens in the first wanted language it has, else as written', () => {
		const versions = all.filter((a) => a.id === '20');
		expect(articleVersion(versions, ['ar', 'ja', 'en'])?.language).toBe('ja');
		expect(articleVersion(versions, ['fr'])?.language).toBe('en');
		expect(articleVersion([], ['en'])).toBeNull();
		// The address resolves to the original whatever the translations.
		expect(
			resolveArticleRoute(all, { kind: 'article', slug: 'everywhere', id: '20' }, '2026-12-01'),
		).toEqual({ kind: 'ok', article: everywhere });
	});
});

describe('articlesForMarket and publishedArticles', () => {
	const us = article({ id: '10', countries: ['US'], date: '2026-11-03' });
	const gb = article({ id: '11', countries: ['GB'], date: '2026-11-04' });
	const everywhereEn = article({ id: '12', date: '2026-11-02' });
	const es = article({ id: '13', language: 'es', countries: ['US', 'ES', 'MX'] });
	const future = article({ id: '14', date: '2026-12-01' });
	const all = [us, gb, everywhereEn, es, future];

	it('lists the published articles of a country-language pair, newest first', () => {
		const ids = (list: TodayArticle[]) => list.map((a) => a.id);
		expect(ids(articlesForMarket(all, { country: 'US', language: 'en' }, '2026-11-21'))).toEqual([
			'10',
			'12',
		]);
		expect(ids(articlesForMarket(all, { country: 'GB', language: 'en' }, '2026-11-21'))).toEqual([
			'11',
			'12',
		]);
		expect(ids(articlesForMarket(all, { country: 'US', language: 'es' }, '2026-11-21'))).toEqual([
			'13',
		]);
		expect(ids(articlesForMarket(all, { country: 'CN', language: null }, '2026-11-21'))).toEqual(
			[],
		);
		expect(ids(publishedArticles(all, '2026-12-01'))[0]).toBe('14');
	});
});

describe('resolveArticleRoute (SEO-03)', () => {
	const a = article({ id: '42', kind: 'best', slug: 'best-things' });
	it('answers the canonical URL, redirects other kinds or slugs, and finds nothing else', () => {
		const at = (kind: string, slug: string, id: string, search = '') =>
			resolveArticleRoute([a], { kind, slug, id }, '2026-11-21', search);
		expect(todayArticlePath(a)).toBe('/today/best/best-things/42/');
		expect(at('best', 'best-things', '42')).toEqual({ kind: 'ok', article: a });
		expect(at('best', 'old-words', '42', '?lang=en')).toEqual({
			kind: 'redirect',
			to: '/today/best/best-things/42/?lang=en',
		});
		expect(at('trending', 'best-things', '42')).toEqual({
			kind: 'redirect',
			to: '/today/best/best-things/42/',
		});
		expect(at('popular', 'best-things', '42')).toEqual({ kind: 'not-found' });
		expect(at('best', 'best-things', '43')).toEqual({ kind: 'not-found' });
		expect(
			resolveArticleRoute([a], { kind: 'best', slug: 'best-things', id: '42' }, '2026-10-31'),
		).toEqual({
			kind: 'not-found',
		});
	});
});

describe('curated pin order', () => {
	it('interleaves interests without repeats', () => {
		expect(interleave([['1', '2', '3'], ['4', '2'], ['5']])).toEqual(['1', '4', '5', '2', '3']);
		expect(interleave([])).toEqual([]);
	});

	it('puts pins whose words hold a term first (whole words, any case)', () => {
		const pins = [
			{ title: 'Blue sky', description: '' },
			{ title: 'Reading nook', description: '' },
			{ title: 'Cornerstone', description: 'a lamp by the chair' },
			{ title: 'Nookie', description: '' },
		];
		expect(pickByTerms(pins, ['nook', 'LAMP'], 3).map((p) => p.title)).toEqual([
			'Reading nook',
			'Cornerstone',
			'Blue sky',
		]);
		expect(pickByTerms(pins, [], 2)).toHaveLength(2);
	});
});
