import ideasPages from '~/messages/ideas-pages/index.ts';
import { displayTitle, type Pin, pinPath } from '../../content/pins/pin.ts';
import { type Interest, interestPath } from './interest.ts';

/** Makes an absolute URL of a path (the page passes its own, built on PUBLIC_ORIGIN). */
type Absolute = (path: string) => string;

/** A BreadcrumbList: Ideas › category › interest (names as the page shows them). */
function breadcrumbJsonLd(abs: Absolute, trail: readonly Interest[]) {
	const items = [
		{ name: ideasPages().crumbIdeas(), url: abs('/ideas/') },
		...trail.map((i) => ({ name: i.name, url: abs(interestPath(i)) })),
	];
	return {
		'@type': 'BreadcrumbList',
		itemListElement: items.map((item, n) => ({
			'@type': 'ListItem',
			position: n + 1,
			name: item.name,
			item: item.url,
		})),
	};
}

/** An `ItemList` of pins (closeup URL, title, picture), as collection pages carry them. */
export function pinItemList(abs: Absolute, pins: readonly Pin[]): Record<string, unknown> {
	return {
		'@type': 'ItemList',
		numberOfItems: pins.length,
		itemListElement: pins.map((p, n) => ({
			'@type': 'ListItem',
			position: n + 1,
			url: abs(pinPath(p.id)),
			name: displayTitle(p),
			image: abs(p.images['474x'].url),
		})),
	};
}

/**
 * An interest page as structured data: a `CollectionPage` whose main entity is the `ItemList` of
 * its pins, and its breadcrumbs, in one `@graph`.
 */
export function interestJsonLd(
	abs: Absolute,
	page: {
		interest: Interest;
		description: string;
		trail: readonly Interest[];
		pins: readonly Pin[];
	},
): Record<string, unknown> {
	return {
		'@context': 'https://schema.org',
		'@graph': [
			{
				'@type': 'CollectionPage',
				name: page.interest.name,
				description: page.description,
				url: abs(interestPath(page.interest)),
				mainEntity: pinItemList(abs, page.pins),
			},
			breadcrumbJsonLd(abs, page.trail),
		],
	};
}

/** The ideas hub as structured data: a `CollectionPage` listing the categories. */
export function ideasHubJsonLd(
	abs: Absolute,
	categories: readonly Interest[],
	description: string,
): Record<string, unknown> {
	return {
		'@context': 'https://schema.org',
		'@type': 'CollectionPage',
		name: ideasPages().hubTitle(),
		description,
		url: abs('/ideas/'),
		mainEntity: {
			'@type': 'ItemList',
			numberOfItems: categories.length,
			itemListElement: categories.map((c, n) => ({
				'@type': 'ListItem',
				position: n + 1,
				name: c.name,
				url: abs(interestPath(c)),
			})),
		},
	};
}
