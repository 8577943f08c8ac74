import { z } from 'zod';
import type { Crop } from './crop.ts';

const fraction = z.number().min(0).max(1);

/** SRC-06 `crop` option: fractions of the upright picture (`isValidCrop` checks the rest). */
export const cropSchema = z
	.object({
		/** Left edge, a fraction of the width. */
		x: fraction,
		/** Top edge, a fraction of the height. */
		y: fraction,
		/** Width, a fraction of the width. */
		w: fraction,
		/** Height, a fraction of the height. */
		h: fraction,
	})
	.strict() satisfies z.ZodType<Crop>;
