import type { SourcePicture } from '~/lib/content/collage/client/collage.api.ts';
import {
	CANVAS_HEIGHT,
	CANVAS_WIDTH,
	type CollageCrop,
	type CollageItemInput,
	MAX_COLLAGE_ITEMS,
	MAX_POSITION,
	MAX_SCALE,
	MIN_POSITION,
	MIN_SCALE,
	WHOLE_PICTURE,
} from '~/lib/content/collage/collage.ts';
import { cutOutAspect } from '~/lib/content/collage/collage-geometry.ts';
import { formatNumber } from '~/lib/platform/i18n/format.ts';
import collageMessages from '~/messages/collage/index.ts';

/**
 * The collage being made, pure: the cut-outs in stacking order (the last is on top), each a
 * picture, its cut-out and its place. Every change answers a new list; the island keeps it in
 * React state and sends `toCollageItems` when publishing.
 */
export interface PlacedItem {
	id: string;
	picture: SourcePicture;
	crop: CollageCrop;
	/** Top-left corner, fractions of the board's width and height. */
	x: number;
	y: number;
	/** Width, a fraction of the board's width. */
	scale: number;
}

/** How much of a cut-out must stay on the board, a fraction of its side. */
const KEEP_ON_BOARD = 0.05;
const round = (v: number) => Math.round(v * 10_000) / 10_000;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The cut-out's height on the board, a fraction of the board's height. */
function heightOnBoard(item: Pick<PlacedItem, 'picture' | 'crop' | 'scale'>): number {
	const aspect = cutOutAspect(item.crop, item.picture.width, item.picture.height);
	return (item.scale * CANVAS_WIDTH) / aspect / CANVAS_HEIGHT;
}

/** The item with its corner kept where some of it stays on the board. */
function kept(item: PlacedItem): PlacedItem {
	const h = heightOnBoard(item);
	return {
		...item,
		x: round(clamp(item.x, Math.max(MIN_POSITION, KEEP_ON_BOARD - item.scale), 1 - KEEP_ON_BOARD)),
		y: round(clamp(item.y, Math.max(MIN_POSITION, KEEP_ON_BOARD - h), 1 - KEEP_ON_BOARD)),
	};
}

let counter = 0;

/** Adds a picture, whole, half the board wide, near the middle, on top of the others. */
export function addItem(items: readonly PlacedItem[], picture: SourcePicture): PlacedItem[] {
	if (items.length >= MAX_COLLAGE_ITEMS) return [...items];
	counter += 1;
	const offset = (items.length % 5) * 0.08;
	const base: PlacedItem = {
		id: `item-${counter}`,
		picture,
		crop: WHOLE_PICTURE,
		x: 0.25 + offset,
		y: 0,
		scale: 0.5,
	};
	const h = heightOnBoard(base);
	return [...items, kept({ ...base, y: Math.max(0, (1 - h) / 2) + offset })];
}

function update(
	items: readonly PlacedItem[],
	id: string,
	change: (item: PlacedItem) => PlacedItem,
): PlacedItem[] {
	return items.map((item) => (item.id === id ? kept(change(item)) : item));
}

/** Moves an item by `dx`, `dy` (fractions of the board). */
export function moveItem(items: readonly PlacedItem[], id: string, dx: number, dy: number) {
	return update(items, id, (item) => ({ ...item, x: item.x + dx, y: item.y + dy }));
}

/** Puts an item's corner at `x`, `y`. */
export function placeItem(items: readonly PlacedItem[], id: string, x: number, y: number) {
	return update(items, id, (item) => ({ ...item, x, y }));
}

/** Sets an item's width on the board (kept within MIN_SCALE..MAX_SCALE). */
export function scaleItem(items: readonly PlacedItem[], id: string, scale: number) {
	return update(items, id, (item) => ({
		...item,
		scale: round(clamp(scale, MIN_SCALE, MAX_SCALE)),
	}));
}

/** Changes an item's cut-out, keeping its width. */
export function cropItem(items: readonly PlacedItem[], id: string, crop: CollageCrop) {
	return update(items, id, (item) => ({ ...item, crop }));
}

/** Moves an item one step up (`+1`, bring forward) or down (`-1`, send backward) the stack. */
export function restackItem(items: readonly PlacedItem[], id: string, step: 1 | -1): PlacedItem[] {
	const list = [...items];
	const i = list.findIndex((item) => item.id === id);
	const j = i + step;
	if (i < 0 || j < 0 || j >= list.length) return list;
	[list[i], list[j]] = [list[j]!, list[i]!];
	return list;
}

export function removeItem(items: readonly PlacedItem[], id: string): PlacedItem[] {
	return items.filter((item) => item.id !== id);
}

/** The items as `CollageResource create` takes them (`z` is the place in the stack). */
export function toCollageItems(items: readonly PlacedItem[]): CollageItemInput[] {
	return items.map((item, z) => ({
		source: item.picture.source,
		crop: item.crop,
		x: clamp(item.x, MIN_POSITION, MAX_POSITION),
		y: clamp(item.y, MIN_POSITION, MAX_POSITION),
		scale: item.scale,
		z,
	}));
}

const pct = (v: number) => formatNumber(v, { style: 'percent' });

/** What a screen reader hears for an item: which picture, where and how big. */
export function describeItem(item: PlacedItem, index: number, count: number): string {
	return collageMessages().describeItem({
		n: index + 1,
		count,
		label: item.picture.label,
		x: pct(item.x),
		y: pct(item.y),
		scale: pct(item.scale),
	});
}
