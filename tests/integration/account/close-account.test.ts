import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeCounters } from '~/app/seed/counters.server.ts';
import { closeAccount } from '~/lib/identity/account/close-account.service.server.ts';
import { viewerFromToken } from '~/lib/identity/auth/session.server.ts';
import type { Database } from '~/lib/platform/db/database.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { LocalMediaStore } from '~/lib/platform/media/local-media-store.server.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { accountWorld, hashes, PASSCODE, PASSWORD } from './account-world.ts';

let t: TestDb;
let mediaDir: string;
let store: LocalMediaStore;

beforeAll(async () => {
	t = await createTestDb();
	await hashes();
	mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-close-media-'));
	store = new LocalMediaStore(mediaDir);
});
afterAll(async () => {
	await t?.destroy();
	fs.rmSync(mediaDir, { recursive: true, force: true });
});

const TABLES = [
	'users',
	'sessions',
	'media',
	'boards',
	'board_sections',
	'board_collaborators',
	'pins',
	'user_follows',
	'board_follows',
	'interest_follows',
	'auth_tokens',
	'mfa_backup_codes',
	'user_states',
	'outbox',
	'landing_signals',
] as const;

async function counts(db: Kysely<Database>) {
	const out = {} as Record<(typeof TABLES)[number], number>;
	for (const table of TABLES) {
		const row = await db.selectFrom(table).select(countAll().as('n')).executeTakeFirstOrThrow();
		out[table] = row.n;
	}
	return out;
}

/** Every denormalized counter, to compare with a recount. */
async function counters(db: Kysely<Database>) {
	return {
		users: await db
			.selectFrom('users')
			.select(['id', 'follower_count', 'following_count', 'pin_count', 'board_count'])
			.orderBy('id')
			.execute(),
		boards: await db
			.selectFrom('boards')
			.select(['id', 'pin_count', 'section_count', 'follower_count', 'collaborator_count'])
			.orderBy('id')
			.execute(),
		sections: await db
			.selectFrom('board_sections')
			.select(['id', 'pin_count'])
			.orderBy('id')
			.execute(),
		interests: await db
			.selectFrom('interests')
			.select(['id', 'follower_count'])
			.orderBy('id')
			.execute(),
		pins: await db.selectFrom('pins').select(['id', 'repin_count']).orderBy('id').execute(),
	};
}

async function writeMediaFiles(mediaId: string) {
	const row = await t.db
		.selectFrom('media')
		.select(['storage_key', 'variants'])
		.where('id', '=', mediaId)
		.executeTakeFirstOrThrow();
	const files = Object.values(JSON.parse(row.variants) as Record<string, { file: string }>).map(
		(v) => `${row.storage_key}/${v.file}`,
	);
	for (const key of files) await store.put(key, new Uint8Array([1, 2, 3]), 'image/jpeg');
	return files;
}

async function expectRefused(promise: Promise<unknown>, code: string) {
	const error = await promise.then(
		() => null,
		(e: unknown) => e,
	);
	expect(error).toBeInstanceOf(AppError);
	expect((error as AppError).code).toBe(code);
}

describe(`close account on ${testDialect()}`, () => {
	it('SET-12: refuses a wrong or missing password and deletes nothing', async () => {
		const world = await accountWorld(t.db);
		const before = await counts(t.db);
		await expectRefused(
			closeAccount(t.db, world.main.id, { password: 'wrong password' }, { store }),
			'PasswordIncorrect',
		);
		await expectRefused(
			closeAccount(t.db, world.main.id, { password: '' }, { store }),
			'PasswordIncorrect',
		);
		expect(await counts(t.db)).toEqual(before);
	});

	it('PPC-01: with a parental passcode, refuses a missing or wrong passcode and deletes nothing', async () => {
		const world = await accountWorld(t.db, { passcode: true });
		const before = await counts(t.db);
		await expectRefused(
			closeAccount(t.db, world.main.id, { password: PASSWORD }, { store }),
			'PasscodeRequired',
		);
		await expectRefused(
			closeAccount(t.db, world.main.id, { password: PASSWORD, passcode: '0000' }, { store }),
			'PasscodeIncorrect',
		);
		expect(await counts(t.db)).toEqual(before);
		const closed = await closeAccount(
			t.db,
			world.main.id,
			{ password: PASSWORD, passcode: PASSCODE },
			{ store },
		);
		expect(closed.userIds).toContain(world.main.id);
		await closed.files;
	});

	it('SET-12: deletes the account, its linked business and all their rows; others keep theirs', async () => {
		const world = await accountWorld(t.db);
		await recomputeCounters(t.db);
		const { main, business, other, pins, boards } = world;
		const deletedPictureFiles = await writeMediaFiles(pins.secretPin.media_id);
		const bizPictureFiles = await writeMediaFiles(pins.bizPin.media_id);
		const sharedPictureFiles = await writeMediaFiles(pins.mainPin.media_id);
		const before = await counts(t.db);

		const closed = await closeAccount(t.db, main.id, { password: PASSWORD }, { store });
		expect(closed.userIds.sort()).toEqual([main.id, business.id].sort());
		// main's own pictures except the one `other` saved, plus the business's picture.
		expect(closed.mediaDeleted).toBe(4);
		expect(await closed.files).toEqual({ removed: 4 * 9, failed: 0 });

		const after = await counts(t.db);
		const ids = [main.id, business.id];
		const gone = async (table: (typeof TABLES)[number], column: string) =>
			(
				await sql<{ n: number }>`select cast(count(*) as integer) as n from ${sql.table(table)}
					where ${sql.ref(column)} in (${sql.join(ids)})`.execute(t.db)
			).rows[0]!.n;
		expect(await gone('users', 'id')).toBe(0);
		expect(await gone('sessions', 'user_id')).toBe(0);
		expect(await gone('sessions', 'owner_user_id')).toBe(0);
		expect(await gone('boards', 'owner_id')).toBe(0);
		expect(await gone('pins', 'pinner_id')).toBe(0);
		expect(await gone('user_follows', 'follower_id')).toBe(0);
		expect(await gone('user_follows', 'followee_id')).toBe(0);
		expect(await gone('board_follows', 'user_id')).toBe(0);
		expect(await gone('interest_follows', 'user_id')).toBe(0);
		expect(await gone('board_collaborators', 'user_id')).toBe(0);
		expect(await gone('auth_tokens', 'user_id')).toBe(0);
		expect(await gone('mfa_backup_codes', 'user_id')).toBe(0);
		expect(await gone('user_states', 'user_id')).toBe(0);
		expect(await gone('outbox', 'user_id')).toBe(0);
		expect(await gone('landing_signals', 'user_id')).toBe(0);
		expect(await gone('media', 'owner_id')).toBe(0);

		expect(before.users - after.users).toBe(2);
		// main's 2 boards + the business's board.
		expect(before.boards - after.boards).toBe(3);
		// 4 by main, 1 by the business, and other's pin on main's group board.
		expect(before.pins - after.pins).toBe(6);
		expect(before.sessions - after.sessions).toBe(2);
		expect(before.user_follows - after.user_follows).toBe(3);
		expect(before.board_follows - after.board_follows).toBe(2);
		expect(before.board_collaborators - after.board_collaborators).toBe(2);
		expect(before.board_sections - after.board_sections).toBe(1);

		// `other` keeps their account, session, board, own pin and the save of main's pin.
		expect(await viewerFromToken(t.db, world.sessions.otherSession.token)).not.toBeNull();
		expect(await viewerFromToken(t.db, world.sessions.mainSession.token)).toBeNull();
		const otherPins = await t.db
			.selectFrom('pins')
			.select(['id', 'origin_pin_id', 'media_id'])
			.where('pinner_id', '=', other.id)
			.orderBy('id')
			.execute();
		expect(otherPins.map((p) => p.id).sort()).toEqual(
			[pins.otherOwnPin.id, pins.otherSave.id].sort(),
		);
		const save = otherPins.find((p) => p.id === pins.otherSave.id)!;
		expect(save.origin_pin_id).toBeNull();
		// The shared picture keeps its row (now without owner) and its files.
		const shared = await t.db
			.selectFrom('media')
			.select('owner_id')
			.where('id', '=', save.media_id)
			.executeTakeFirstOrThrow();
		expect(shared.owner_id).toBeNull();
		for (const key of sharedPictureFiles)
			expect(fs.existsSync(path.join(mediaDir, key))).toBe(true);
		for (const key of [...deletedPictureFiles, ...bizPictureFiles]) {
			expect(fs.existsSync(path.join(mediaDir, key))).toBe(false);
		}
		const otherBoard = await t.db
			.selectFrom('boards')
			.select('cover_pin_id')
			.where('id', '=', boards.otherBoard.id)
			.executeTakeFirstOrThrow();
		expect(otherBoard.cover_pin_id).toBeNull();

		// Counters of what stays are right: equal to a full recount.
		const adjusted = await counters(t.db);
		await recomputeCounters(t.db);
		expect(adjusted).toEqual(await counters(t.db));
		const otherRow = await t.db
			.selectFrom('users')
			.select(['follower_count', 'following_count', 'pin_count'])
			.where('id', '=', other.id)
			.executeTakeFirstOrThrow();
		expect(otherRow).toEqual({ follower_count: 0, following_count: 0, pin_count: 2 });
	});
});
