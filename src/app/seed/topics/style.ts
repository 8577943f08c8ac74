import { list, sub, type Topic } from './topic.ts';

/** Beauty, Women's Fashion, Men's Fashion and Weddings. */
export const BEAUTY: Topic = {
	name: 'Beauty',
	slug: 'beauty',
	palettes: list('blush-peony|cherry-blossom|rosewood-gold|peach-fuzz|candy-shop|lavender-fields'),
	adjectives: list('natural|glowy|soft|bold|everyday|five-minute|dewy|glam|fresh|effortless'),
	endings: list(
		'for beginners|for every day|that lasts all day|for sensitive skin|in five minutes|for a night out|with drugstore products',
	),
	sentences: list(
		'Less product, more glow.|Patch test first, always.|Works on short and long hair alike.|A dab of highlighter on the cheekbones finishes it.|My morning routine in four steps.|Drugstore finds that punch above their price.',
	),
	boards: list(
		'Beauty tips|Makeup looks|Skincare routine|Hair ideas|Nail art|Self care|Glow up|Beauty favourites',
	),
	sections: list('Makeup|Skincare|Hair|Nails|Products|Routines'),
	domains: list(
		'glowguide.example.com|beautyshelf.example.org|thevanity.example.net|softglam.example.com',
	),
	subs: [
		sub(
			'Makeup',
			'makeup',
			'no-makeup makeup look|smoky eye|glossy lip|blush placement|winged liner',
		),
		sub('Skincare', 'skincare', 'morning skincare routine|face mask|serum shelf|night routine'),
		sub('Nails', 'nails', 'french manicure|nail art|pastel nails|chrome nails|short nail design'),
		sub(
			'Hairstyles',
			'hairstyles',
			'messy bun|braided crown|beach waves|sleek ponytail|bob haircut',
		),
		sub('Fragrance', 'fragrance', 'perfume shelf|signature scent|fragrance layering|vanity tray'),
	],
};

export const WOMENS_FASHION: Topic = {
	name: "Women's Fashion",
	slug: 'womens-fashion',
	palettes: list('blush-peony|denim-days|rosewood-gold|desert-dusk|lavender-fields|peach-fuzz'),
	adjectives: list(
		'casual|chic|effortless|cozy|classic|minimal|boho|polished|vintage-inspired|relaxed',
	),
	endings: list(
		'for spring|for the office|for a weekend away|for fall|with white sneakers|on a budget|for date night',
	),
	sentences: list(
		'Tuck in the front only for a relaxed shape.|Neutral basics, one statement piece.|Roll the sleeves twice.|Works with boots or sneakers.|A capsule of ten pieces goes a long way.|Gold jewellery warms up the whole look.',
	),
	boards: list(
		'Outfit ideas|My style|Spring outfits|Capsule wardrobe|Work wear|Fall fashion|Closet goals|Style inspo',
	),
	sections: list('Tops|Dresses|Shoes|Bags|Jewellery|Outerwear'),
	domains: list(
		'closetdiary.example.com|stylefile.example.org|thelookbook.example.net|wearitwell.example.com',
	),
	subs: [
		sub(
			'Outfits',
			'womens-outfits',
			'linen set|trench coat outfit|denim and blazer look|knit sweater outfit|capsule wardrobe',
		),
		sub('Dresses', 'dresses', 'wrap dress|slip dress|floral midi dress|little black dress'),
		sub(
			'Street style',
			'womens-street-style',
			'street style look|oversized blazer outfit|leather jacket look|layered outfit',
		),
		sub('Shoes', 'womens-shoes', 'ankle boots|ballet flats|strappy sandals|white sneakers'),
		sub(
			'Accessories',
			'womens-accessories',
			'gold jewellery stack|woven bag|silk scarf|statement earrings',
		),
	],
};

export const MENS_FASHION: Topic = {
	name: "Men's Fashion",
	slug: 'mens-fashion',
	palettes: list('denim-days|industrial-loft|nordic-calm|forest-cabin|monochrome-ink|coffee-house'),
	adjectives: list(
		'smart casual|classic|rugged|clean|layered|minimal|tailored|relaxed|sharp|timeless',
	),
	endings: list(
		'for the office|for weekends|for fall|for a wedding guest|that never goes out of style|on a budget|for travel',
	),
	sentences: list(
		'Fit first, then fabric.|A good jacket fixes almost any outfit.|Keep the colours to three at most.|Roll the cuffs once for a cleaner line.|Invest in shoes, save on basics.|Works from desk to dinner.',
	),
	boards: list(
		"Men's style|Outfits|Suits and tailoring|Sneakers|Watches|Grooming|Capsule wardrobe|Style guide",
	),
	sections: list('Casual|Formal|Shoes|Accessories|Outerwear|Grooming'),
	domains: list(
		'gentsguide.example.com|tailored.example.org|threadcount.example.net|menswear.example.com',
	),
	subs: [
		sub(
			"Men's outfits",
			'mens-outfits',
			'chore coat outfit|oxford shirt look|chinos and knit|overshirt layering',
		),
		sub('Suits', 'suits', 'navy suit|linen suit|tweed blazer|double-breasted suit'),
		sub(
			'Streetwear',
			'mens-streetwear',
			'hoodie layering|cargo pants outfit|bomber jacket look|graphic tee outfit',
		),
		sub(
			'Sneakers',
			'sneakers',
			'white leather sneakers|retro runners|high-top sneakers|sneaker shelf',
		),
		sub('Watches', 'watches', 'field watch|dive watch|minimalist watch|watch roll'),
	],
};

export const WEDDINGS: Topic = {
	name: 'Weddings',
	slug: 'weddings',
	palettes: list('wedding-whites|blush-peony|rosewood-gold|cherry-blossom|sage-garden|golden-hour'),
	adjectives: list('romantic|rustic|elegant|intimate|garden|boho|timeless|modern|whimsical|golden'),
	endings: list(
		'for a summer wedding|on a budget|for an outdoor ceremony|with eucalyptus|in blush and gold|for a small guest list|you will want to copy',
	),
	sentences: list(
		'We kept the guest list small and the table long.|Fresh flowers from the local market.|Candles everywhere for the evening.|Borrowed, thrifted and a few new pieces.|Our planner’s best tip: eat breakfast.|A soft palette photographs beautifully.',
	),
	boards: list(
		'Wedding ideas|Our big day|Wedding flowers|Dream wedding|Bridal|Wedding decor|Reception ideas|Someday',
	),
	sections: list('Dress|Flowers|Cake|Venue|Decor|Invitations'),
	domains: list(
		'ido.example.com|weddingnotes.example.org|thebigday.example.net|bridalbook.example.com',
	),
	subs: [
		sub(
			'Wedding dresses',
			'wedding-dresses',
			'lace wedding dress|minimalist bridal gown|boho wedding dress|bridal veil',
		),
		sub(
			'Wedding flowers',
			'wedding-flowers',
			'bridal bouquet|floral arch|peony centerpiece|flower crown',
		),
		sub(
			'Wedding decor',
			'wedding-decor',
			'long reception table|candlelit aisle|welcome sign|fairy light canopy',
		),
		sub(
			'Wedding cakes',
			'wedding-cakes',
			'naked wedding cake|buttercream cake|dessert table|cupcake tower',
		),
		sub(
			'Invitations',
			'wedding-invitations',
			'letterpress invitation|save the date card|wax seal envelope|menu card',
		),
		sub(
			'Bridesmaids',
			'bridesmaids',
			'bridesmaid dresses|bridesmaid proposal box|mismatched bridesmaids|bridal party photo',
		),
	],
};
