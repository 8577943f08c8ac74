import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { TOPICS } from '~/app/seed/topics/index.ts';
import {
	TODAY_KINDS,
	todayArticleSchema,
	toTodayArticle,
} from '~/lib/discovery/today/today-article.ts';
import { articlesForMarket, publishedArticles } from '~/lib/discovery/today/today-articles.ts';
import {
	todayTranslationSchema,
	withTranslations,
} from '~/lib/discovery/today/today-translations.ts';

/**
 * The real Today collection (`src/content/today`), read the way Astro's glob loader reads it
 * (YAML frontmatter, then the Markdown body) and checked with the collection's own schema.
 */
const DIR = path.resolve('src/content/today');
const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.md'));
const entries = files.map((file) => {
	const text = fs.readFileSync(path.join(DIR, file), 'utf8');
	const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
	if (!m) throw new Error(`${file}: no frontmatter`);
	return { file, data: parse(m[1]!) as unknown, body: m[2]! };
});
/** The translations: `src/content/today/{language}/{slug}.md`. */
const translationFiles = fs
	.readdirSync(DIR, { withFileTypes: true })
	.filter((d) => d.isDirectory())
	.flatMap((d) =>
		fs
			.readdirSync(path.join(DIR, d.name))
			.filter((f) => f.endsWith('.md'))
			.map((f) => `${d.name}/${f}`),
	);
const translations = translationFiles.map((file) => {
	const text = fs.readFileSync(path.join(DIR, file), 'utf8');
	const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
	if (!m) throw new Error(`${file}: no frontmatter`);
	return { file, data: parse(m[1]!) as unknown, body: m[2]! };
});
/** What a translation must keep of its original's Markdown: headings, list items, bold leads. */
const shape = (body: string) =>
	body
		.split('\n')
		.map((line) => /^(#+ |\d+\. |\*\*)/.exec(line)?.[1])
		.filter(Boolean)
		.join(',');
const seedSlugs = new Set(TOPICS.flatMap((t) => [t.slug, ...t.subs.map((s) => s.slug)]));

describe('the Today collection (SEO-03, SEO-08)', () => {
	it('has at least 12 articles whose frontmatter passes the schema, with unique ids and slugs', () => {
		expect(files.length).toBeGreaterThanOrEqual(12);
		const articles = entries.map((e) => {
			const parsed = todayArticleSchema.safeParse(e.data);
			expect(parsed.success, `${e.file}: ${parsed.error?.message}`).toBe(true);
			return toTodayArticle(e.file, parsed.data!);
		});
		expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
		expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
		// Every kind of SEO-03 is used, and more than one language is written.
		expect(new Set(articles.map((a) => a.kind))).toEqual(new Set(TODAY_KINDS));
		expect(new Set(articles.map((a) => a.language)).size).toBeGreaterThan(3);
		// The demo world shows them today (none is dated in the future).
		expect(publishedArticles(articles, '2026-11-21')).toHaveLength(articles.length);
	});

	it('each is a short story (150–300 words) whose pins come from interests the seed creates', () => {
		for (const e of entries) {
			const words = e.body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
			expect(words, e.file).toBeGreaterThanOrEqual(150);
			expect(words, e.file).toBeLessThanOrEqual(300);
			const data = todayArticleSchema.parse(e.data);
			for (const slug of data.pins.interests)
				expect(seedSlugs.has(slug), `${e.file}: ${slug}`).toBe(true);
		}
	});

	it('refuses an article offered in a country its language has no edition in', () => {
		const base = entries[0]!.data as Record<string, unknown>;
		expect(
			todayArticleSchema.safeParse({ ...base, language: 'ja', countries: ['US'] }).success,
		).toBe(false);
		expect(todayArticleSchema.safeParse({ ...base, kind: 'popular' }).success).toBe(false);
		expect(todayArticleSchema.safeParse({ ...base, extra: 1 }).success).toBe(false);
	});
});

describe('Today translations (src/content/today/{language}/)', () => {
	const originals = entries.map((e) => toTodayArticle(e.file, todayArticleSchema.parse(e.data)));

	it('each names an article, is in its folder’s language (not the original’s) and keeps its shape', () => {
		expect(translations.length).toBeGreaterThan(0);
		const seen = new Set<string>();
		for (const t of translations) {
			const parsed = todayTranslationSchema.safeParse(t.data);
			expect(parsed.success, `${t.file}: ${parsed.error?.message}`).toBe(true);
			const data = parsed.data!;
			expect(t.file.split('/')[0], t.file).toBe(data.language);
			const original = entries.find(
				(e) => (e.data as { articleId: string }).articleId === data.articleId,
			);
			expect(original, `${t.file}: article ${data.articleId}`).toBeDefined();
			expect((original!.data as { language: string }).language, t.file).not.toBe(data.language);
			expect(path.basename(t.file), t.file).toBe(original!.file);
			const key = `${data.articleId}:${data.language}`;
			expect(seen.has(key), `${t.file}: a second ${data.language} translation`).toBe(false);
			seen.add(key);
			expect(shape(t.body), t.file).toBe(shape(original!.body));
			expect(t.body.trim().length, t.file).toBeGreaterThan(200);
		}
	});

	it('every story of the default edition (the US in English) reads in German, Japanese and Arabic', () => {
		const all = withTranslations(
			originals,
			translations.map((t) => ({ entryId: t.file, data: todayTranslationSchema.parse(t.data) })),
		);
		const us = articlesForMarket(all, { country: 'US', language: 'en' }, '2026-11-21');
		expect(us.length).toBeGreaterThan(0);
		for (const language of ['de', 'ja', 'ar'] as const) {
			const translated = articlesForMarket(all, { country: 'US', language }, '2026-11-21');
			expect(
				translated.map((a) => a.id),
				language,
			).toEqual(us.map((a) => a.id));
		}
	});
});
