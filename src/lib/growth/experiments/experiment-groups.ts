/**
 * LOG-08: a group whose name starts with `enabled` or `employee` counts as "on"; any other
 * group (`control`, `hold_out`, …) and no group at all (not in the experiment, or experiments
 * disabled by `?disable_experiments`, LOG-09) count as "off". Shared by server and browser.
 */
export function isEnabledGroup(group: string | null | undefined): boolean {
	return !!group && (group.startsWith('enabled') || group.startsWith('employee'));
}

/** One activation (LOG-07): the viewer met `experiment_name` in `experiment_group`. */
export interface ExperimentActivation {
	experiment_name: string;
	experiment_group: string;
}

/** LOG-07: activations wait this long to be sent together as one `experiments` list. */
export const ACTIVATION_FLUSH_MS = 5_000;

/** The resource that records activations. */
export const ACTIVATE_EXPERIMENT_URL = '/resource/ActivateExperimentResource/create/';

/** Longest experiment or group name. */
export const MAX_EXPERIMENT_NAME_LENGTH = 64;
/** Most activations in one batch. */
export const MAX_ACTIVATIONS_PER_BATCH = 50;

export interface ActivationQueueDeps {
	send(experiments: ExperimentActivation[], keepalive: boolean): void;
	setTimer(run: () => void, ms: number): unknown;
}

export interface ActivationQueue {
	/**
	 * LOG-07: the page checked `name` and found `group`. The first check of a name queues one
	 * activation; later checks of that name send nothing.
	 */
	check(name: string, group: string): void;
	/** Sends what is queued now (the page is being left). */
	flush(keepalive?: boolean): void;
}

/** LOG-07: one activation per experiment name and page, sent in batches every 5,000 ms. */
export function createActivationQueue(deps: ActivationQueueDeps): ActivationQueue {
	const checked = new Set<string>();
	const queued: ExperimentActivation[] = [];
	let scheduled = false;
	const flush = (keepalive = false) => {
		scheduled = false;
		if (queued.length === 0) return;
		deps.send(queued.splice(0, MAX_ACTIVATIONS_PER_BATCH), keepalive);
		if (queued.length > 0) flush(keepalive);
	};
	return {
		check(name, group) {
			if (checked.has(name)) return;
			checked.add(name);
			queued.push({ experiment_name: name, experiment_group: group });
			if (scheduled) return;
			scheduled = true;
			deps.setTimer(() => flush(), ACTIVATION_FLUSH_MS);
		},
		flush,
	};
}
