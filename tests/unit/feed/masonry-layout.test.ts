import { describe, expect, it } from 'vitest';
import {
	CARD_TEXT_HEIGHT,
	COLUMN_WIDTH,
	GUTTER,
	gridStyle,
	itemStyle,
	layoutAll,
	layoutColumns,
	MAX_COLUMNS,
	MIN_COLUMNS,
	minWidthFor,
	totalsOf,
} from '~/lib/discovery/feed/masonry-layout.ts';

describe('layoutColumns (PRF-04)', () => {
	it('fills the first row left to right', () => {
		const items = Array.from({ length: 4 }, () => ({ width: 236, height: 354 }));
		const l = layoutColumns(items, 4);
		expect(l.placements.map((p) => p.column)).toEqual([0, 1, 2, 3]);
		expect(l.placements.every((p) => p.a === 0 && p.n === 0)).toBe(true);
	});

	it('puts the next item under the shortest column', () => {
		const items = [
			{ width: 100, height: 300 }, // tall
			{ width: 100, height: 50 }, // wide
			{ width: 100, height: 100 },
		];
		const l = layoutColumns(items, 2);
		expect(l.placements[2]).toEqual({ column: 1, a: 0.5, n: 1 });
		expect(l.totals).toEqual([
			{ a: 3, n: 1 },
			{ a: 1.5, n: 2 },
		]);
	});

	it('keeps every item exactly once and columns never overlap', () => {
		const items = Array.from({ length: 50 }, (_, i) => ({
			width: 236,
			height: 150 + ((i * 37) % 300),
		}));
		for (const l of layoutAll(items)) {
			const perColumn = new Map<number, number[]>();
			for (const [i, p] of l.placements.entries()) {
				perColumn.set(p.column, [...(perColumn.get(p.column) ?? []), i]);
			}
			let count = 0;
			for (const indexes of perColumn.values()) {
				count += indexes.length;
				let y = 0;
				for (const i of indexes) {
					const p = l.placements[i]!;
					const top = p.a * COLUMN_WIDTH + p.n * (CARD_TEXT_HEIGHT + GUTTER);
					expect(top).toBeCloseTo(y, 6);
					y = top + (items[i]!.height / items[i]!.width) * COLUMN_WIDTH + CARD_TEXT_HEIGHT + GUTTER;
				}
			}
			expect(count).toBe(items.length);
		}
	});

	it('treats broken sizes as square', () => {
		const l = layoutColumns(
			[
				{ width: 0, height: 0 },
				{ width: 10, height: 10 },
			],
			1,
		);
		expect(l.totals[0]).toEqual({ a: 2, n: 2 });
	});
});

describe('styles', () => {
	it('emits a placement for every column count', () => {
		const layouts = layoutAll([{ width: 2, height: 3 }]);
		const style = itemStyle(layouts, 0);
		for (let k = MIN_COLUMNS; k <= MAX_COLUMNS; k++) expect(style).toContain(`--c${k}:0`);
		expect(gridStyle(layouts)).toContain('--h2:max(calc(1.5 * var(--cw)');
	});

	it('gives widths that fit whole 236 px columns', () => {
		expect(minWidthFor(2)).toBe(488);
		expect(minWidthFor(5)).toBe(5 * 236 + 4 * 16);
	});
});

describe('continuing a masonry (FED-01, PRF-04)', () => {
	const items = Array.from({ length: 120 }, (_, i) => ({
		width: 236,
		height: 120 + ((i * 53) % 360),
	}));

	it('laying out a list in pages gives the layout of the whole list: nothing placed moves', () => {
		for (let k = MIN_COLUMNS; k <= MAX_COLUMNS; k++) {
			const whole = layoutColumns(items, k);
			let start = layoutColumns([], k).totals;
			const pieces = [];
			for (let i = 0; i < items.length; i += 25) {
				const page = layoutColumns(items.slice(i, i + 25), k, start);
				pieces.push(...page.placements);
				start = page.totals;
			}
			expect(pieces).toEqual(whole.placements);
			expect(start).toEqual(whole.totals);
		}
	});

	it('reads the column totals back from the placed items (as the browser does)', () => {
		const first = layoutAll(items.slice(0, 25));
		const placed = items.slice(0, 25).map((item, i) => ({
			item,
			at: new Map(first.map((l) => [l.columns, l.placements[i]!])),
		}));
		const totals = totalsOf(placed);
		for (const l of first) expect(totals.get(l.columns)).toEqual(l.totals);
		const next = layoutAll(items.slice(25, 50), totals);
		const whole = layoutAll(items.slice(0, 50));
		for (const [j, l] of next.entries()) {
			expect(l.placements).toEqual(whole[j]!.placements.slice(25));
		}
	});
});
