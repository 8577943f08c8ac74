import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_USERNAME } from '~/app/seed/demo-account.ts';
import { seedScale } from '~/app/seed/scale.server.ts';
import { isDatabaseEmpty, type SeedSummary, seedDemoWorld } from '~/app/seed/seed.server.ts';
import { verifyPassword } from '~/lib/identity/auth/password.server.ts';
import type { Database } from '~/lib/platform/db/database.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { LocalMediaStore } from '~/lib/platform/media/local-media-store.server.ts';
import { wrongCounters } from '../helpers/counters.ts';
import { NAV_08_CATEGORIES } from '../helpers/spec.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/** A small world: big enough for every feature, small enough to draw in seconds. */
const SMALL = { pins: 60, users: 6, boards: 12, seed: 4242, imageWidth: 474 };

let a: TestDb;
let b: TestDb;
let dir: string;
let summary: SeedSummary;
let wasEmpty: boolean;

beforeAll(async () => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-seed-'));
	a = await createTestDb();
	b = await createTestDb();
	wasEmpty = await isDatabaseEmpty(a.db);
	summary = await seedDemoWorld(a.db, new LocalMediaStore(path.join(dir, 'a')), SMALL);
	await seedDemoWorld(b.db, new LocalMediaStore(path.join(dir, 'b')), SMALL);
}, 180_000);
afterAll(async () => {
	await a?.destroy();
	await b?.destroy();
	if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function count(db: Kysely<Database>, table: keyof Database): Promise<number> {
	const row = await db.selectFrom(table).select(countAll().as('n')).executeTakeFirstOrThrow();
	return row.n;
}

/** The world's content without ids or times, in creation order. */
async function content(db: Kysely<Database>) {
	const users = await db
		.selectFrom('users')
		.select(['username', 'email', 'first_name', 'last_name', 'about', 'account_type'])
		.orderBy('id')
		.execute();
	const boards = await db
		.selectFrom('boards')
		.innerJoin('users', 'users.id', 'boards.owner_id')
		.select(['users.username', 'boards.name', 'boards.slug', 'boards.privacy', 'boards.pin_count'])
		.orderBy('boards.id')
		.execute();
	const pins = await db
		.selectFrom('pins')
		.innerJoin('media', 'media.id', 'pins.media_id')
		.innerJoin('users', 'users.id', 'pins.pinner_id')
		.select([
			'users.username',
			'pins.title',
			'pins.description',
			'pins.link',
			'pins.alt_text',
			'pins.dominant_color',
			'media.width',
			'media.height',
			'media.bytes',
		])
		.orderBy('pins.id')
		.execute();
	const follows = await db
		.selectFrom('user_follows')
		.innerJoin('users as f', 'f.id', 'user_follows.follower_id')
		.innerJoin('users as g', 'g.id', 'user_follows.followee_id')
		.select(['f.username as follower', 'g.username as followee'])
		.orderBy('f.username')
		.orderBy('g.username')
		.execute();
	return { users, boards, pins, follows };
}

describe(`demo world on ${testDialect()}`, () => {
	it('leaves the planner statistics fresh on PostgreSQL (the queries are planned from them)', async () => {
		if (testDialect() !== 'postgres') {
			// SQLite keeps no statistics unless asked: the seed leaves it so (planner-statistics.server.ts).
			const stat = await sql<{ n: number }>`select count(*) as n from sqlite_master
				where name = 'sqlite_stat1'`.execute(a.db);
			expect(Number(stat.rows[0]!.n)).toBe(0);
			return;
		}
		const analyzed = await sql<{ relname: string }>`select relname from pg_stat_user_tables
			where relname in ('pins', 'users', 'boards') and last_analyze is not null`.execute(a.db);
		expect(analyzed.rows.map((r) => r.relname).sort()).toEqual(['boards', 'pins', 'users']);
	});

	it('starts from an empty database and leaves a non-empty one', async () => {
		expect(wasEmpty).toBe(true);
		expect(await isDatabaseEmpty(a.db)).toBe(false);
	});

	it('refuses to seed a second world into a non-empty database', async () => {
		const store = new LocalMediaStore(path.join(dir, 'a'));
		await expect(seedDemoWorld(a.db, store, SMALL)).rejects.toThrow(/empty database/);
		expect(await count(a.db, 'users')).toBe(summary.users);
	});

	it('creates what the summary says', async () => {
		expect(summary.users).toBe(6);
		expect(summary.boards).toBe(12);
		expect(summary.originalPins).toBe(60);
		expect(await count(a.db, 'users')).toBe(summary.users);
		expect(await count(a.db, 'boards')).toBe(summary.boards);
		expect(await count(a.db, 'pins')).toBe(summary.pins);
		expect(await count(a.db, 'board_sections')).toBe(summary.sections);
		expect(await count(a.db, 'pin_interests')).toBe(summary.pinInterests);
		expect(await count(a.db, 'media')).toBe(summary.images);
		expect(summary.repins).toBeGreaterThan(0);
	});

	it('keeps every counter equal to the real count', async () => {
		expect(await wrongCounters(a.db)).toEqual([]);
		const demo = await a.db
			.selectFrom('users')
			.selectAll()
			.where('username', '=', DEMO_USERNAME)
			.executeTakeFirstOrThrow();
		expect(demo.pin_count).toBeGreaterThan(0);
		expect(demo.board_count).toBeGreaterThan(0);
		expect(demo.follower_count).toBeGreaterThan(0);
	});

	it("issue 28: has a few comments on the demo account's pins, with a reply, a like and a mention", async () => {
		const demo = await a.db
			.selectFrom('users')
			.select('id')
			.where('username', '=', DEMO_USERNAME)
			.executeTakeFirstOrThrow();
		const comments = await a.db
			.selectFrom('comments as c')
			.innerJoin('pins as p', 'p.id', 'c.pin_id')
			.select(['c.id', 'c.parent_id', 'c.pin_id', 'p.comment_count'])
			.where('p.pinner_id', '=', demo.id)
			.execute();
		expect(comments.length).toBeGreaterThanOrEqual(3);
		expect(comments.some((c) => c.parent_id !== null)).toBe(true);
		for (const c of comments) {
			expect(c.comment_count).toBe(comments.filter((o) => o.pin_id === c.pin_id).length);
		}
		const likes = await a.db.selectFrom('comment_likes').select('user_id').execute();
		const mentions = await a.db.selectFrom('comment_mentions').select('user_id').execute();
		expect(likes.length).toBeGreaterThan(0);
		expect(mentions.map((m) => m.user_id)).toContain(demo.id);
	});

	it('has the demo account with its documented password', async () => {
		const demo = await a.db
			.selectFrom('users')
			.select(['email', 'password_hash'])
			.where('username', '=', DEMO_USERNAME)
			.executeTakeFirstOrThrow();
		expect(demo.email).toBe(DEMO_EMAIL);
		expect(await verifyPassword(DEMO_PASSWORD, demo.password_hash!)).toBe(true);
	});

	it('has secret boards, sections and a collaborative board', async () => {
		const secret = await a.db
			.selectFrom('boards')
			.select('id')
			.where('privacy', '=', 'secret')
			.execute();
		expect(secret.length).toBeGreaterThan(0);
		expect(await count(a.db, 'board_sections')).toBeGreaterThan(0);
		const collab = await a.db
			.selectFrom('boards')
			.select(['collaborator_count'])
			.where('is_collaborative', '=', 1)
			.execute();
		expect(collab.length).toBeGreaterThan(0);
		for (const board of collab) expect(board.collaborator_count).toBeGreaterThan(0);
	});

	it('gives every pin stored media and 1–3 interests', async () => {
		const orphans = await a.db
			.selectFrom('pins')
			.leftJoin('media', 'media.id', 'pins.media_id')
			.select('pins.id')
			.where('media.id', 'is', null)
			.execute();
		expect(orphans).toEqual([]);
		const perPin = await a.db
			.selectFrom('pins')
			.leftJoin('pin_interests', 'pin_interests.pin_id', 'pins.id')
			.select(['pins.id', sql<number>`cast(count(pin_interests.interest_id) as integer)`.as('n')])
			.groupBy('pins.id')
			.execute();
		for (const p of perPin) expect(Number(p.n)).toBeGreaterThanOrEqual(1);
		for (const p of perPin) expect(Number(p.n)).toBeLessThanOrEqual(3);
		const media = await a.db
			.selectFrom('media')
			.select(['storage_key', 'variants'])
			.limit(1)
			.executeTakeFirstOrThrow();
		const file = JSON.parse(media.variants)['236x'].file as string;
		expect(fs.existsSync(path.join(dir, 'a', media.storage_key, file))).toBe(true);
	});

	it('saves reuse the original picture and count on the original', async () => {
		const repins = await a.db
			.selectFrom('pins as r')
			.innerJoin('pins as o', 'o.id', 'r.origin_pin_id')
			.select(['r.media_id as rm', 'o.media_id as om', 'r.pinner_id as rp', 'o.pinner_id as op'])
			.execute();
		expect(repins.length).toBe(summary.repins);
		for (const r of repins) {
			expect(r.rm).toBe(r.om);
			expect(r.rp).not.toBe(r.op);
		}
	});

	it('has the 13 categories of NAV-08 with sub-interests', async () => {
		const categories = await a.db
			.selectFrom('interests')
			.select(['id', 'name', 'slug'])
			.where('is_category', '=', 1)
			.orderBy('position')
			.execute();
		expect(categories.map((c) => c.name)).toEqual([...NAV_08_CATEGORIES]);
		for (const c of categories) {
			const subs = await a.db
				.selectFrom('interests')
				.select('id')
				.where('parent_id', '=', c.id)
				.execute();
			expect(subs.length).toBeGreaterThanOrEqual(4);
			expect(subs.length).toBeLessThanOrEqual(8);
		}
	});

	it('makes the same content from the same seed on another fresh database', async () => {
		const first = await content(a.db);
		const second = await content(b.db);
		expect(second.users).toEqual(first.users);
		expect(second.boards).toEqual(first.boards);
		expect(second.follows).toEqual(first.follows);
		expect(second.pins).toEqual(first.pins);
	});

	it('gives newer pins greater ids', async () => {
		const pins = await a.db.selectFrom('pins').select(['id', 'created_at']).orderBy('id').execute();
		for (let i = 1; i < pins.length; i++) {
			expect(pins[i]!.created_at >= pins[i - 1]!.created_at).toBe(true);
		}
	});

	it('adds a scale world that reuses pictures and keeps counters right', async () => {
		const mediaBefore = await count(b.db, 'media');
		const pinsBefore = await count(b.db, 'pins');
		const scale = await seedScale(b.db, new LocalMediaStore(path.join(dir, 'b')), 3000, {
			chunk: 1000,
		});
		expect(scale.createdDemoWorld).toBe(false);
		expect(await count(b.db, 'pins')).toBe(pinsBefore + 3000);
		expect(await count(b.db, 'media')).toBe(mediaBefore);
		expect(await wrongCounters(b.db)).toEqual([]);
		const usernames = await b.db.selectFrom('users').select('username').execute();
		expect(new Set(usernames.map((u) => u.username)).size).toBe(usernames.length);
	}, 120_000);
});
