/**
 * Server-side masonry (PRF-04): cards of 236 px columns placed from known image sizes, so the
 * grid is right before any script runs and with JavaScript off.
 *
 * How it works: for every column count from MIN_COLUMNS to MAX_COLUMNS we place the items
 * greedily into the shortest column (Gestalt's default layout). An item's vertical offset is
 * `a × columnWidth + n × (CARD_TEXT_HEIGHT + gap)`, where `a` is the sum of height/width ratios
 * of the images above it in its column and `n` their count. Keeping `a` and `n` apart lets CSS
 * compute positions for any column width (fixed 236 px on desktop, fluid on phones); a container
 * query picks the column count that fits. See src/components/feed/README.md.
 */

export const COLUMN_WIDTH = 236;
export const GUTTER = 16;
/** Height of the text under each image: 8 px gap plus one 20 px title line. */
export const CARD_TEXT_HEIGHT = 28;
export const MIN_COLUMNS = 2;
export const MAX_COLUMNS = 8;

export interface MasonryItem {
	/** Image width and height; only the ratio matters. */
	width: number;
	height: number;
}

export interface Placement {
	column: number;
	/** Sum of height/width ratios above this item in its column. */
	a: number;
	/** Number of items above this item in its column. */
	n: number;
}

export interface ColumnLayout {
	columns: number;
	placements: Placement[];
	/** Per column: total ratio sum and item count (the column's height is derived from both). */
	totals: { a: number; n: number }[];
}

/** Per column: ratio sum and item count so far (a grid's state, for continuing it). */
export type ColumnTotals = readonly { a: number; n: number }[];

/**
 * Places items into `columns` columns, each into the column that is shortest at 236 px.
 * `start` continues a grid whose columns already hold items (the next page of an endless grid):
 * the new items go on under them as if the whole list had been laid out at once. Greedy
 * placement only looks at what is above, so laying out a list in pieces gives exactly the
 * layout of the whole list, and nothing already placed ever moves.
 */
export function layoutColumns(
	items: readonly MasonryItem[],
	columns: number,
	start?: ColumnTotals,
): ColumnLayout {
	const totals = Array.from({ length: columns }, (_, c) => ({
		a: start?.[c]?.a ?? 0,
		n: start?.[c]?.n ?? 0,
	}));
	const heightAt = (t: { a: number; n: number }) =>
		t.a * COLUMN_WIDTH + t.n * (CARD_TEXT_HEIGHT + GUTTER);
	const placements = items.map((item) => {
		let best = 0;
		for (let c = 1; c < columns; c++) {
			if (heightAt(totals[c]!) < heightAt(totals[best]!)) best = c;
		}
		const column = totals[best]!;
		const placement = { column: best, a: column.a, n: column.n };
		column.a += ratio(item);
		column.n += 1;
		return placement;
	});
	return { columns, placements, totals };
}

/** Height/width ratio, guarded against zero sizes. */
function ratio(item: MasonryItem): number {
	return item.width > 0 && item.height > 0 ? item.height / item.width : 1;
}

/**
 * Layouts for every supported column count; `starts` (by column count) continues grids that
 * already hold items (see `layoutColumns`).
 */
export function layoutAll(
	items: readonly MasonryItem[],
	starts?: ReadonlyMap<number, ColumnTotals>,
): ColumnLayout[] {
	const out: ColumnLayout[] = [];
	for (let k = MIN_COLUMNS; k <= MAX_COLUMNS; k++)
		out.push(layoutColumns(items, k, starts?.get(k)));
	return out;
}

/**
 * The column totals of placed items, per column count: each item's placement (`column`, `a`,
 * `n`) for every count plus its own ratio. What the browser reads back from a server-laid grid
 * (`--cK`/`--aK`/`--nK` and the image's size) to continue it.
 */
export function totalsOf(
	placed: readonly { item: MasonryItem; at: ReadonlyMap<number, Placement> }[],
): Map<number, ColumnTotals> {
	const out = new Map<number, { a: number; n: number }[]>();
	for (let k = MIN_COLUMNS; k <= MAX_COLUMNS; k++) {
		out.set(
			k,
			Array.from({ length: k }, () => ({ a: 0, n: 0 })),
		);
	}
	for (const { item, at } of placed) {
		for (const [k, p] of at) {
			const column = out.get(k)?.[p.column];
			if (!column || p.n + 1 <= column.n) continue;
			column.a = p.a + ratio(item);
			column.n = p.n + 1;
		}
	}
	return out;
}

/** Smallest container width (px) at which `columns` fixed-width columns fit. */
export function minWidthFor(columns: number): number {
	return columns * COLUMN_WIDTH + (columns - 1) * GUTTER;
}

const fmt = (x: number) => (Math.round(x * 1000) / 1000).toString();

/** Inline custom properties for one item: `--c3:1;--a3:2.5;--n3:2;…` for every column count. */
export function itemStyle(layouts: readonly ColumnLayout[], index: number): string {
	return layouts
		.map((l) => {
			const p = l.placements[index]!;
			return `--c${l.columns}:${p.column};--a${l.columns}:${fmt(p.a)};--n${l.columns}:${p.n}`;
		})
		.join(';');
}

/** Inline custom properties for the grid: its height per column count, as CSS `max()` of columns. */
export function gridStyle(layouts: readonly ColumnLayout[]): string {
	return layouts
		.map((l) => {
			const cols = l.totals.filter((t) => t.n > 0);
			if (cols.length === 0) return `--h${l.columns}:0px`;
			const parts = cols.map(
				(t) => `calc(${fmt(t.a)} * var(--cw) + ${t.n} * (${CARD_TEXT_HEIGHT}px + var(--gap)))`,
			);
			return `--h${l.columns}:max(${parts.join(',')})`;
		})
		.join(';');
}
