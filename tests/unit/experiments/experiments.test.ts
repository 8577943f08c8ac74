import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyExperienceStatus, isTerminalStatus } from '~/lib/growth/experiments/experiences.ts';
import {
	ACTIVATION_FLUSH_MS,
	createActivationQueue,
	type ExperimentActivation,
	isEnabledGroup,
} from '~/lib/growth/experiments/experiment-groups.ts';
import { allGroups, experimentsDisabled, groupFor } from '~/lib/growth/experiments/experiments.ts';
import {
	EXPERIMENTS,
	type ExperimentSpec,
	findExperiment,
} from '~/lib/growth/experiments/registry.ts';

describe('isEnabledGroup (LOG-08)', () => {
	it('counts groups starting with enabled or employee as on', () => {
		for (const on of ['enabled', 'enabled_subtitle', 'employee', 'employees_only']) {
			expect(isEnabledGroup(on), on).toBe(true);
		}
		for (const off of [
			'control',
			'hold_out',
			'disabled',
			'not_enabled',
			'Enabled',
			'',
			null,
			undefined,
		]) {
			expect(isEnabledGroup(off), String(off)).toBe(false);
		}
	});
});

describe('experimentsDisabled and groupFor (LOG-09)', () => {
	const registry: ExperimentSpec[] = [
		{ name: 'exp', description: '', groups: [{ name: 'enabled', weight: 1 }] },
	];

	it('?disable_experiments (any value) turns experiments off', () => {
		expect(experimentsDisabled(new URL('http://x/pin/1/?disable_experiments'))).toBe(true);
		expect(experimentsDisabled(new URL('http://x/?a=1&disable_experiments=0'))).toBe(true);
		expect(experimentsDisabled(new URL('http://x/?disable=1'))).toBe(false);
		expect(groupFor('exp', 'visitor:1', { disabled: true, registry })).toBeNull();
		expect(allGroups('visitor:1', { disabled: true, registry })).toEqual({});
	});

	it('answers the group, or null for an unknown experiment or no subject', () => {
		expect(groupFor('exp', 'visitor:1', { disabled: false, registry })).toBe('enabled');
		expect(groupFor('nope', 'visitor:1', { disabled: false, registry })).toBeNull();
		expect(groupFor('exp', null, { disabled: false, registry })).toBeNull();
		expect(allGroups('user:5', { disabled: false, registry })).toEqual({ exp: 'enabled' });
	});

	it('the registry is well formed: unique [a-z0-9_] names, groups with weights', () => {
		const names = EXPERIMENTS.map((e) => e.name);
		expect(new Set(names).size).toBe(names.length);
		for (const e of EXPERIMENTS) {
			expect(e.name).toMatch(/^[a-z0-9_]{1,64}$/);
			expect(findExperiment(e.name)).toBe(e);
			expect(e.groups.some((g) => g.weight > 0)).toBe(true);
			for (const g of e.groups) expect(g.name).toMatch(/^[a-z0-9_]{1,64}$/);
		}
	});
});

describe('createActivationQueue (LOG-07)', () => {
	let batches: { experiments: ExperimentActivation[]; keepalive: boolean }[];
	const queue = () =>
		createActivationQueue({
			send: (experiments, keepalive) => batches.push({ experiments, keepalive }),
			setTimer: (run, ms) => setTimeout(run, ms),
		});
	beforeEach(() => {
		vi.useFakeTimers();
		batches = [];
	});
	afterEach(() => vi.useRealTimers());

	it('sends one activation per name, batched as a list after 5,000 ms', () => {
		const q = queue();
		q.check('a', 'control');
		q.check('a', 'control');
		vi.advanceTimersByTime(1_000);
		q.check('b', 'enabled');
		q.check('a', 'enabled');
		vi.advanceTimersByTime(ACTIVATION_FLUSH_MS - 1_001);
		expect(batches).toEqual([]);
		vi.advanceTimersByTime(1);
		expect(batches).toEqual([
			{
				experiments: [
					{ experiment_name: 'a', experiment_group: 'control' },
					{ experiment_name: 'b', experiment_group: 'enabled' },
				],
				keepalive: false,
			},
		]);
	});

	it('repeated checks send nothing, even after a flush', () => {
		const q = queue();
		q.check('a', 'control');
		vi.advanceTimersByTime(ACTIVATION_FLUSH_MS);
		q.check('a', 'control');
		vi.advanceTimersByTime(ACTIVATION_FLUSH_MS * 3);
		expect(batches).toHaveLength(1);
	});

	it('flushes at once with keepalive when the page is left, in lists of at most 50', () => {
		const q = queue();
		for (let i = 0; i < 60; i++) q.check(`e${i}`, 'control');
		q.flush(true);
		expect(batches.map((b) => [b.experiments.length, b.keepalive])).toEqual([
			[50, true],
			[10, true],
		]);
		vi.advanceTimersByTime(ACTIVATION_FLUSH_MS);
		expect(batches).toHaveLength(2);
	});
});

describe('applyExperienceStatus (LOG-10)', () => {
	it('completed and dismissed remove the experience; other statuses update it', () => {
		const start = { tip: { experience_id: 'tip', status: 'viewed' } };
		expect(applyExperienceStatus(start, 'tip', 'started')).toEqual({
			tip: { experience_id: 'tip', status: 'started' },
		});
		expect(applyExperienceStatus(start, 'new', 'viewed')).toMatchObject({
			new: { experience_id: 'new', status: 'viewed' },
		});
		expect(applyExperienceStatus(start, 'tip', 'completed')).toEqual({});
		expect(applyExperienceStatus(start, 'tip', 'dismissed')).toEqual({});
		expect(isTerminalStatus('viewed')).toBe(false);
	});
});
