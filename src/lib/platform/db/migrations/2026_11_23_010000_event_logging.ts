import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Event logging and experiments (viewer shell): the events browsers log (LOG-01/02), one row
 * per `client_uuid` so a retried batch is stored once; experiment activations, one per viewer
 * and experiment (LOG-07); per-user experiences (LOG-10); spam fingerprints per viewer
 * (AUTH-20). Rows of a closed account go with it (foreign keys cascade).
 */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);

	await db.schema
		.createTable('context_log_events')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('client_uuid', 'text', (c) => c.notNull())
		.addColumn('user_id', t.id, (c) => c.references('users.id').onDelete('cascade'))
		.addColumn('visitor_id', 'text', (c) => c)
		.addColumn('event_type', 'text', (c) => c.notNull())
		.addColumn('view_type', 'text', (c) => c)
		.addColumn('view_parameter', 'text', (c) => c)
		.addColumn('view_data', 'text', (c) => c)
		.addColumn('component', 'text', (c) => c)
		.addColumn('element', 'text', (c) => c)
		.addColumn('object_id_str', 'text', (c) => c)
		.addColumn('aux_data', 'text', (c) => c)
		.addColumn('event_data', 'text', (c) => c)
		.addColumn('client_tracking_params', 'text', (c) => c)
		.addColumn('event_time', t.time, (c) => c.notNull())
		.addColumn('received_at', t.time, (c) => c.notNull())
		.addUniqueConstraint('context_log_events_client_uuid_uq', ['client_uuid'])
		.execute();
	await db.schema
		.createIndex('context_log_events_type_idx')
		.on('context_log_events')
		.columns(['event_type', 'id'])
		.execute();
	await db.schema
		.createIndex('context_log_events_user_idx')
		.on('context_log_events')
		.columns(['user_id'])
		.execute();

	await db.schema
		.createTable('experiment_activations')
		.addColumn('subject_key', 'text', (c) => c.notNull())
		.addColumn('experiment_name', 'text', (c) => c.notNull())
		.addColumn('experiment_group', 'text', (c) => c.notNull())
		.addColumn('user_id', t.id, (c) => c.references('users.id').onDelete('cascade'))
		.addColumn('visitor_id', 'text', (c) => c)
		.addColumn('activated_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('experiment_activations_pk', ['subject_key', 'experiment_name'])
		.execute();
	await db.schema
		.createIndex('experiment_activations_user_idx')
		.on('experiment_activations')
		.columns(['user_id'])
		.execute();

	await db.schema
		.createTable('user_experiences')
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('experience_id', 'text', (c) => c.notNull())
		.addColumn('status', 'text', (c) => c.notNull())
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addColumn('updated_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('user_experiences_pk', ['user_id', 'experience_id'])
		.execute();

	await db.schema
		.createTable('spam_fingerprints')
		.addColumn('subject_key', 'text', (c) => c.primaryKey())
		.addColumn('user_id', t.id, (c) => c.references('users.id').onDelete('cascade'))
		.addColumn('visitor_id', 'text', (c) => c)
		.addColumn('fingerprint', 'text', (c) => c.notNull())
		.addColumn('seen_count', 'integer', (c) => c.notNull().defaultTo(sql`1`))
		.addColumn('first_seen_at', t.time, (c) => c.notNull())
		.addColumn('last_seen_at', t.time, (c) => c.notNull())
		.execute();
	await db.schema
		.createIndex('spam_fingerprints_fingerprint_idx')
		.on('spam_fingerprints')
		.columns(['fingerprint'])
		.execute();
	await db.schema
		.createIndex('spam_fingerprints_user_idx')
		.on('spam_fingerprints')
		.columns(['user_id'])
		.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const table of [
		'spam_fingerprints',
		'user_experiences',
		'experiment_activations',
		'context_log_events',
	]) {
		await db.schema.dropTable(table).execute();
	}
}
