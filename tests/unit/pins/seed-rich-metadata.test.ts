import { describe, expect, it } from 'vitest';
import { planRichMetadata } from '~/app/seed/rich-metadata-plan.ts';
import type { PinPlan } from '~/app/seed/world.ts';
import { parseRichMetadata } from '~/lib/content/pins/rich-metadata.ts';

function plan(slug: string, n: number, origin: PinPlan | null = null): PinPlan {
	return {
		title: `Idea ${n}`,
		description: `Words ${n}`,
		topic: { slug },
		origin,
	} as unknown as PinPlan;
}

describe('planRichMetadata (seed, PIN-07)', () => {
	it('gives some food pins recipes and some fashion pins products, valid by the schema', () => {
		const food = Array.from({ length: 200 }, (_, n) => planRichMetadata(plan('food-drink', n)));
		const recipes = food.filter((m) => m?.recipe);
		expect(recipes.length).toBeGreaterThan(40);
		expect(recipes.length).toBeLessThan(160);
		const fashion = Array.from({ length: 200 }, (_, n) =>
			planRichMetadata(plan('womens-fashion', n)),
		);
		const products = fashion.filter((m) => m?.product);
		expect(products.length).toBeGreaterThan(20);
		for (const meta of [...recipes, ...products]) {
			expect(parseRichMetadata(JSON.stringify(meta))).toEqual(meta);
		}
		expect(planRichMetadata(plan('quotes', 1))).toBeNull();
	});

	it('is deterministic and saves carry their original’s metadata', () => {
		const original = plan('food-drink', 7);
		expect(planRichMetadata(original)).toEqual(planRichMetadata(plan('food-drink', 7)));
		expect(planRichMetadata(plan('art', 99, original))).toEqual(planRichMetadata(original));
	});
});
