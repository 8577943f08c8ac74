import { z } from 'zod';

/** An interest id as clients send it: decimal text (numbers are accepted and turned into text). */
export const interestIdOption = z
	.union([z.string().min(1).max(24), z.number().int().positive()])
	.transform((v) => String(v));

/**
 * `interest_list`: a JSON list of ids, or one comma-separated string of them (both forms are in
 * use by clients). Length is checked by the service (`TooManyInterests`).
 */
export const interestListOption = z
	.union([z.array(interestIdOption).max(500), z.string().max(12_000)])
	.transform((v) =>
		Array.isArray(v)
			? v
			: v
					.split(',')
					.map((s) => s.trim())
					.filter((s) => s !== ''),
	);

/** Paging options as feed resources take them (`bookmarks` is what the original client sends). */
export const pagingOptions = {
	page_size: z.coerce.number().int().min(1).max(100).optional(),
	bookmarks: z.array(z.string().max(500)).max(5).optional(),
	bookmark: z.string().max(500).optional(),
	field_set_key: z.string().max(50).optional(),
};
