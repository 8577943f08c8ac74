import { COLOR_BUCKETS, colorBucket } from '../../platform/media/color-bucket.ts';
import { hexToRgb, PALETTES } from '../../platform/media/palettes.ts';

/**
 * Colour search. A pin's dominant colour is indexed as one cell of an 8×8×8 RGB grid (the high
 * 3 bits of each channel; the migration computes it in SQL, `cellOfHex` is its twin). A colour
 * term becomes the set of cells it covers:
 * - a colour family (`teal`, `grey`: the buckets of PIN-19 `COLORS`) covers the cells where
 *   some colour falls in that bucket;
 * - a named palette colour (`sage green`, `terracotta`) or `#rrggbb` covers the cells near it;
 * - a palette (`ocean-mist`, the find-my-colors quiz's terms) covers the cells near its colours.
 *
 * Every answer is a non-empty list, or null when the term names no colour.
 */
export type ColorCells = readonly number[];

/** Cells whose centre lies within this RGB distance of a colour count as that colour. */
const NEAR = 56;

const ALIASES: Record<string, string> = { grey: 'gray', violet: 'purple', colour: 'color' };

/** The grid cell of `#rrggbb`, as the SQL in the migration computes it. */
export function cellOfHex(hex: string): number {
	const [r, g, b] = hexToRgb(hex);
	return (r >> 5) * 64 + (g >> 5) * 8 + (b >> 5);
}

function centreOf(cell: number): [number, number, number] {
	return [((cell >> 6) & 7) * 32 + 16, ((cell >> 3) & 7) * 32 + 16, (cell & 7) * 32 + 16];
}

function toHex([r, g, b]: [number, number, number]): string {
	return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

// A cell belongs to every family that some of its colours fall in (27 samples per cell), so
// the cells on a border between two families count for both: colour search is generous.
const BUCKET_CELLS = new Map<string, number[]>();
const SAMPLES = [4, 16, 28];
for (let cell = 0; cell < 512; cell++) {
	const base = centreOf(cell).map((v) => v - 16) as [number, number, number];
	const buckets = new Set<string>();
	for (const dr of SAMPLES) {
		for (const dg of SAMPLES) {
			for (const db of SAMPLES) {
				const bucket = colorBucket(toHex([base[0] + dr, base[1] + dg, base[2] + db]));
				if (bucket) buckets.add(bucket);
			}
		}
	}
	for (const bucket of buckets) {
		const list = BUCKET_CELLS.get(bucket) ?? [];
		list.push(cell);
		BUCKET_CELLS.set(bucket, list);
	}
}

/** The cells near one colour (its own cell always included). */
function cellsNearHex(hex: string): number[] {
	const [r, g, b] = hexToRgb(hex);
	const out = new Set<number>([cellOfHex(hex)]);
	for (let cell = 0; cell < 512; cell++) {
		const [cr, cg, cb] = centreOf(cell);
		if (Math.hypot(cr - r, cg - g, cb - b) <= NEAR) out.add(cell);
	}
	return [...out].sort((a, b2) => a - b2);
}

/** Lower-case, words joined by single spaces (`Sage-Green` → `sage green`). */
function nameKey(text: string): string {
	return text
		.toLowerCase()
		.split(/[\s_-]+/u)
		.filter(Boolean)
		.join(' ');
}

const NAMED = new Map<string, string>();
for (const palette of PALETTES) {
	for (const color of palette.colors) {
		if (!NAMED.has(nameKey(color.name))) NAMED.set(nameKey(color.name), color.hex);
	}
}
const PALETTE_CELLS = new Map<string, number[]>(
	PALETTES.map((p) => [
		nameKey(p.name),
		[...new Set(p.colors.flatMap((c) => cellsNearHex(c.hex)))].sort((a, b) => a - b),
	]),
);

/**
 * The cells a colour term covers, or null when the term names no colour. Accepts a colour
 * family, a palette colour name, a palette name, or `#rgb`/`#rrggbb`.
 */
export function colorCellsOf(term: string): ColorCells | null {
	const key = nameKey(term);
	if (!key) return null;
	const hex = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(key.replace(/\s/g, ''));
	if (hex && key.startsWith('#')) {
		const digits =
			hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : (hex[1] as string);
		return cellsNearHex(`#${digits.toLowerCase()}`);
	}
	const family = ALIASES[key] ?? key;
	if ((COLOR_BUCKETS as readonly string[]).includes(family))
		return BUCKET_CELLS.get(family) ?? null;
	const palette = PALETTE_CELLS.get(key);
	if (palette) return palette;
	const named = NAMED.get(key);
	return named ? cellsNearHex(named) : null;
}
