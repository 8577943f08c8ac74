import todayPages from '~/messages/today-pages/index.ts';
import type { TodayKind } from './today-article.ts';

/**
 * A kind's label, as cards and article pages show it, in the current language (kept apart from
 * `today-article.ts`, which the content config loads).
 */
export function kindLabel(kind: TodayKind): string {
	const t = todayPages();
	const labels: Record<TodayKind, () => string> = {
		trending: t.kindTrending,
		best: t.kindBest,
		article: t.kindArticle,
		shop: t.kindShop,
	};
	return labels[kind]();
}
