import type { ExperimentSpec } from './registry.ts';

/**
 * Who an assignment is for: the user id when there is a viewer (also limited-login, so a
 * returning user keeps their groups), else the browser's visitor id. Signed-out visitors who
 * log in are assigned again as the user.
 */
export function subjectKey(userId: string | null, visitorId: string | null): string | null {
	if (userId) return `user:${userId}`;
	if (visitorId) return `visitor:${visitorId}`;
	return null;
}

/**
 * A 32-bit hash of `text` (FNV-1a, then MurmurHash3's finalizer so that close inputs such as
 * consecutive ids land far apart). Deterministic on every platform; not for secrets.
 */
export function hash32(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	h ^= h >>> 16;
	h = Math.imul(h, 0x85ebca6b);
	h ^= h >>> 13;
	h = Math.imul(h, 0xc2b2ae35);
	h ^= h >>> 16;
	return h >>> 0;
}

/**
 * Where a subject falls in an experiment, in [0, 1). Salted by the experiment's name, so being
 * in the first group of one experiment says nothing about the groups of another.
 */
export function assignmentPoint(experiment: string, subject: string): number {
	return hash32(`${experiment}\u0000${subject}`) / 2 ** 32;
}

/**
 * The group of `subject` in `experiment`: stable (the same subject always gets the same group
 * while the groups and weights stay the same) and spread by weight. Null when no group has a
 * weight.
 */
export function assignGroup(experiment: ExperimentSpec, subject: string): string | null {
	const groups = experiment.groups.filter((g) => g.weight > 0);
	const total = groups.reduce((sum, g) => sum + g.weight, 0);
	if (total <= 0) return null;
	let point = assignmentPoint(experiment.name, subject) * total;
	for (const group of groups) {
		if (point < group.weight) return group.name;
		point -= group.weight;
	}
	return groups.at(-1)!.name;
}
