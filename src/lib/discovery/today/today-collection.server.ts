import { getCollection, getEntry, render } from 'astro:content';
import { type TodayArticle, toTodayArticle } from './today-article.ts';
import { withTranslations } from './today-translations.ts';

/**
 * The Today collection as domain articles: the articles as written, then their translations
 * (`todayTranslations`). Only pages and routes import this file (it needs Astro's
 * `astro:content`); the rules live in plain modules that tests call with articles.
 */
export async function todayArticles(): Promise<TodayArticle[]> {
	const [entries, translations] = await Promise.all([
		getCollection('today'),
		getCollection('todayTranslations'),
	]);
	return withTranslations(
		entries.map((e) => toTodayArticle(e.id, e.data)),
		translations.map((e) => ({ entryId: e.id, data: e.data })),
	);
}

/** The rendered body of an article or translation (its Markdown as a component), or null. */
export async function todayArticleBody(article: Pick<TodayArticle, 'entryId' | 'translatedFrom'>) {
	const entry =
		article.translatedFrom === null
			? await getEntry('today', article.entryId)
			: await getEntry('todayTranslations', article.entryId);
	return entry ? (await render(entry)).Content : null;
}
