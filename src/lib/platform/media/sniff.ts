/**
 * Magic-byte sniffing and structural checks of uploaded images. Pure: reads bytes, never
 * decodes pixels, never trusts a declared content type or file name.
 *
 * Three questions, answered in this order by the pipeline so each refusal is cheap:
 * 1. `sniffType`: which of the four accepted formats the bytes start as (null for anything else:
 *    SVG, text, HEIC, TIFF, BMP…);
 * 2. `readDimensions`: the width and height the header claims, so an image claiming enormous
 *    dimensions is refused before a decoder allocates anything;
 * 3. `checkStructure`: whether the container is complete (not truncated) and ends where the
 *    image ends (no trailing payload: a JPEG followed by a zip, a GIF followed by HTML).
 */

export type SniffedType = 'jpeg' | 'png' | 'webp' | 'gif';

export interface Dimensions {
	width: number;
	height: number;
}

/** `ok`, or why the container is not a single, complete image. */
export type StructureVerdict = 'ok' | 'truncated' | 'malformed' | 'trailing-data';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Secondary images (MPF, gain maps) a phone may append after the first JPEG. */
const MAX_APPENDED_JPEGS = 8;

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
	if (bytes.length < at + prefix.length) return false;
	return prefix.every((b, i) => bytes[at + i] === b);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
	if (bytes.length < at + length) return '';
	return String.fromCharCode(...bytes.subarray(at, at + length));
}

function u16be(b: Uint8Array, at: number): number {
	return (b[at]! << 8) | b[at + 1]!;
}

function u16le(b: Uint8Array, at: number): number {
	return b[at]! | (b[at + 1]! << 8);
}

function u24le(b: Uint8Array, at: number): number {
	return b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
}

function u32be(b: Uint8Array, at: number): number {
	return ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
}

function u32le(b: Uint8Array, at: number): number {
	return ((b[at + 3]! << 24) >>> 0) + ((b[at + 2]! << 16) | (b[at + 1]! << 8) | b[at]!);
}

/** The accepted format the bytes are, by their magic numbers alone; null for anything else. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
	if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
	if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
	const gif = ascii(bytes, 0, 6);
	if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
	if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
	return null;
}

/**
 * The dimensions the header declares (before any EXIF rotation), or null when the header is
 * missing, cut short or says zero. Reads at most the segments before the first frame, except
 * for GIF: decoders grow a GIF's canvas to fit any frame that reaches past the logical screen,
 * so its size is the screen extended by every frame's extent.
 */
export function readDimensions(bytes: Uint8Array, type: SniffedType): Dimensions | null {
	const d = headerDimensions(bytes, type);
	return d && d.width > 0 && d.height > 0 ? d : null;
}

function headerDimensions(b: Uint8Array, type: SniffedType): Dimensions | null {
	switch (type) {
		case 'png':
			if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
			return { width: u32be(b, 16), height: u32be(b, 20) };
		case 'gif': {
			if (b.length < 10) return null;
			const canvas = { width: u16le(b, 6), height: u16le(b, 8) };
			walkGif(b, (right, bottom) => {
				canvas.width = Math.max(canvas.width, right);
				canvas.height = Math.max(canvas.height, bottom);
			});
			return canvas;
		}
		case 'webp':
			return webpDimensions(b);
		case 'jpeg':
			return jpegDimensions(b);
	}
}

function webpDimensions(b: Uint8Array): Dimensions | null {
	const chunk = ascii(b, 12, 4);
	if (chunk === 'VP8X' && b.length >= 30) {
		return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
	}
	if (chunk === 'VP8 ' && b.length >= 30 && startsWith(b, [0x9d, 0x01, 0x2a], 23)) {
		return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
	}
	if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
		const bits = u32le(b, 21);
		return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
	}
	return null;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic…); not DHT/JPG/DAC. */
function isStartOfFrame(marker: number): boolean {
	return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegDimensions(b: Uint8Array): Dimensions | null {
	let i = 2;
	while (i + 4 <= b.length) {
		if (b[i] !== 0xff) return null;
		while (b[i] === 0xff && i < b.length) i++;
		const marker = b[i++]!;
		if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return null; // no frame header first
		if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
		if (i + 2 > b.length) return null;
		const length = u16be(b, i);
		if (isStartOfFrame(marker)) {
			if (length < 7 || i + 7 > b.length) return null;
			return { width: u16be(b, i + 5), height: u16be(b, i + 3) };
		}
		if (length < 2) return null;
		i += length;
	}
	return null;
}

/**
 * Walks the container to its end marker: `truncated` when the data stops first, `malformed`
 * when the structure is broken, `trailing-data` when anything but zero padding follows the
 * end (the tell of a polyglot). JPEGs may be followed by further whole JPEGs (MPF secondary
 * images and gain maps from phones); anything else after the end is refused.
 */
export function checkStructure(bytes: Uint8Array, type: SniffedType): StructureVerdict {
	let end: number | StructureVerdict;
	switch (type) {
		case 'jpeg':
			return jpegStructure(bytes);
		case 'png':
			end = pngEnd(bytes);
			break;
		case 'gif':
			end = walkGif(bytes);
			break;
		case 'webp':
			end = webpEnd(bytes);
			break;
	}
	if (typeof end !== 'number') return end;
	return onlyPadding(bytes, end) ? 'ok' : 'trailing-data';
}

function onlyPadding(b: Uint8Array, from: number): boolean {
	for (let i = from; i < b.length; i++) if (b[i] !== 0) return false;
	return true;
}

function jpegStructure(b: Uint8Array): StructureVerdict {
	let start = 0;
	for (let n = 0; n <= MAX_APPENDED_JPEGS; n++) {
		const end = jpegEnd(b, start);
		if (typeof end !== 'number') return n === 0 ? end : 'trailing-data';
		if (onlyPadding(b, end)) return 'ok';
		if (!startsWith(b, [0xff, 0xd8, 0xff], end)) return 'trailing-data';
		start = end;
	}
	return 'trailing-data';
}

/** Offset just after the EOI marker of the JPEG starting at `start`. */
function jpegEnd(b: Uint8Array, start: number): number | StructureVerdict {
	let i = start + 2;
	for (;;) {
		if (i >= b.length) return 'truncated';
		if (b[i] !== 0xff) return 'malformed';
		while (i < b.length && b[i] === 0xff) i++;
		if (i >= b.length) return 'truncated';
		const marker = b[i++]!;
		if (marker === 0xd9) return i;
		if (marker === 0x00 || marker === 0xd8) return 'malformed';
		if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
		if (i + 2 > b.length) return 'truncated';
		const length = u16be(b, i);
		if (length < 2) return 'malformed';
		i += length;
		if (i > b.length) return 'truncated';
		if (marker === 0xda) {
			const next = skipEntropyData(b, i);
			if (next < 0) return 'truncated';
			i = next;
		}
	}
}

/** Offset of the first real marker after entropy-coded data (stuffed 00 and RSTn skipped). */
function skipEntropyData(b: Uint8Array, from: number): number {
	let i = from;
	for (;;) {
		const j = b.indexOf(0xff, i);
		if (j < 0 || j + 1 >= b.length) return -1;
		const next = b[j + 1]!;
		if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i = j + 2;
		else if (next === 0xff) i = j + 1;
		else return j;
	}
}

function pngEnd(b: Uint8Array): number | StructureVerdict {
	let i = 8;
	let first = true;
	for (;;) {
		if (i + 12 > b.length) return 'truncated';
		const length = u32be(b, i);
		const type = ascii(b, i + 4, 4);
		if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) return 'malformed';
		if (first && (type !== 'IHDR' || length !== 13)) return 'malformed';
		first = false;
		i += 12 + length;
		if (i > b.length) return 'truncated';
		if (type === 'IEND') return i;
	}
}

/**
 * Walks a GIF's blocks to its trailer and returns the offset after it (or why it cannot), telling
 * `onFrame` where each image descriptor's frame ends (left + width, top + height).
 */
function walkGif(
	b: Uint8Array,
	onFrame?: (right: number, bottom: number) => void,
): number | StructureVerdict {
	if (b.length < 13) return 'truncated';
	let i = 13;
	const packed = b[10]!;
	if (packed & 0x80) i += 3 * 2 ** ((packed & 7) + 1);
	for (;;) {
		if (i >= b.length) return 'truncated';
		const block = b[i++]!;
		if (block === 0x3b) return i;
		if (block === 0x21) {
			i += 1; // extension label
		} else if (block === 0x2c) {
			if (i + 9 > b.length) return 'truncated';
			onFrame?.(u16le(b, i) + u16le(b, i + 4), u16le(b, i + 2) + u16le(b, i + 6));
			const local = b[i + 8]!;
			i += 9;
			if (local & 0x80) i += 3 * 2 ** ((local & 7) + 1);
			i += 1; // LZW minimum code size
		} else {
			return 'malformed';
		}
		// Data sub-blocks, ended by a zero-length one.
		for (;;) {
			if (i >= b.length) return 'truncated';
			const size = b[i++]!;
			if (size === 0) break;
			i += size;
		}
	}
}

function webpEnd(b: Uint8Array): number | StructureVerdict {
	if (b.length < 20) return 'truncated';
	const end = 8 + u32le(b, 4);
	if (end > b.length) return 'truncated';
	let i = 12;
	while (i < end) {
		if (i + 8 > end) return 'malformed';
		const size = u32le(b, i + 4);
		i += 8 + size + (size & 1);
		if (i > end + 1) return 'malformed';
	}
	return Math.min(i, b.length);
}
