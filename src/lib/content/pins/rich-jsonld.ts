import { headlineOffer, type RichMetadata } from './rich-metadata.ts';

interface Subject {
	/** The pin's title. */
	name: string;
	description?: string | undefined;
	/** Absolute image URL. */
	image: string;
	/** Absolute canonical URL of the pin. */
	url: string;
	author: string;
}

/**
 * schema.org nodes for a pin's rich metadata (PIN-07): a `Recipe` with its ingredients, a
 * `Product` with an `Offer` (or `AggregateOffer` for several), an `Article`, a `HowTo`.
 */
export function richMetadataJsonLd(
	meta: RichMetadata | null | undefined,
	subject: Subject,
): Record<string, unknown>[] {
	if (!meta) return [];
	const nodes: Record<string, unknown>[] = [];
	const base = { name: subject.name, image: subject.image, url: subject.url };
	if (meta.recipe) {
		nodes.push({
			'@type': 'Recipe',
			...base,
			name: meta.recipe.name ?? subject.name,
			description: subject.description,
			author: { '@type': 'Person', name: subject.author },
			recipeIngredient: meta.recipe.ingredients,
			totalTime: meta.recipe.totalMinutes ? `PT${meta.recipe.totalMinutes}M` : undefined,
			recipeYield: meta.recipe.servings,
		});
	}
	if (meta.product) {
		const offers = meta.product.offers;
		const availability = (inStock: boolean) =>
			`https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
		const offer =
			offers.length === 1
				? {
						'@type': 'Offer',
						price: offers[0]!.price,
						priceCurrency: offers[0]!.currency,
						availability: availability(offers[0]!.inStock),
						url: subject.url,
					}
				: {
						'@type': 'AggregateOffer',
						lowPrice: String(Math.min(...offers.map((o) => Number(o.minPrice ?? o.price)))),
						highPrice: String(Math.max(...offers.map((o) => Number(o.maxPrice ?? o.price)))),
						priceCurrency: offers[0]!.currency,
						offerCount: offers.length,
						availability: availability(headlineOffer(offers)?.inStock ?? false),
					};
		nodes.push({
			'@type': 'Product',
			...base,
			name: meta.product.name ?? subject.name,
			description: subject.description,
			brand: meta.product.brand ? { '@type': 'Brand', name: meta.product.brand } : undefined,
			offers: offer,
		});
	}
	if (meta.article) {
		nodes.push({
			'@type': 'Article',
			...base,
			headline: meta.article.name,
			author: { '@type': 'Person', name: meta.article.author ?? subject.author },
			datePublished: meta.article.publishedAt,
		});
	}
	if (meta.tutorial && meta.tutorial.steps.length > 0) {
		nodes.push({
			'@type': 'HowTo',
			...base,
			step: meta.tutorial.steps.map((text) => ({ '@type': 'HowToStep', text })),
		});
	}
	return nodes;
}
