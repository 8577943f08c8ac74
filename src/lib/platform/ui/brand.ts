/** The product's name, used wherever the spec's strings name the original product. */
export const BRAND = 'Corkboard';
