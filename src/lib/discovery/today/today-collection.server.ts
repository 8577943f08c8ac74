import { getCollection, getEntry, render } from 'astro:content';
import { type TodayArticle, toTodayArticle } from './today-article.ts';

/**
 * The Today collection as domain articles. Only pages and routes import this file (it needs
 * Astro's `astro:content`); the rules live in plain modules that tests call with articles.
 */
export async function todayArticles(): Promise<TodayArticle[]> {
	const entries = await getCollection('today');
	return entries.map((e) => toTodayArticle(e.id, e.data));
}

/** The rendered body of an article (its Markdown as a component), or null if it is gone. */
export async function todayArticleBody(entryId: string) {
	const entry = await getEntry('today', entryId);
	return entry ? (await render(entry)).Content : null;
}
