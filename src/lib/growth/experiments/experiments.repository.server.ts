import type { Insertable, Kysely } from 'kysely';
import type { Database, ExperimentActivationTable } from '../../platform/db/database.ts';
import { countAll } from '../../platform/db/sql.server.ts';
import { type Experience, TERMINAL_EXPERIENCE_STATUSES } from './experiences.ts';

/** All SQL of experiment activations and experiences. */

/**
 * Records activations, skipping any (viewer, experiment) already recorded: one statement,
 * safe under concurrency on both dialects. Answers the experiment names that were new.
 */
export async function insertActivations(
	db: Kysely<Database>,
	rows: readonly Insertable<ExperimentActivationTable>[],
): Promise<string[]> {
	if (rows.length === 0) return [];
	const inserted = await db
		.insertInto('experiment_activations')
		.values([...rows])
		.onConflict((oc) => oc.columns(['subject_key', 'experiment_name']).doNothing())
		.returning('experiment_name')
		.execute();
	return inserted.map((r) => r.experiment_name);
}

const terminal = [...TERMINAL_EXPERIENCE_STATUSES];

/** A user's open experiences (not completed or dismissed), oldest first. */
export async function listOpenExperiences(
	db: Kysely<Database>,
	userId: string,
): Promise<Experience[]> {
	return db
		.selectFrom('user_experiences')
		.select(['experience_id', 'status'])
		.where('user_id', '=', userId)
		.where('status', 'not in', terminal)
		.orderBy('created_at')
		.orderBy('experience_id')
		.execute();
}

export async function countOpenExperiences(db: Kysely<Database>, userId: string): Promise<number> {
	const row = await db
		.selectFrom('user_experiences')
		.select(countAll().as('n'))
		.where('user_id', '=', userId)
		.where('status', 'not in', terminal)
		.executeTakeFirstOrThrow();
	return row.n;
}

export async function findExperience(
	db: Kysely<Database>,
	userId: string,
	experienceId: string,
): Promise<Experience | undefined> {
	return db
		.selectFrom('user_experiences')
		.select(['experience_id', 'status'])
		.where('user_id', '=', userId)
		.where('experience_id', '=', experienceId)
		.executeTakeFirst();
}

/**
 * Writes a status. A terminal status always wins (so a dismissed experience stays dismissed);
 * any other status changes an open experience or creates it, but never reopens one that was
 * completed or dismissed. One statement on both dialects.
 */
export async function writeExperienceStatus(
	db: Kysely<Database>,
	userId: string,
	experienceId: string,
	status: string,
	at: string,
): Promise<void> {
	await db
		.insertInto('user_experiences')
		.values({
			user_id: userId,
			experience_id: experienceId,
			status,
			created_at: at,
			updated_at: at,
		})
		.onConflict((oc) => {
			const update = oc.columns(['user_id', 'experience_id']).doUpdateSet({
				status,
				updated_at: at,
			});
			return TERMINAL_EXPERIENCE_STATUSES.has(status)
				? update
				: update.where('user_experiences.status', 'not in', terminal);
		})
		.execute();
}
