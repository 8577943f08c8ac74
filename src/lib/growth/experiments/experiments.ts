import { assignGroup } from './assignment.ts';
import { EXPERIMENTS, type ExperimentSpec, findExperiment } from './registry.ts';

/** LOG-09: `?disable_experiments` (any value) turns every experiment off for the request. */
const DISABLE_EXPERIMENTS_PARAM = 'disable_experiments';

/** LOG-09: whether a URL's query turns experiments off. */
export function experimentsDisabled(url: URL): boolean {
	return url.searchParams.has(DISABLE_EXPERIMENTS_PARAM);
}

/**
 * The group of `subject` in experiment `name`: null when experiments are off, the experiment
 * is unknown, or there is nobody to assign (no subject).
 */
export function groupFor(
	name: string,
	subject: string | null,
	options: { disabled: boolean; registry?: readonly ExperimentSpec[] },
): string | null {
	if (options.disabled || !subject) return null;
	const experiment = findExperiment(name, options.registry);
	return experiment ? assignGroup(experiment, subject) : null;
}

/** Every experiment's group for `subject` (empty when off or no subject), by experiment name. */
export function allGroups(
	subject: string | null,
	options: { disabled: boolean; registry?: readonly ExperimentSpec[] },
): Record<string, string> {
	const groups: Record<string, string> = {};
	if (options.disabled || !subject) return groups;
	for (const experiment of options.registry ?? EXPERIMENTS) {
		const group = assignGroup(experiment, subject);
		if (group) groups[experiment.name] = group;
	}
	return groups;
}
