import { describe, expect, it } from 'vitest';
import { MAX_BATCH_REQUESTS, planBatch } from '~/lib/identity/multi-account/batch.server.ts';
import { AppError } from '~/lib/platform/http/errors.ts';

const call = (endpoint: string, extra: Record<string, unknown> = {}) => ({
	method: 'GET',
	endpoint,
	data: {},
	...extra,
});

describe('planBatch (MAS-02)', () => {
	it('reads user calls with and without slashes, and their fields', () => {
		expect(
			planBatch(
				JSON.stringify([
					call('v3/users/12/', { data: { fields: 'user.username, user.email,full_name' } }),
					call('/v3/users/34/'),
					call('v3/users/56', { method: 'get', data: null }),
				]),
			),
		).toEqual([
			{ userId: '12', fields: ['username', 'email', 'full_name'] },
			{ userId: '34', fields: null },
			{ userId: '56', fields: null },
		]);
	});

	it('fails only the entries that are not batchable', () => {
		const plans = planBatch([
			call('v3/pins/1/'),
			{ method: 'DELETE', endpoint: 'v3/users/1/' },
			call('v3/users/abc/'),
			42,
			call('v3/users/1/?x=1'),
		]);
		const codes = plans.map((p) => ('error' in p ? p.error.code : 'ok'));
		expect(codes).toEqual([
			'InvalidOptions',
			'InvalidOptions',
			'NotFound',
			'InvalidOptions',
			'InvalidOptions',
		]);
	});

	it('refuses bad JSON, non-lists and more than the cap as a whole', () => {
		for (const raw of [
			'{',
			'{"a":1}',
			'"text"',
			Array(MAX_BATCH_REQUESTS + 1).fill(call('v3/users/1/')),
		]) {
			expect(() => planBatch(raw)).toThrow(AppError);
		}
		expect(planBatch(Array(MAX_BATCH_REQUESTS).fill(call('v3/users/1/')))).toHaveLength(
			MAX_BATCH_REQUESTS,
		);
	});
});
