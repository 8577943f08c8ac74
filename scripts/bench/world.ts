/**
 * The world the benchmark runs on: counts its pins, grows it with the seed script when it is
 * smaller than asked, and picks the pin pages to measure. Uses the process-wide database, so
 * DATA_DIR must be set before the first call.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { listPublicPinRows } from '~/lib/content/pins/pins.repository.server.ts';
import { recentPinsPage } from '~/lib/content/pins/pins.service.server.ts';
import { closeDb, db } from '~/lib/platform/db/client.server.ts';
import { migrateToLatest } from '~/lib/platform/db/migrate.server.ts';

/** Number of pins in the database (migrating it first, so a new folder counts 0). */
async function countPins(): Promise<number> {
	await migrateToLatest(db());
	const row = await db()
		.selectFrom('pins')
		.select(sql<string | number | bigint>`count(*)`.as('n'))
		.executeTakeFirstOrThrow();
	return Number(row.n);
}

function runSeed(root: string, dataDir: string, args: string[]): void {
	execFileSync(
		process.execPath,
		['--import', './scripts/register.ts', 'scripts/seed.ts', ...args],
		{
			cwd: root,
			stdio: 'inherit',
			env: { ...process.env, DATA_DIR: dataDir },
		},
	);
}

/**
 * Makes sure the world has at least `pins` pins. When it has fewer, runs the seed script with
 * DATA_DIR set: first plain (the demo world, when the database is empty), then with
 * `--scale <missing>` to add the rest. The database is closed while the script writes.
 */
export async function ensureWorld(root: string, dataDir: string, pins: number): Promise<number> {
	let have = await countPins();
	if (have >= pins) return have;
	if (!fs.existsSync(path.join(root, 'scripts/seed.ts'))) {
		throw new Error(`${dataDir} has ${have} pins, ${pins} asked, and scripts/seed.ts is missing`);
	}
	console.info(`${dataDir} has ${have} pins, ${pins} asked: seeding (this takes a while)…`);
	await closeDb();
	if (have === 0) {
		runSeed(root, dataDir, []);
		have = await countPins();
		await closeDb();
	}
	if (have < pins) runSeed(root, dataDir, ['--scale', String(pins - have)]);
	const now = await countPins();
	if (now < pins) throw new Error(`The seed script left ${now} pins; ${pins} asked`);
	return now;
}

/**
 * `count` public pin ids: the newest first, then pins spread evenly over the id range (so the
 * run touches cold pages too, not one cached row).
 */
export async function pickPinIds(count: number): Promise<string[]> {
	const newest = (await recentPinsPage(db(), { pageSize: 1 })).pins[0];
	if (!newest) throw new Error('The world has no public pins');
	const range = await db()
		.selectFrom('pins')
		.select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')])
		.executeTakeFirstOrThrow();
	const lo = BigInt(String(range.lo));
	const hi = BigInt(String(range.hi)) + 1n;
	const ids = new Set([newest.id]);
	for (let i = 0; ids.size < count && i < count * 4; i++) {
		// Golden-ratio stepping spreads the points over the range without a random seed.
		const fraction = BigInt(Math.floor(((i * 0.618_033_988_75) % 1) * 1e9));
		const before = (lo + ((hi - lo) * fraction) / 1_000_000_000n + 1n).toString();
		const [row] = await listPublicPinRows(db(), { beforeId: before, limit: 1 });
		if (row) ids.add(row.id);
	}
	return [...ids];
}

/**
 * `count` public, live board paths with pins (`/{username}/{slug}/`), spread evenly over the
 * board id range like `pickPinIds`.
 */
export async function pickBoardPaths(count: number): Promise<string[]> {
	const range = await db()
		.selectFrom('boards')
		.select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')])
		.executeTakeFirstOrThrow();
	const lo = BigInt(String(range.lo));
	const hi = BigInt(String(range.hi)) + 1n;
	const paths = new Set<string>();
	for (let i = 0; paths.size < count && i < count * 4; i++) {
		const fraction = BigInt(Math.floor(((i * 0.618_033_988_75) % 1) * 1e9));
		const from = (lo + ((hi - lo) * fraction) / 1_000_000_000n).toString();
		const row = await db()
			.selectFrom('boards as b')
			.innerJoin('users as u', 'u.id', 'b.owner_id')
			.select(['u.username', 'b.slug'])
			.where('b.id', '>=', from)
			.where('b.privacy', '=', 'public')
			.where('b.is_archived', '=', 0)
			.where('b.pin_count', '>', 0)
			.where('b.sensitivity_reason', 'is', null)
			.where('u.is_private', '=', 0)
			.orderBy('b.id')
			.limit(1)
			.executeTakeFirst();
		if (row) paths.add(`/${row.username}/${row.slug}/`);
	}
	if (paths.size === 0) throw new Error('The world has no public boards with pins');
	return [...paths];
}

/**
 * Search words for the search and typeahead runs: the longest word (4+ letters) of each given
 * pin's title, de-duplicated, so every query has matches in this world.
 */
export async function pickSearchTerms(pinIds: string[], count: number): Promise<string[]> {
	const rows = await db().selectFrom('pins').select('title').where('id', 'in', pinIds).execute();
	const terms = new Set<string>();
	for (const { title } of rows) {
		const words = (title ?? '').toLowerCase().match(/\p{L}{4,}/gu) ?? [];
		const longest = words.sort((a, b) => b.length - a.length)[0];
		if (longest) terms.add(longest);
		if (terms.size >= count) break;
	}
	if (terms.size === 0) throw new Error('No pin titles to take search words from');
	return [...terms];
}
