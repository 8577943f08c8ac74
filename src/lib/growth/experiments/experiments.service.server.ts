import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { subjectKey } from './assignment.ts';
import {
	type Experience,
	type ExperienceMap,
	isTerminalStatus,
	MAX_OPEN_EXPERIENCES,
} from './experiences.ts';
import type { ExperimentActivation } from './experiment-groups.ts';
import {
	countOpenExperiences,
	findExperience,
	insertActivations,
	listOpenExperiences,
	writeExperienceStatus,
} from './experiments.repository.server.ts';
import { experimentsDisabled, groupFor } from './experiments.ts';

/** Whether the page a call came from (`source_url`) had `?disable_experiments` (LOG-09). */
export function sourceDisablesExperiments(sourceUrl: string): boolean {
	try {
		return experimentsDisabled(new URL(sourceUrl, 'http://localhost'));
	} catch {
		return false;
	}
}

/**
 * LOG-07: records the activations a page sent, once per viewer and experiment. An activation
 * is recorded only when it names a known experiment and the group the server assigns this
 * viewer (a page cannot claim another group), and never from a page with
 * `?disable_experiments`. Answers the names newly recorded and those ignored.
 */
export async function recordActivations(
	db: Kysely<Database>,
	input: {
		userId: string | null;
		visitorId: string | null;
		sourceUrl: string;
		activations: readonly ExperimentActivation[];
		at?: string;
	},
): Promise<{ activated: string[]; ignored: string[] }> {
	const subject = subjectKey(input.userId, input.visitorId);
	const disabled = sourceDisablesExperiments(input.sourceUrl);
	const at = input.at ?? new Date().toISOString();
	const ignored: string[] = [];
	const rows = new Map<string, ExperimentActivation>();
	for (const a of input.activations) {
		const group = groupFor(a.experiment_name, subject, { disabled });
		if (subject && group !== null && group === a.experiment_group) rows.set(a.experiment_name, a);
		else ignored.push(a.experiment_name);
	}
	const activated = await insertActivations(
		db,
		[...rows.values()].map((a) => ({
			subject_key: subject!,
			experiment_name: a.experiment_name,
			experiment_group: a.experiment_group,
			user_id: input.userId,
			visitor_id: input.userId ? null : input.visitorId,
			activated_at: at,
		})),
	);
	return { activated, ignored };
}

/** LOG-10: the user's open experiences by id. */
export async function experiencesOf(db: Kysely<Database>, userId: string): Promise<ExperienceMap> {
	const map: ExperienceMap = {};
	for (const e of await listOpenExperiences(db, userId)) map[e.experience_id] = e;
	return map;
}

/**
 * LOG-10: sets the status of one of the user's experiences. `completed` or `dismissed` removes
 * it (it is no longer listed, and stays removed); another status updates it, or starts it when
 * the user has fewer than `MAX_OPEN_EXPERIENCES` open ones (`TooManyExperiences` otherwise).
 * Answers the experience as it now stands, with `removed`.
 */
export async function updateExperience(
	db: Kysely<Database>,
	userId: string,
	experienceId: string,
	status: string,
): Promise<Experience & { removed: boolean }> {
	const current = await findExperience(db, userId, experienceId);
	if (!isTerminalStatus(status) && !current) {
		if ((await countOpenExperiences(db, userId)) >= MAX_OPEN_EXPERIENCES) {
			throw new AppError('TooManyExperiences');
		}
	}
	await writeExperienceStatus(db, userId, experienceId, status, new Date().toISOString());
	const now = (await findExperience(db, userId, experienceId))!;
	return { ...now, removed: isTerminalStatus(now.status) };
}
