/**
 * LOG-10, experiences: per-user items (a tip, an education flow) named by `experience_id`, each
 * with a status. A status of `completed` or `dismissed` removes the experience; any other
 * status (`viewed`, `started`, …) updates it. Pure rules shared by the server and clients.
 */
export const TERMINAL_EXPERIENCE_STATUSES: ReadonlySet<string> = new Set([
	'completed',
	'dismissed',
]);

/** Experience ids and statuses: lower-case letters, digits and `_`. */
export const EXPERIENCE_ID_PATTERN = /^[a-z0-9_]{1,64}$/;
export const EXPERIENCE_STATUS_PATTERN = /^[a-z_]{1,32}$/;
/** Most open (not completed or dismissed) experiences one user may have. */
export const MAX_OPEN_EXPERIENCES = 100;

export interface Experience {
	experience_id: string;
	status: string;
}

/** The viewer's open experiences by id, as `/_/_/state` and `UserExperienceResource` give them. */
export type ExperienceMap = Record<string, Experience>;

/** Whether a status ends the experience (LOG-10: it is removed). */
export function isTerminalStatus(status: string): boolean {
	return TERMINAL_EXPERIENCE_STATUSES.has(status);
}

/** LOG-10 on a map of experiences: completed or dismissed removes the item, others update it. */
export function applyExperienceStatus(
	map: ExperienceMap,
	experienceId: string,
	status: string,
): ExperienceMap {
	const { [experienceId]: _gone, ...rest } = map;
	if (isTerminalStatus(status)) return rest;
	return { ...rest, [experienceId]: { experience_id: experienceId, status } };
}
