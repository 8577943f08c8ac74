import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Accounts: account status, MFA, email verification, linked businesses, settings, parental
 * passcode; one-time tokens (reset, verification), MFA backup codes, per-user state, the mail
 * outbox and landing signals.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	const zero = sql`0`;

	// SQLite adds one column per ALTER TABLE statement.
	const userColumns: [string, string, (c: any) => any][] = [
		['status', 'text', (c) => c.notNull().defaultTo('active')],
		['birthday', 'text', (c) => c],
		['gender', 'text', (c) => c],
		['email_verified_at', t.time, (c) => c],
		['email_changing_to', 'text', (c) => c],
		['is_employee', 'integer', (c) => c.notNull().defaultTo(zero)],
		['owner_user_id', t.id, (c) => c.references('users.id').onDelete('cascade')],
		['business_name', 'text', (c) => c],
		['avatar_color_index', 'integer', (c) => c.notNull().defaultTo(zero)],
		['phone_country', 'text', (c) => c],
		['phone_number', 'text', (c) => c],
		['mfa_enabled', 'integer', (c) => c.notNull().defaultTo(zero)],
		['mfa_secret', 'text', (c) => c],
		['mfa_pending_secret', 'text', (c) => c],
		['mfa_last_step', 'integer', (c) => c.notNull().defaultTo(zero)],
		['settings', 'text', (c) => c.notNull().defaultTo('{}')],
		['signup_data', 'text', (c) => c],
		['passcode_hash', 'text', (c) => c],
		['passcode_backup_email', 'text', (c) => c],
		['passcode_verified_at', t.time, (c) => c],
		['password_changed_at', t.time, (c) => c],
	];
	for (const [name, type, build] of userColumns) {
		await db.schema
			.alterTable('users')
			.addColumn(name, type as any, build)
			.execute();
	}
	await db.schema.createIndex('users_owner_idx').on('users').column('owner_user_id').execute();

	// The person who opened a linked-business session (MAS-07); null for ordinary sessions.
	await db.schema
		.alterTable('sessions')
		.addColumn('owner_user_id', t.id, (c) => c.references('users.id').onDelete('cascade'))
		.execute();
	await db.schema.alterTable('sessions').addColumn('client', 'text').execute();

	await db.schema
		.createTable('auth_tokens')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('purpose', 'text', (c) => c.notNull())
		.addColumn('token_hash', 'text', (c) => c.notNull().unique())
		.addColumn('email', 'text')
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addColumn('expires_at', t.time, (c) => c.notNull())
		.addColumn('used_at', t.time)
		.execute();
	await db.schema
		.createIndex('auth_tokens_user_idx')
		.on('auth_tokens')
		.columns(['user_id', 'purpose'])
		.execute();

	await db.schema
		.createTable('mfa_backup_codes')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('code_hash', 'text', (c) => c.notNull())
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addColumn('used_at', t.time)
		.execute();
	await db.schema
		.createIndex('mfa_backup_codes_user_idx')
		.on('mfa_backup_codes')
		.column('user_id')
		.execute();

	await db.schema
		.createTable('user_states')
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('state', 'text', (c) => c.notNull())
		.addColumn('value', 'text', (c) => c.notNull())
		.addColumn('updated_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('user_states_pk', ['user_id', 'state'])
		.execute();

	await db.schema
		.createTable('outbox')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('user_id', t.id, (c) => c.references('users.id').onDelete('set null'))
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('to_address', 'text', (c) => c.notNull())
		.addColumn('subject', 'text', (c) => c.notNull())
		.addColumn('text_body', 'text', (c) => c.notNull())
		.addColumn('html_body', 'text')
		.addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
		.addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('last_error', 'text')
		.addColumn('available_at', t.time, (c) => c.notNull())
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addColumn('sent_at', t.time)
		.execute();
	await db.schema
		.createIndex('outbox_pending_idx')
		.on('outbox')
		.columns(['status', 'available_at'])
		.execute();

	await db.schema
		.createTable('landing_signals')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('user_id', t.id, (c) => c.references('users.id').onDelete('cascade'))
		.addColumn('is_register', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('unauth_visited_pages', 'text', (c) => c.notNull())
		.addColumn('created_at', t.time, (c) => c.notNull())
		.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const table of [
		'landing_signals',
		'outbox',
		'user_states',
		'mfa_backup_codes',
		'auth_tokens',
	]) {
		await db.schema.dropTable(table).execute();
	}
	await db.schema.dropIndex('users_owner_idx').execute();
	for (const column of ['client', 'owner_user_id']) {
		await db.schema.alterTable('sessions').dropColumn(column).execute();
	}
}
