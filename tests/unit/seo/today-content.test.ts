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
import { publishedArticles } from '~/lib/discovery/today/today-articles.ts';

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
