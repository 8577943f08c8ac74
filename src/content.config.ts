import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { todayArticleSchema } from './lib/discovery/today/today-article.ts';

/**
 * Content collections (see `src/content/README.md`). Today articles: one Markdown file each,
 * frontmatter checked by `todayArticleSchema` when the collection loads.
 */
const today = defineCollection({
	loader: glob({ pattern: '*.md', base: './src/content/today' }),
	schema: todayArticleSchema,
});

export const collections = { today };
