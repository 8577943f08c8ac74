import type { RichMetadata } from '../../lib/content/pins/rich-metadata.ts';
import type { PinPlan } from './world.ts';

/**
 * PIN-07 demo data: some food pins carry a recipe, some fashion, beauty and home pins a product
 * with offers, and some how-to, fitness, travel, beauty, food and pet pins are videos. Chosen
 * from a hash of the pin's words, so the same seed gives the same metadata without drawing from
 * (and shifting) the world's random streams. Saves carry their original's.
 */

const INGREDIENTS = [
	'2 cups all-purpose flour',
	'1 tsp baking soda',
	'3 large eggs',
	'1 cup whole milk',
	'2 tbsp olive oil',
	'1 clove garlic, minced',
	'1 can chickpeas, drained',
	'½ cup brown sugar',
	'1 tsp ground cinnamon',
	'200 g dark chocolate',
	'1 lemon, zested and juiced',
	'a handful of fresh basil',
	'1 tsp sea salt',
	'2 ripe bananas',
	'1 cup rolled oats',
	'250 g cherry tomatoes',
	'1 red onion, sliced',
	'100 g feta',
] as const;

const PRODUCT_TOPICS = new Set(['womens-fashion', 'mens-fashion', 'beauty', 'home-decor']);
const BRANDS = ['Northwind', 'Fern & Fig', 'Maple Row', 'Studio Oak', 'Harbor Goods'] as const;

/** FNV-1a over the text: a stable 32-bit number per pin. */
function hash(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193) >>> 0;
	}
	return h;
}

/** The rich metadata of a planned pin, or null (most pins have none). */
export function planRichMetadata(pin: PinPlan): RichMetadata | null {
	const source = pin.origin ?? pin;
	const h = hash(`${source.title}|${source.description}`);
	const slot = h % 100;
	if (source.topic.slug === 'food-drink' && slot < 45) {
		const count = 4 + (h % 5);
		const start = (h >>> 8) % INGREDIENTS.length;
		const ingredients = Array.from(
			{ length: count },
			(_, i) => INGREDIENTS[(start + i * 5) % INGREDIENTS.length]!,
		);
		return {
			recipe: {
				name: source.title,
				ingredients: [...new Set(ingredients)],
				totalMinutes: 15 + ((h >>> 4) % 8) * 10,
				servings: String(2 + ((h >>> 12) % 5)),
			},
		};
	}
	if (PRODUCT_TOPICS.has(source.topic.slug) && slot < 30) {
		const cents = 999 + ((h >>> 6) % 200) * 100;
		const price = (cents / 100).toFixed(2);
		const discounted = (h >>> 16) % 3 === 0;
		return {
			product: {
				name: source.title,
				brand: BRANDS[(h >>> 10) % BRANDS.length]!,
				offers: [
					{
						price,
						...(discounted ? { standardPrice: ((cents * 1.25) / 100).toFixed(2) } : {}),
						currency: 'USD',
						inStock: (h >>> 20) % 5 !== 0,
					},
				],
				shipping: { free: cents > 5000, days: 2 + ((h >>> 3) % 5) },
			},
		};
	}
	// Video pins (poster and length only: the demo world stores no video files). Slots 88–99
	// never overlap the recipe (< 45) and product (< 30) slots above.
	if (VIDEO_TOPICS.has(source.topic.slug) && slot >= 88) {
		return { video: { durationSeconds: 15 + ((h >>> 7) % 586) } };
	}
	return null;
}

/** Categories whose demo pins may be videos (how-tos, workouts, places, looks, dishes). */
const VIDEO_TOPICS = new Set(['diy', 'fitness', 'travel', 'beauty', 'food-drink', 'pets']);

/** BRD-07: the demo board that shows the sensitivity screen, and the reason it shows. */
export const SENSITIVE_DEMO_BOARD = {
	reason: 'This board may contain images some people find upsetting (medical and injury photos).',
} as const;
