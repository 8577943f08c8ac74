import { describe, expect, it } from 'vitest';
import { cropForKey, moveCrop, resizeCrop } from '~/lib/platform/ui/crop-box.ts';

/** Visual search's box (SRC-06): 5% steps, no finer step, sides of at least 5%. */
const VISUAL = { minSide: 0.05, step: 0.05 };
/** The collage's cut-out box (BLD-21): 5% steps, 1% with Alt, sides of at least 2%. */
const COLLAGE = { minSide: 0.02, step: 0.05, fineStep: 0.01 };

describe('cropForKey', () => {
	const box = { x: 0.25, y: 0.25, w: 0.5, h: 0.5 };

	it('SRC-06: arrow keys move the box inside the picture; Shift+arrows resize it', () => {
		expect(cropForKey(box, 'ArrowRight', { shift: false }, VISUAL)).toEqual({ ...box, x: 0.3 });
		expect(cropForKey(box, 'ArrowDown', { shift: true }, VISUAL)).toEqual({ ...box, h: 0.55 });
		expect(cropForKey(box, 'Enter', { shift: false }, VISUAL)).toBeNull();
	});

	it('Alt takes the fine step only where the rules have one', () => {
		expect(cropForKey(box, 'ArrowLeft', { shift: false, alt: true }, VISUAL)).toEqual({
			...box,
			x: 0.2,
		});
		expect(cropForKey(box, 'ArrowLeft', { shift: false, alt: true }, COLLAGE)).toEqual({
			...box,
			x: 0.24,
		});
		expect(cropForKey(box, 'ArrowUp', { shift: true, alt: true }, COLLAGE)).toEqual({
			...box,
			h: 0.49,
		});
	});
});

describe('moveCrop and resizeCrop', () => {
	const box = { x: 0.25, y: 0.25, w: 0.5, h: 0.5 };

	it('keep the box inside the picture and no smaller than the rules allow', () => {
		expect(moveCrop(box, 1, 1)).toEqual({ ...box, x: 0.5, y: 0.5 });
		expect(resizeCrop(box, -1, 1, VISUAL.minSide)).toEqual({ ...box, w: 0.05, h: 0.75 });
		expect(resizeCrop(box, -1, -1, COLLAGE.minSide)).toEqual({ ...box, w: 0.02, h: 0.02 });
	});

	it('keep the other fields of the crop', () => {
		const tagged = { ...box, id: 'a' };
		expect(moveCrop(tagged, 0.1, 0).id).toBe('a');
	});
});
