/** The product's name, used wherever the spec's strings name the original product. */
export const BRAND = 'Corkboard';

/** Short description used in meta tags of pages without their own. */
export const BRAND_TAGLINE = 'Find and save ideas for recipes, homes, style, travel and more.';
