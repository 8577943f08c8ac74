/**
 * PIN-19 `COLORS`: a pin's dominant colour (`#rrggbb`) put in one of a dozen named buckets, the
 * way a person would name it. Neutral colours go by lightness (black, gray, white) and browns are
 * dark or muted oranges; the rest go by hue.
 */
export const COLOR_BUCKETS = [
	'red',
	'orange',
	'yellow',
	'green',
	'teal',
	'blue',
	'purple',
	'pink',
	'brown',
	'black',
	'gray',
	'white',
] as const;

export type ColorBucket = (typeof COLOR_BUCKETS)[number];

export function isColorBucket(value: string): value is ColorBucket {
	return (COLOR_BUCKETS as readonly string[]).includes(value);
}

/** The bucket of `#rrggbb` (or `#rgb`); null when the text is not a colour. */
export function colorBucket(hex: string): ColorBucket | null {
	const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
	if (!m) return null;
	const digits = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
	const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16) / 255) as [
		number,
		number,
		number,
	];
	const max = Math.max(r, g, b);
	const min = Math.min(r, g, b);
	const lightness = (max + min) / 2;
	const chroma = max - min;
	const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
	if (lightness < 0.12) return 'black';
	if (lightness > 0.92) return 'white';
	if (saturation < 0.15 || chroma < 0.08) return 'gray';
	let hue: number;
	if (max === r) hue = ((g - b) / chroma) % 6;
	else if (max === g) hue = (b - r) / chroma + 2;
	else hue = (r - g) / chroma + 4;
	hue = (hue * 60 + 360) % 360;
	if (hue >= 15 && hue < 50 && (lightness < 0.45 || saturation < 0.45)) return 'brown';
	if (hue < 15 || hue >= 345) return 'red';
	if (hue < 40) return 'orange';
	if (hue < 70) return 'yellow';
	if (hue < 160) return 'green';
	if (hue < 195) return 'teal';
	if (hue < 255) return 'blue';
	if (hue < 290) return 'purple';
	return 'pink';
}
