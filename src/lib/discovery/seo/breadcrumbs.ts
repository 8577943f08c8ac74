/** One step of a breadcrumb trail: its name and absolute URL. */
export interface Crumb {
	name: string;
	url: string;
}

/** A schema.org `BreadcrumbList` for JSON-LD (positions from 1). */
export function breadcrumbList(crumbs: readonly Crumb[]): Record<string, unknown> {
	return {
		'@type': 'BreadcrumbList',
		itemListElement: crumbs.map((c, i) => ({
			'@type': 'ListItem',
			position: i + 1,
			name: c.name,
			item: c.url,
		})),
	};
}
