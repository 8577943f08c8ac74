/**
 * NAV-08: the Ideas dropdown, in the spec's order. The database's top-level interests
 * (`is_category = 1`) are these thirteen with these slugs; the hub reads them from the database
 * (so ids and counts are real) and this list is what a menu can show without a query. A menu
 * links to `/ideas/{slug}/`, which answers 301 to the interest's canonical
 * `/ideas/{slug}/{id}/` (ids are made when the database is filled, so a static menu cannot
 * know them).
 */
export const IDEA_CATEGORIES = [
	{ name: 'Art', slug: 'art' },
	{ name: 'Pets', slug: 'pets' },
	{ name: 'Beauty', slug: 'beauty' },
	{ name: 'Design', slug: 'design' },
	{ name: 'Food & Drink', slug: 'food-drink' },
	{ name: "Women's Fashion", slug: 'womens-fashion' },
	{ name: "Men's Fashion", slug: 'mens-fashion' },
	{ name: 'Home Decor', slug: 'home-decor' },
	{ name: 'DIY', slug: 'diy' },
	{ name: 'Quotes', slug: 'quotes' },
	{ name: 'Travel', slug: 'travel' },
	{ name: 'Fitness', slug: 'fitness' },
	{ name: 'Weddings', slug: 'weddings' },
] as const;

/** The menu link of a category: `/ideas/{slug}/` (redirects to the canonical address). */
export function ideaCategoryHref(slug: string): string {
	return `/ideas/${slug}/`;
}
