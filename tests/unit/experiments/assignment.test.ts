import { describe, expect, it } from 'vitest';
import {
	assignGroup,
	assignmentPoint,
	hash32,
	subjectKey,
} from '~/lib/growth/experiments/assignment.ts';
import type { ExperimentSpec } from '~/lib/growth/experiments/registry.ts';

const spec = (name: string, groups: [string, number][]): ExperimentSpec => ({
	name,
	description: '',
	groups: groups.map(([n, weight]) => ({ name: n, weight })),
});
const subjects = (n: number) => Array.from({ length: n }, (_, i) => `visitor:${i}`);
const shares = (experiment: ExperimentSpec, keys: string[]) => {
	const counts: Record<string, number> = {};
	for (const key of keys) {
		const group = assignGroup(experiment, key) ?? 'none';
		counts[group] = (counts[group] ?? 0) + 1;
	}
	return Object.fromEntries(Object.entries(counts).map(([g, c]) => [g, c / keys.length]));
};

describe('subjectKey', () => {
	it('is the user when there is one, else the visitor, else nobody', () => {
		expect(subjectKey('12', 'v')).toBe('user:12');
		expect(subjectKey(null, 'v')).toBe('visitor:v');
		expect(subjectKey(null, null)).toBeNull();
	});
});

describe('hash32 and assignmentPoint', () => {
	it('are deterministic 32-bit values, and points lie in [0, 1)', () => {
		expect(hash32('abc')).toBe(hash32('abc'));
		expect(hash32('abc')).not.toBe(hash32('abd'));
		for (const key of subjects(1_000)) {
			const p = assignmentPoint('e', key);
			expect(p).toBeGreaterThanOrEqual(0);
			expect(p).toBeLessThan(1);
			expect(Number.isInteger(hash32(key)) && hash32(key) >= 0 && hash32(key) < 2 ** 32).toBe(true);
		}
	});
});

describe('assignGroup (LOG-07 assignment)', () => {
	it('is stable: the same subject always gets the same group', () => {
		const e = spec('stable', [
			['control', 50],
			['enabled', 50],
		]);
		for (const key of subjects(200)) expect(assignGroup(e, key)).toBe(assignGroup(e, key));
	});

	it('spreads 50/50 evenly over 20,000 consecutive ids', () => {
		const s = shares(
			spec('even', [
				['control', 50],
				['enabled', 50],
			]),
			subjects(20_000),
		);
		expect(s.control).toBeGreaterThan(0.48);
		expect(s.control).toBeLessThan(0.52);
	});

	it('follows uneven weights (10/30/60)', () => {
		const s = shares(
			spec('weights', [
				['a', 10],
				['b', 30],
				['enabled_c', 60],
			]),
			subjects(20_000),
		);
		expect(s.a).toBeGreaterThan(0.085);
		expect(s.a).toBeLessThan(0.115);
		expect(s.b).toBeGreaterThan(0.28);
		expect(s.b).toBeLessThan(0.32);
		expect(s.enabled_c).toBeGreaterThan(0.58);
		expect(s.enabled_c).toBeLessThan(0.62);
	});

	it('assigns independently across experiments (salted by name)', () => {
		const one = spec('one', [
			['control', 50],
			['enabled', 50],
		]);
		const two = spec('two', [
			['control', 50],
			['enabled', 50],
		]);
		const keys = subjects(20_000);
		const both = keys.filter(
			(k) => assignGroup(one, k) === 'enabled' && assignGroup(two, k) === 'enabled',
		);
		expect(both.length / keys.length).toBeGreaterThan(0.23);
		expect(both.length / keys.length).toBeLessThan(0.27);
	});

	it('never assigns a group of weight 0, and nobody when all weights are 0', () => {
		const e = spec('zero', [
			['off', 0],
			['control', 1],
		]);
		for (const key of subjects(500)) expect(assignGroup(e, key)).toBe('control');
		expect(assignGroup(spec('none', [['a', 0]]), 'visitor:1')).toBeNull();
	});
});
