/**
 * The home page's head: what a search result or a shared link to `/` shows. A real title and
 * description instead of the brand alone, and a picture (`public/og/corkboard.png`, 1200×630,
 * the size link previews ask for), so a shared `/` is not a blank card.
 */
export const HOME_TITLE = 'Find and save ideas for recipes, homes, style and travel';

export const HOME_DESCRIPTION =
	'Discover recipes, home and garden ideas, outfits, crafts and places to go, and save the ones ' +
	'you love to boards of your own. Follow people and topics for more like them. Free to join.';

export const HOME_IMAGE = {
	url: '/og/corkboard.png',
	width: 1200,
	height: 630,
	alt: 'Corkboard: a wall of pinned ideas in many colours, with the words "Find and save ideas for recipes, homes, style, travel and more."',
} as const;
