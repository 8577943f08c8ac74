import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { todayArticleSchema } from './lib/discovery/today/today-article.ts';
import { todayTranslationSchema } from './lib/discovery/today/today-translations.ts';

/**
 * Content collections (see `src/content/README.md`). Today articles: one Markdown file each,
 * frontmatter checked by `todayArticleSchema` when the collection loads. Their translations:
 * one file per language folder (`today/de/…`, `today/ja/…`, `today/ar/…`), checked by
 * `todayTranslationSchema`.
 */
const today = defineCollection({
	loader: glob({ pattern: '*.md', base: './src/content/today' }),
	schema: todayArticleSchema,
});

const todayTranslations = defineCollection({
	loader: glob({ pattern: '*/*.md', base: './src/content/today' }),
	schema: todayTranslationSchema,
});

export const collections = { today, todayTranslations };
