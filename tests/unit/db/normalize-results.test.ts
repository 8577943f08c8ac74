import { describe, expect, it } from 'vitest';
import { normalizeRow } from '~/lib/platform/db/normalize-results.server.ts';

describe('normalizeRow', () => {
	it('keeps 64-bit ids and id-valued sort keys exact as strings, counts as numbers', () => {
		const big = 7394218842113720321n;
		const row: Record<string, unknown> = {
			id: big,
			board_id: big,
			board_sort: big,
			pin_count: 12n,
			created_at: new Date('2026-11-21T12:00:00Z'),
		};
		normalizeRow(row);
		expect(row).toEqual({
			id: '7394218842113720321',
			board_id: '7394218842113720321',
			board_sort: '7394218842113720321',
			pin_count: 12,
			created_at: '2026-11-21T12:00:00.000Z',
		});
	});
});
