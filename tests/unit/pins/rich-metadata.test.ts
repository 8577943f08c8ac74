import { describe, expect, it } from 'vitest';
import { richMetadataJsonLd } from '~/lib/content/pins/rich-jsonld.ts';
import { formatPrice, headlineOffer, parseRichMetadata } from '~/lib/content/pins/rich-metadata.ts';

const subject = {
	name: 'Lemon cake',
	image: 'https://cb.example/m/736x.jpg',
	url: 'https://cb.example/pin/1/',
	author: 'Ada',
};

describe('parseRichMetadata (PIN-07)', () => {
	it('reads valid metadata and tolerates missing or damaged text', () => {
		const meta = { recipe: { ingredients: ['2 eggs'] } };
		expect(parseRichMetadata(JSON.stringify(meta))).toEqual(meta);
		expect(parseRichMetadata(null)).toBeNull();
		expect(parseRichMetadata('{')).toBeNull();
		expect(parseRichMetadata('{}')).toBeNull();
		expect(parseRichMetadata(JSON.stringify({ product: { offers: [] } }))).toBeNull();
	});
});

describe('formatPrice and headlineOffer', () => {
	it('formats prices by currency', () => {
		expect(formatPrice('24.5', 'USD')).toBe('$24.50');
		expect(formatPrice('8', 'EUR')).toBe('€8.00');
		expect(formatPrice('abc', 'USD')).toBe('abc USD');
	});

	it('prefers the cheapest offer in stock', () => {
		const offers = [
			{ price: '5', currency: 'USD', inStock: false },
			{ price: '9', currency: 'USD', inStock: true },
			{ price: '7', currency: 'USD', inStock: true },
		];
		expect(headlineOffer(offers)?.price).toBe('7');
		expect(headlineOffer([offers[0]!])?.price).toBe('5');
		expect(headlineOffer([])).toBeNull();
	});
});

describe('richMetadataJsonLd (PIN-07, SEO-02)', () => {
	it('makes a Recipe with its ingredients and time', () => {
		const [recipe] = richMetadataJsonLd(
			{ recipe: { ingredients: ['2 eggs', '1 cup flour'], totalMinutes: 40, servings: '4' } },
			subject,
		);
		expect(recipe).toMatchObject({
			'@type': 'Recipe',
			name: 'Lemon cake',
			recipeIngredient: ['2 eggs', '1 cup flour'],
			totalTime: 'PT40M',
			recipeYield: '4',
		});
	});

	it('makes a Product with an Offer and its availability, or an AggregateOffer for several', () => {
		const [one] = richMetadataJsonLd(
			{ product: { offers: [{ price: '12.50', currency: 'USD', inStock: false }] } },
			subject,
		);
		expect(one).toMatchObject({
			'@type': 'Product',
			offers: {
				'@type': 'Offer',
				price: '12.50',
				priceCurrency: 'USD',
				availability: 'https://schema.org/OutOfStock',
			},
		});
		const [many] = richMetadataJsonLd(
			{
				product: {
					offers: [
						{ price: '10', currency: 'USD', inStock: true },
						{ price: '20', maxPrice: '25', currency: 'USD', inStock: false },
					],
				},
			},
			subject,
		);
		expect(many).toMatchObject({
			offers: {
				'@type': 'AggregateOffer',
				lowPrice: '10',
				highPrice: '25',
				offerCount: 2,
				availability: 'https://schema.org/InStock',
			},
		});
	});

	it('makes nothing without metadata', () => {
		expect(richMetadataJsonLd(null, subject)).toEqual([]);
	});
});
