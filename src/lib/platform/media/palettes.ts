/**
 * Named colour palettes for the drawn demo images. Every colour has a plain-English name, so
 * alt texts can say "sage green and cream" and a colour search can later find the pins;
 * every palette has a name so tests and tools can refer to it.
 *
 * Each palette lists five colours, lightest-ish first; drawings pick a background and accents
 * from it freely, so the order is only a hint.
 */
export interface PaletteColor {
	name: string;
	/** `#rrggbb`. */
	hex: string;
}

export interface Palette {
	name: string;
	colors: readonly PaletteColor[];
}

/** One palette per line: `name: colour name #hex, …` (kept compact on purpose). */
const RAW = [
	'terracotta-sun: cream #f6ead8, sand #e3c39d, terracotta #c8653f, mustard #d9a23b, umber #5a3a2a',
	'sage-garden: ivory #f4f1e6, sage green #9caf88, olive #6b7b4b, moss #44553a, clay #c99c7a',
	'ocean-mist: foam #e8f3f4, sea blue #7fb7c9, teal #2f7f8a, navy #1f3a5a, sand #e6d3b3',
	'blush-peony: blush #f8e1e1, peony pink #eba4b5, rose #c9607a, plum #6e2e4f, gold #d6b46a',
	'midnight-neon: midnight #14142b, violet #6c3ce0, magenta #e03c9a, cyan #35d0e0, lemon #f3f06a',
	'citrus-pop: white #fbf8ef, lemon yellow #f7d34a, tangerine #f28b30, lime #9cc83c, coral #f0605d',
	'forest-cabin: linen #efe8dc, pine green #2f5d46, fir #1d3b2e, rust #a4512f, birch #d8cbb3',
	'lavender-fields: lilac #efe7f6, lavender #b9a3d9, purple #7b5aa6, sage #a9b99b, charcoal #3b3a46',
	'nordic-calm: white #f7f7f5, pale grey #dcdcd8, oak #c8a77c, slate #6b7780, black #222426',
	'desert-dusk: peach #fbe2cf, apricot #f2a97e, dusty rose #c97b7b, mauve #8c5a7a, indigo #3a3463',
	'berry-jam: pink #fbe4ea, raspberry #d23a6b, blackberry #4a1942, blueberry #3d4fa3, mint #b8e0c8',
	'coffee-house: milk #f3ebe1, latte #c9a883, mocha #8a5a3c, espresso #3b2418, cinnamon #b9652b',
	'tropical-lagoon: aqua #d8f6f1, turquoise #2ec4b6, palm green #1b8a5a, hibiscus #ff6b6b, mango #ffb347',
	'golden-hour: champagne #fbf0da, honey #f0b94d, amber #d9822b, burgundy #7a2631, dusk blue #4a5a85',
	'mint-sorbet: white #f6fbf8, mint #a8e6cf, pistachio #cde5a1, peach #ffd3b6, salmon #ffaaa5',
	'monochrome-ink: paper white #f5f3ee, light grey #c9c7c2, grey #8a8884, graphite #4a4845, ink black #1a1918',
	'cherry-blossom: petal #fff0f3, sakura pink #f7b7c9, cherry #d64561, bark brown #5b3a36, sky #c9e4f2',
	'alpine-lake: snow #f3f7fa, glacier blue #a7cbe0, lake blue #3f7fb0, spruce #2c4f45, granite #7d8288',
	'retro-diner: cream #fdf3dc, cherry red #d8343f, mint #8fd6c3, butter yellow #f6d46b, chrome #9aa5ad',
	'bohemian-spice: oat #f2e6d2, saffron #e3a52d, paprika #b5442a, teal #2b6f6f, aubergine #4b2642',
	'arctic-night: ice #e6f0f5, aurora green #5ee3a1, aurora teal #2ab7b0, deep blue #143a5e, night #0c1526',
	'rosewood-gold: pearl #f7f1ea, rosewood #8b4a52, mauve #b88594, gold #c9a552, wine #4e1f2a',
	'denim-days: white #f5f7fa, light denim #9db4cf, denim blue #4a6c96, indigo #263a5c, tan #c7a27c',
	'matcha-latte: milk #f5f2e9, matcha green #a9c47f, bamboo #7c9a4f, tea brown #8b6b4a, cream #ece0c4',
	'sunset-surf: sand #fbe9d0, coral #ff7f66, pink #ff5e8e, purple #7e4bb5, ocean blue #2a6f9e',
	'candy-shop: cotton white #fff7fb, bubblegum pink #ff9ecf, baby blue #9fd8ff, lemon #fff08a, grape #a77bff',
	'industrial-loft: concrete #d9d6d0, steel grey #7c8389, brick red #9c4a35, walnut #5c4030, black #1f1f1f',
	'autumn-harvest: parchment #f5ead4, pumpkin #e07b2a, maple red #b0382a, olive #6e7a3a, chestnut #5a3621',
	'emerald-jewel: pearl #f2f0ea, emerald #1f8a5e, sapphire #1f4e8c, ruby #a8243f, gold #d4af37',
	'peach-fuzz: cream #fff3ea, peach #ffbe98, apricot #f59f71, terracotta #c9674a, cocoa #6d4236',
	'power-gym: white #f4f6f8, electric blue #1e6bff, neon green #7cf03d, charcoal #2a2e33, signal orange #ff6a1a',
	'wedding-whites: ivory #fbf8f2, champagne #efe1c6, blush #f2d4d0, eucalyptus #a4b8a6, gold #c9a862',
];

function parse(line: string): Palette {
	const [name, list] = line.split(': ') as [string, string];
	const colors = list.split(', ').map((item) => {
		const at = item.lastIndexOf(' ');
		return { name: item.slice(0, at), hex: item.slice(at + 1) };
	});
	return { name, colors };
}

export const PALETTES: readonly Palette[] = RAW.map(parse);

const BY_NAME = new Map(PALETTES.map((p) => [p.name, p]));

/** The palette with this name; throws for an unknown name (a typo in a topic list). */
export function paletteByName(name: string): Palette {
	const p = BY_NAME.get(name);
	if (!p) throw new Error(`Unknown palette ${name}`);
	return p;
}

/** `#rrggbb` as [r, g, b]. */
export function hexToRgb(hex: string): [number, number, number] {
	const n = Number.parseInt(hex.slice(1), 16);
	return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
