import { describe, expect, it } from 'vitest';
import { createIdGenerator, idTime, isId } from '~/lib/platform/db/ids.ts';

describe('createIdGenerator', () => {
	it('makes increasing, unique 64-bit decimal ids', () => {
		const next = createIdGenerator(3);
		const ids = Array.from({ length: 10_000 }, () => next());
		expect(new Set(ids).size).toBe(ids.length);
		for (let i = 1; i < ids.length; i++) expect(BigInt(ids[i]!) > BigInt(ids[i - 1]!)).toBe(true);
		for (const id of ids.slice(0, 10)) {
			expect(isId(id)).toBe(true);
			expect(BigInt(id) < 2n ** 63n).toBe(true);
		}
	});

	it('carries its creation time', () => {
		const at = Date.parse('2026-05-01T12:00:00Z');
		expect(idTime(createIdGenerator()(at)).getTime()).toBe(at);
	});

	it('stays monotonic when the clock goes back', () => {
		const next = createIdGenerator();
		const a = next(Date.parse('2026-05-01T12:00:00Z'));
		const b = next(Date.parse('2026-05-01T11:00:00Z'));
		expect(BigInt(b) > BigInt(a)).toBe(true);
	});

	it('orders ids made for earlier times before later ones', () => {
		const next = createIdGenerator();
		const old = next(Date.parse('2025-01-01T00:00:00Z'));
		const fresh = createIdGenerator()(Date.parse('2026-01-01T00:00:00Z'));
		expect(BigInt(old) < BigInt(fresh)).toBe(true);
	});
});

describe('isId', () => {
	it('accepts ids that fit a signed 64-bit column and refuses the rest', () => {
		expect(isId('1')).toBe(true);
		expect(isId('9223372036854775807')).toBe(true);
		expect(isId('9223372036854775808')).toBe(false);
		expect(isId('9999999999999999999')).toBe(false);
		expect(isId('0')).toBe(false);
		expect(isId('012')).toBe(false);
		expect(isId('12a')).toBe(false);
	});
});
