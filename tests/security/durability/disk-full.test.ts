// A full disk, for real: a small tmpfs is mounted and filled with a ballast file while the built
// server runs. Writes that need space answer `StorageFull` (507) in the error envelope (ERR-09
// fields) and change nothing; reads go on; once the ballast is removed the same writes succeed,
// without a restart.
// - Media (both dialects): DATA_DIR, where uploads are stored, is on the small disk.
// - Database: on SQLite the database file and its WAL are on the small disk (SQLITE_FULL); on
//   PostgreSQL the test database lives in a tablespace on the small disk (SQLSTATE 53100,
//   disk_full), which needs the PostgreSQL server on this machine, as on CI. PostgreSQL's own
//   WAL disk filling up is not tested: the server stops itself then (PANIC), by design.
// Needs root (mount) and `npx astro build` first.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { recomputeCounters } from '~/app/seed/counters.server.ts';
import { ERRORS, errorMessage } from '~/lib/platform/http/errors.ts';
import { makeBoard, makeMedia, makePin, makeSession, makeUser } from '../../helpers/builders.ts';
import { wrongCounters } from '../../helpers/counters.ts';
import { ServerClient } from '../../helpers/server-client.ts';
import { type ServerProcess, startServer, stopServer } from '../../helpers/server-process.ts';
import { accountIds, mountSmallDisk, type SmallDisk } from '../../helpers/small-disk.ts';
import type { Envelope } from '../../helpers/test-browser.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { jpegImage } from '../../unit/media/image-fixtures.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
	for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
	for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function stopLater(server: ServerProcess) {
	cleanups.push(() => stopServer(server));
}

/** A signed-in user with a board to save to, pins to save and an image of their own. */
async function world(t: TestDb, pins: number) {
	const user = await makeUser(t.db);
	const other = await makeUser(t.db);
	const shelf = await makeBoard(t.db, other);
	const sourcePinIds: string[] = [];
	for (let i = 0; i < pins; i++) sourcePinIds.push((await makePin(t.db, shelf)).id);
	const board = await makeBoard(t.db, user);
	const media = await makeMedia(t.db, { owner_id: user.id });
	await recomputeCounters(t.db);
	return {
		user,
		sourcePinIds,
		boardId: board.id,
		mediaId: media.id,
		token: await makeSession(t.db, user),
	};
}

/** The answer must be `StorageFull` in the envelope, with the catalogue's readable message. */
function expectStorageFull(answer: { status: number; r: Envelope['resource_response'] }) {
	expect(answer.status).toBe(507);
	expect(answer.r.status).toBe('failure');
	expect(answer.r.data).toBeNull();
	expect(answer.r.error).toMatchObject({
		code: 'StorageFull',
		api_error_code: ERRORS.StorageFull.apiErrorCode,
		http_status: 507,
		message: errorMessage('StorageFull'),
	});
}

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
	if (!fs.existsSync(dir)) return [];
	return fs
		.readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((e) => e.isFile())
		.map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
		.sort();
}

async function count(t: TestDb, table: 'pins' | 'media'): Promise<number> {
	const row = await t.db
		.selectFrom(table)
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.executeTakeFirstOrThrow();
	return Number(row.n);
}

/** A tablespace on `disk` for the test database (PostgreSQL), dropped again by the cleanups. */
async function tablespaceOn(disk: SmallDisk): Promise<string> {
	const name = `cb_full_${randomBytes(4).toString('hex')}`;
	const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
	await admin.connect();
	try {
		await admin.query(`create tablespace ${name} location '${disk.dir}'`);
	} finally {
		await admin.end();
	}
	cleanups.push(async () => {
		const a = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
		await a.connect();
		await a.query(`drop tablespace if exists ${name}`);
		await a.end();
	});
	return name;
}

describe(`a full disk on ${testDialect()}`, () => {
	it('uploads: StorageFull (507), no file or row left behind, saves unaffected, uploads again once space returns', async () => {
		const disk = mountSmallDisk(16);
		cleanups.push(() => disk.unmount());
		const t = await createTestDb();
		cleanups.push(() => t.destroy());
		const w = await world(t, 3);
		const server = await startServer({ ...t.env, DATA_DIR: disk.dir });
		stopLater(server);
		const me = new ServerClient(server.url, w.token);
		const media = path.join(disk.dir, 'media');
		const image = await jpegImage(800, 600);

		expect((await me.upload(image)).status).toBe(200);
		const filesBefore = filesUnder(media);
		const rowsBefore = await count(t, 'media');
		disk.fill();
		expect(disk.available()).toBe(0);

		const refused = await me.upload(image);
		expectStorageFull(refused);
		expect(filesUnder(media)).toEqual(filesBefore);
		expect(await count(t, 'media')).toBe(rowsBefore);
		// The database is elsewhere and has room: a save still works.
		const save = await me.resource('RepinResource', 'create', {
			pin_id: w.sourcePinIds[0],
			board_id: w.boardId,
		});
		expect(save.status).toBe(200);

		disk.free();
		const again = await me.upload(image);
		expect(again.status).toBe(200);
		expect(filesUnder(media).length).toBeGreaterThan(filesBefore.length);
		expect(await count(t, 'media')).toBe(rowsBefore + 1);
	}, 60_000);

	it('saves: StorageFull (507) when the database cannot grow, nothing half-stored, reads go on, saves again once space returns', async () => {
		const postgres = testDialect() === 'postgres';
		const disk = mountSmallDisk(postgres ? 96 : 16, postgres ? accountIds('postgres') : undefined);
		cleanups.push(() => disk.unmount());
		const t = postgres
			? await createTestDb({ tablespace: await tablespaceOn(disk) })
			: await createTestDb({ sqliteDir: disk.dir });
		cleanups.push(() => t.destroy());
		const w = await world(t, 60);
		const server = await startServer(t.env);
		stopLater(server);
		const me = new ServerClient(server.url, w.token);
		const save = (i: number) =>
			i % 2 === 0
				? me.resource('RepinResource', 'create', { pin_id: w.sourcePinIds[i], board_id: w.boardId })
				: me.resource('PinResource', 'create', {
						board_id: w.boardId,
						media_id: w.mediaId,
						title: `pin ${i}`,
					});

		// SQLite appends every commit to its WAL: emptied first, so the next commit needs new space.
		if (!postgres) await sql`pragma wal_checkpoint(truncate)`.execute(t.db);
		const pinsBefore = await count(t, 'pins');
		disk.fill();
		expect(disk.available()).toBe(0);

		// PostgreSQL fills the free room in its last pages first, so some saves may still land;
		// the first that needs a new page fails. SQLite fails at once. Saves go on until three
		// have failed.
		const answers: { status: number; r: Envelope['resource_response'] }[] = [];
		const failed = () => answers.filter((a) => a.status !== 200).length;
		for (let i = 0; i < 40 && failed() < 3; i++) answers.push(await save(i));
		const stored = answers.filter((a) => a.status === 200);
		const full = answers.filter((a) => a.status !== 200);
		expect(full.length).toBeGreaterThan(0);
		for (const answer of full) expectStorageFull(answer);
		if (!postgres) expect(stored).toEqual([]);
		// Nothing half-stored: exactly the acknowledged pins, and every counter agrees.
		expect(await count(t, 'pins')).toBe(pinsBefore + stored.length);
		expect(await wrongCounters(t.db)).toEqual([]);
		// Reads need no space.
		const pin = await me.resource('PinResource', 'get', { id: w.sourcePinIds[1] });
		expect(pin.status).toBe(200);
		expect((await fetch(`${server.url}/pin/${w.sourcePinIds[1]}/`)).status).toBe(200);

		disk.free();
		const recovered: number[] = [];
		for (let i = answers.length; i < answers.length + 6; i++)
			recovered.push((await save(i)).status);
		expect(recovered).toEqual([200, 200, 200, 200, 200, 200]);
		expect(await count(t, 'pins')).toBe(pinsBefore + stored.length + 6);
		expect(await wrongCounters(t.db)).toEqual([]);
		if (!postgres) {
			const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
				t.db,
			);
			expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
		}
		console.info(
			`[durability] full database disk on ${testDialect()}: ${stored.length} saves stored ` +
				`before the first StorageFull, ${full.length} answered 507, ${recovered.length} stored ` +
				'after space returned',
		);
	}, 90_000);
});
