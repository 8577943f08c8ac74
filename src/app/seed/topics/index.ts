import { ART, DESIGN, DIY, QUOTES } from './creative.ts';
import { FITNESS, FOOD_DRINK, HOME_DECOR, PETS, TRAVEL } from './living.ts';
import { BEAUTY, MENS_FASHION, WEDDINGS, WOMENS_FASHION } from './style.ts';
import type { Topic } from './topic.ts';

export type { SubTopic, Topic } from './topic.ts';

/** The 13 idea categories, in NAV-08's order (their `position`). */
export const TOPICS: readonly Topic[] = [
	ART,
	PETS,
	BEAUTY,
	DESIGN,
	FOOD_DRINK,
	WOMENS_FASHION,
	MENS_FASHION,
	HOME_DECOR,
	DIY,
	QUOTES,
	TRAVEL,
	FITNESS,
	WEDDINGS,
];
