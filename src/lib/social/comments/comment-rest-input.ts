import { z } from 'zod';
import { FLAG_REASONS } from './comment.ts';

/**
 * Input fields of the comments' REST paths, which take JSON or form bodies (so booleans and
 * numbers may arrive as text).
 */

/** `true`/`false` as JSON, or as the form texts `true`, `false`, `1`, `0`. */
export const flag = z.union([
	z.boolean(),
	z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

/** An id as sent; a malformed one is simply not found. */
export const restId = z.string().min(1).max(40);

/** CMT-09: the one reaction type there is (1, a like). */
export const reactionType = z.coerce.number().int().min(1).max(1);

/** CMT-07, CMT-09: acting for a business the viewer runs; not offered yet, accepted and ignored. */
export const orbacSubjectId = restId.optional();

/** CMT-04's report fields. */
export const flagInput = z.object({
	commentId: restId.optional(),
	reason: z.enum(FLAG_REASONS),
	detailedReasons: z.union([z.string().max(1000), z.array(z.string().max(200)).max(10)]).optional(),
});
