import { list, sub, type Topic } from './topic.ts';

/** Art, Design, DIY and Quotes. */
export const ART: Topic = {
	name: 'Art',
	slug: 'art',
	palettes: list(
		'midnight-neon|bohemian-spice|monochrome-ink|sunset-surf|emerald-jewel|desert-dusk',
	),
	adjectives: list('bold|dreamy|abstract|colourful|minimal|vibrant|moody|playful|textured|surreal'),
	endings: list(
		'for beginners|to try this weekend|in five steps|with a limited palette|for your living room wall|inspired by the seaside|in soft pastels',
	),
	sentences: list(
		'Start with a loose sketch and build up the colour.|A limited palette keeps it calm.|Painted in one afternoon with leftover paint.|Prints of this look great in a simple frame.|The texture comes from a dry brush.|Try it small first, then scale it up.',
	),
	boards: list(
		'Art inspiration|Painting ideas|Sketchbook|Wall art|Colour studies|Art I love|Creative practice|Gallery',
	),
	sections: list('Painting|Drawing|Prints|Techniques|Artists|Colour'),
	domains: list(
		'studionotes.example.com|canvasandcoffee.example.org|artdaily.example.net|thepalette.example.com',
	),
	subs: [
		sub(
			'Painting',
			'painting',
			'acrylic landscape|oil still life|palette knife painting|mini canvas',
		),
		sub('Drawing', 'drawing', 'ink sketch|charcoal portrait|sketchbook spread|line drawing'),
		sub(
			'Watercolor',
			'watercolor',
			'watercolor florals|loose watercolor sky|botanical watercolor|watercolor galaxy',
		),
		sub(
			'Abstract art',
			'abstract-art',
			'abstract canvas|colour field painting|geometric print|fluid art pour',
		),
		sub(
			'Illustration',
			'illustration',
			'character illustration|children’s book illustration|digital illustration|editorial illustration',
		),
		sub('Street art', 'street-art', 'mural|street art alley|sticker art wall|chalk art'),
	],
};

export const DESIGN: Topic = {
	name: 'Design',
	slug: 'design',
	palettes: list('nordic-calm|monochrome-ink|retro-diner|midnight-neon|industrial-loft|citrus-pop'),
	adjectives: list('clean|bold|retro|minimal|playful|modern|geometric|elegant|brutalist|timeless'),
	endings: list(
		'that stands out|with a strong grid|for a small brand|in two colours|done right|worth studying|for print and screen',
	),
	sentences: list(
		'Notice how much white space is left around the mark.|Two typefaces, no more.|The grid does most of the work here.|Great reference for your next project.|Colour used sparingly makes it sing.|Simple shapes, carefully balanced.',
	),
	boards: list(
		'Design inspiration|Typography|Branding|Layouts|Logo love|Posters|Architecture|Design references',
	),
	sections: list('Logos|Posters|Web|Packaging|Type|Colour'),
	domains: list(
		'gridsystem.example.com|designlog.example.org|kerning.example.net|thebrief.example.com',
	),
	subs: [
		sub(
			'Graphic design',
			'graphic-design',
			'poster layout|album cover|event flyer|magazine spread',
		),
		sub(
			'Typography',
			'typography',
			'type specimen|hand lettering|variable font poster|serif headline',
		),
		sub('Logo design', 'logo-design', 'monogram logo|wordmark|badge logo|brand identity'),
		sub(
			'Architecture',
			'architecture',
			'concrete house|glass pavilion|spiral staircase|courtyard house',
		),
		sub('Product design', 'product-design', 'desk lamp|ceramic mug|modular shelf|chair design'),
	],
};

export const DIY: Topic = {
	name: 'DIY',
	slug: 'diy',
	palettes: list('autumn-harvest|candy-shop|retro-diner|sage-garden|citrus-pop|terracotta-sun'),
	adjectives: list('easy|cheap|quick|handmade|upcycled|clever|kid-friendly|weekend|no-sew|rustic'),
	endings: list(
		'from scrap wood|in an afternoon|for under $20|with the kids|from things you already have|step by step|that looks store-bought',
	),
	sentences: list(
		'All you need is glue, paint and an afternoon.|Step-by-step photos in the post.|Made this with leftover supplies.|Sand between coats for a smooth finish.|Great gift idea, too.|Measure twice, cut once.',
	),
	boards: list(
		'DIY projects|Crafts|Weekend projects|Handmade|Make it|Upcycle ideas|Craft room|Gift ideas',
	),
	sections: list('Wood|Paper|Fabric|Kids|Gifts|Garden'),
	domains: list(
		'makerspace.example.com|craftycorner.example.org|handmadehome.example.net|diyweekend.example.com',
	),
	subs: [
		sub(
			'Crafts',
			'crafts',
			'paper garland|clay earrings|macrame wall hanging|pressed flower frame',
		),
		sub('Woodworking', 'woodworking', 'floating shelf|cutting board|plant stand|step stool'),
		sub(
			'Home projects',
			'home-projects',
			'painted accent wall|peel-and-stick backsplash|closet makeover|headboard project',
		),
		sub('Sewing', 'sewing', 'tote bag|linen apron|patchwork quilt|scrunchies'),
		sub('Upcycling', 'upcycling', 'jar lanterns|dresser flip|tin can planters|old sweater pillow'),
		sub(
			'Kids crafts',
			'kids-crafts',
			'paper plate animals|salt dough ornaments|cardboard castle|painted rocks',
		),
	],
};

export const QUOTES: Topic = {
	name: 'Quotes',
	slug: 'quotes',
	palettes: list(
		'monochrome-ink|lavender-fields|cherry-blossom|golden-hour|mint-sorbet|peach-fuzz',
	),
	adjectives: list('gentle|honest|bright|quiet|brave|kind|hopeful|simple'),
	endings: list(
		'— a reminder for Monday|— save for later|— words to live by|— for a slow Sunday|— pin it for a hard day',
	),
	sentences: list(
		'Something to read on a hard day.|Written on a sticky note on my mirror.|Share it with someone who needs it.|A small reminder to slow down.|Print it and keep it on your desk.|Saving this for the new year.',
	),
	templates: list('“{Subject}”|“{Subject}” {ending}|{Subject}'),
	boards: list(
		'Quotes|Words to live by|Good vibes|Inspiration|Note to self|Daily reminders|Mood|Wise words',
	),
	sections: list('Life|Love|Work|Funny|Calm|Courage'),
	domains: list(
		'dailywords.example.com|kindnotes.example.org|quoteboard.example.net|smallreminders.example.com',
	),
	subs: [
		sub(
			'Inspirational quotes',
			'inspirational-quotes',
			'small steps still move you forward|bloom where you are planted|the best view comes after the hardest climb|start where you are',
		),
		sub(
			'Love quotes',
			'love-quotes',
			'home is wherever you are|you are my favourite hello|love is in the little things|together is a wonderful place to be',
		),
		sub(
			'Funny quotes',
			'funny-quotes',
			'but first, coffee|I run on tea and good intentions|adulting is mostly looking for snacks|my plants and I are both thriving, mostly',
		),
		sub(
			'Motivational quotes',
			'motivational-quotes',
			'done is better than perfect|make today count|progress, not perfection|you are stronger than you think',
		),
		sub(
			'Life quotes',
			'life-quotes',
			'slow down and enjoy the little things|collect moments, not things|choose joy|every day is a fresh start',
		),
	],
};
