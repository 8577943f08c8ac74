import { z } from 'zod';
import { formatNumber } from '../../platform/i18n/format.ts';

/**
 * PIN-07: a pin's rich metadata, stored as JSON text in `pins.rich_metadata`. Every part is
 * optional; a pin has at most a few of them (a recipe, or a product with offers).
 */
const offerSchema = z.object({
	/** The current price, as a decimal string (`"24.99"`). */
	price: z.string().max(20),
	/** The price before a discount, when there is one. */
	standardPrice: z.string().max(20).optional(),
	/** For a product with variants: the cheapest and dearest variant. */
	minPrice: z.string().max(20).optional(),
	maxPrice: z.string().max(20).optional(),
	/** ISO 4217 code, e.g. `USD`. */
	currency: z.string().length(3),
	inStock: z.boolean(),
});

const richMetadataSchema = z.object({
	recipe: z
		.object({
			name: z.string().max(200).optional(),
			/** Ingredient lines as written (`2 cups flour`). */
			ingredients: z.array(z.string().max(200)).max(100),
			/** Total time in minutes. */
			totalMinutes: z.number().int().positive().optional(),
			servings: z.string().max(50).optional(),
		})
		.optional(),
	article: z
		.object({
			name: z.string().max(200),
			author: z.string().max(100).optional(),
			publishedAt: z.string().max(40).optional(),
		})
		.optional(),
	product: z
		.object({
			name: z.string().max(200).optional(),
			brand: z.string().max(100).optional(),
			offers: z.array(offerSchema).min(1).max(20),
			shipping: z
				.object({ free: z.boolean(), days: z.number().int().positive().optional() })
				.optional(),
		})
		.optional(),
	tutorial: z.object({ steps: z.array(z.string().max(500)).max(50) }).optional(),
	/**
	 * A video pin (PIN-03/PIN-04, `/videos`, `/tv`): its length. The pin's image is the poster;
	 * no video file is stored yet, so it is not playable (see `src/lib/discovery/shopping/README.md`).
	 */
	video: z
		.object({
			/** Length in whole seconds (shown as mm:ss, PRF-07). */
			durationSeconds: z.number().int().positive().max(86_400),
		})
		.optional(),
});

export type RichMetadata = z.infer<typeof richMetadataSchema>;
export type ProductOffer = z.infer<typeof offerSchema>;

/**
 * Reads stored rich metadata tolerantly: null when there is none or it does not parse (an old
 * or damaged row never breaks the closeup).
 */
export function parseRichMetadata(text: string | null): RichMetadata | null {
	if (!text) return null;
	try {
		const parsed = richMetadataSchema.safeParse(JSON.parse(text));
		if (!parsed.success) return null;
		return Object.keys(parsed.data).length > 0 ? parsed.data : null;
	} catch {
		return null;
	}
}

/**
 * A price for people in the current language: `$24.99`, `24,99 $` in German, `12.00 SEK` for a
 * currency `Intl` does not know; the raw text when not a number.
 */
export function formatPrice(price: string, currency: string): string {
	const n = Number(price);
	if (!Number.isFinite(n)) return `${price} ${currency}`;
	try {
		return formatNumber(n, { style: 'currency', currency });
	} catch {
		return `${n.toFixed(2)} ${currency}`;
	}
}

/** The offer a closeup shows first: the cheapest in stock, else the cheapest. */
export function headlineOffer(offers: readonly ProductOffer[]): ProductOffer | null {
	const byPrice = [...offers].sort((a, b) => Number(a.price) - Number(b.price));
	return byPrice.find((o) => o.inStock) ?? byPrice[0] ?? null;
}
