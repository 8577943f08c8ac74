import { describe, expect, it } from 'vitest';
import { addItem, moveItem, restackItem, toCollageItems } from '~/islands/collage/collage-state.ts';
import type { SourcePicture } from '~/lib/content/collage/client/collage.api.ts';
import { collageItemsProblem, drawingOrder, WHOLE_PICTURE } from '~/lib/content/collage/collage.ts';
import { visiblePart } from '~/lib/content/collage/collage-geometry.ts';

const picture = (id: string): SourcePicture => ({
	key: `pin:${id}`,
	source: { pin_id: id },
	label: `Pin ${id}`,
	username: 'ana',
	url: '/x.jpg',
	thumbUrl: '/x.jpg',
	width: 400,
	height: 600,
	color: '#000',
});

describe('visiblePart', () => {
	it('BLD-21 maps a cut-out to board pixels and cuts what hangs off the board', () => {
		// Half the board wide, whole 400×600 picture: 500×750 at the corner.
		expect(
			visiblePart({ crop: WHOLE_PICTURE, x: 0, y: 0, scale: 0.5 }, { width: 400, height: 600 }),
		).toEqual({
			source: { left: 0, top: 0, width: 400, height: 600 },
			dest: { left: 0, top: 0, width: 500, height: 750 },
		});
		// The right half of the picture, its left half off the board: only its right quarter shows.
		const part = visiblePart(
			{ crop: { x: 0.5, y: 0, w: 0.5, h: 1 }, x: -0.25, y: 0, scale: 0.5 },
			{ width: 400, height: 600 },
		);
		expect(part).toEqual({
			source: { left: 300, top: 0, width: 100, height: 600 },
			dest: { left: 0, top: 0, width: 250, height: 1500 },
		});
		expect(
			visiblePart({ crop: WHOLE_PICTURE, x: -1, y: 0, scale: 0.5 }, { width: 400, height: 600 }),
		).toBeNull();
		// Scaled far past the board: never more than the board's own pixels.
		const big = visiblePart(
			{ crop: WHOLE_PICTURE, x: -0.5, y: -0.5, scale: 2 },
			{ width: 400, height: 600 },
		)!;
		expect(big.dest).toEqual({ left: 0, top: 0, width: 1000, height: 1500 });
	});

	it('BLD-21 refuses more than 20 cut-outs and crops outside the picture', () => {
		const ok = { crop: WHOLE_PICTURE };
		expect(collageItemsProblem(Array.from({ length: 20 }, () => ok))).toBeNull();
		expect(collageItemsProblem(Array.from({ length: 21 }, () => ok))).toBe('CollageTooManyItems');
		expect(collageItemsProblem([{ crop: { x: 0.5, y: 0, w: 0.6, h: 1 } }])).toBe(
			'CollageCropInvalid',
		);
		expect(collageItemsProblem([{ crop: { x: 0, y: 0, w: Number.NaN, h: 1 } }])).toBe(
			'CollageCropInvalid',
		);
		expect(
			drawingOrder([
				{ z: 2, n: 'a' },
				{ z: 1, n: 'b' },
				{ z: 2, n: 'c' },
			]).map((i) => i.n),
		).toEqual(['b', 'a', 'c']);
	});
});

describe('collage state', () => {
	it('BLD-21 adds, moves within the board, restacks and sends z in stack order', () => {
		let items = addItem([], picture('1'));
		items = addItem(items, picture('2'));
		expect(items.map((i) => i.x)).toEqual([0.25, 0.33]);
		const first = items[0]!.id;
		items = moveItem(items, first, 5, 5);
		expect(items[0]).toMatchObject({ x: 0.95, y: 0.95 });
		items = moveItem(items, first, -10, -10);
		expect(items[0]).toMatchObject({ x: -0.45, y: -0.45 });
		items = restackItem(items, first, 1);
		expect(toCollageItems(items).map((i) => [i.source, i.z])).toEqual([
			[{ pin_id: '2' }, 0],
			[{ pin_id: '1' }, 1],
		]);
	});
});
