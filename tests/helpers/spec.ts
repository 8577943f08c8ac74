/** NAV-08: the ideas categories, in menu order, as the spec lists them. */
export const NAV_08_CATEGORIES = [
	'Art',
	'Pets',
	'Beauty',
	'Design',
	'Food & Drink',
	"Women's Fashion",
	"Men's Fashion",
	'Home Decor',
	'DIY',
	'Quotes',
	'Travel',
	'Fitness',
	'Weddings',
] as const;
