import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Pins and boards: board order, archive, old slugs, ownership transfer and sensitivity; the
 * per-board order of pins (moves prepend, BRD-14); reactions, favorites, done marks, hides and
 * reports; user blocks; blocking actions (bulk moves with progress, BRD-03/04); daily pin
 * statistics for `/pin/{id}/analytics`; the outbound-link domain list (OUT-01).
 */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	const zero = sql`0`;

	const boardColumns: [string, string, (c: any) => any][] = [
		['archived_at', t.time, (c) => c],
		['position', 'integer', (c) => c.notNull().defaultTo(zero)],
		['last_pinned_at', t.time, (c) => c],
		['sensitivity_reason', 'text', (c) => c],
		['pending_owner_id', t.id, (c) => c.references('users.id').onDelete('set null')],
	];
	for (const [name, type, build] of boardColumns) {
		await db.schema
			.alterTable('boards')
			.addColumn(name, type as any, build)
			.execute();
	}
	await db.schema
		.createIndex('boards_owner_position_idx')
		.on('boards')
		.columns(['owner_id', 'position'])
		.execute();

	// SEO-07: every slug a board had, so old URLs keep answering after a rename.
	await db.schema
		.createTable('board_slugs')
		.addColumn('owner_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('slug', 'text', (c) => c.notNull())
		.addColumn('board_id', t.id, (c) => c.notNull().references('boards.id').onDelete('cascade'))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('board_slugs_pk', ['owner_id', 'slug'])
		.execute();

	// BRD-14: a board lists its pins by `board_sort` (newest first); a moved pin gets a new one.
	await db.schema
		.alterTable('pins')
		.addColumn('board_sort', t.id, (c) => c.notNull().defaultTo(zero))
		.execute();
	await sql`update pins set board_sort = id`.execute(db);
	await db.schema
		.alterTable('pins')
		.addColumn('rich_metadata', 'text', (c) => c)
		.execute();
	await db.schema
		.alterTable('pins')
		.addColumn('done_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.execute();
	await db.schema
		.createIndex('pins_board_sort_idx')
		.on('pins')
		.columns(['board_id', 'board_sort'])
		.execute();
	await db.schema
		.createIndex('pins_section_sort_idx')
		.on('pins')
		.columns(['section_id', 'board_sort'])
		.execute();

	await db.schema
		.createTable('pin_reactions')
		.addColumn('pin_id', t.id, (c) => c.notNull().references('pins.id').onDelete('cascade'))
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('reaction_type', 'integer', (c) => c.notNull())
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('pin_reactions_pk', ['pin_id', 'user_id'])
		.execute();
	await db.schema
		.createIndex('pin_reactions_user_idx')
		.on('pin_reactions')
		.column('user_id')
		.execute();

	for (const table of ['pin_favorites', 'pin_dones', 'pin_hides']) {
		await db.schema
			.createTable(table)
			.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
			.addColumn('pin_id', t.id, (c) => c.notNull().references('pins.id').onDelete('cascade'))
			.addColumn('created_at', t.time, (c) => c.notNull())
			.addPrimaryKeyConstraint(`${table}_pk`, ['user_id', 'pin_id'])
			.execute();
		await db.schema.createIndex(`${table}_pin_idx`).on(table).column('pin_id').execute();
	}

	await db.schema
		.createTable('pin_reports')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('pin_id', t.id, (c) => c.notNull().references('pins.id').onDelete('cascade'))
		.addColumn('reporter_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('reason', 'text', (c) => c.notNull())
		.addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addUniqueConstraint('pin_reports_pin_reporter_uq', ['pin_id', 'reporter_id'])
		.execute();

	await db.schema
		.createTable('user_blocks')
		.addColumn('blocker_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('blocked_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
		.execute();
	await db.schema
		.createIndex('user_blocks_blocked_idx')
		.on('user_blocks')
		.column('blocked_id')
		.execute();

	await db.schema
		.createTable('blocking_actions')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('board_id', t.id, (c) => c.notNull().references('boards.id').onDelete('cascade'))
		.addColumn('section_id', 'text', (c) => c)
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('total', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('done', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addColumn('finished_at', t.time, (c) => c)
		.execute();
	await db.schema
		.createIndex('blocking_actions_board_idx')
		.on('blocking_actions')
		.columns(['board_id', 'finished_at'])
		.execute();

	await db.schema
		.createTable('pin_stats')
		.addColumn('pin_id', t.id, (c) => c.notNull().references('pins.id').onDelete('cascade'))
		.addColumn('day', 'text', (c) => c.notNull())
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addPrimaryKeyConstraint('pin_stats_pk', ['pin_id', 'day', 'kind'])
		.execute();

	await db.schema
		.createTable('offsite_domains')
		.addColumn('domain', 'text', (c) => c.primaryKey())
		.addColumn('status', 'text', (c) => c.notNull())
		.addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const table of [
		'offsite_domains',
		'pin_stats',
		'blocking_actions',
		'user_blocks',
		'pin_reports',
		'pin_hides',
		'pin_dones',
		'pin_favorites',
		'pin_reactions',
		'board_slugs',
	]) {
		await db.schema.dropTable(table).execute();
	}
	for (const index of [
		'pins_board_sort_idx',
		'pins_section_sort_idx',
		'boards_owner_position_idx',
	]) {
		await db.schema.dropIndex(index).execute();
	}
	for (const column of ['board_sort', 'rich_metadata', 'done_count']) {
		await db.schema.alterTable('pins').dropColumn(column).execute();
	}
	for (const column of [
		'archived_at',
		'position',
		'last_pinned_at',
		'sensitivity_reason',
		'pending_owner_id',
	]) {
		await db.schema.alterTable('boards').dropColumn(column).execute();
	}
}
