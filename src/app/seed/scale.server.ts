import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/identity/auth/password.server.ts';
import type { Database } from '../../lib/platform/db/database.ts';
import type { MediaStore } from '../../lib/platform/media/media-store.server.ts';
import { searchTerms } from '../../lib/platform/text/search-terms.ts';
import { insertRows, type Row } from './bulk-insert.server.ts';
import { recomputeCounters } from './counters.server.ts';
import { DEMO_PASSWORD, DEMO_USERNAME } from './demo-account.ts';
import { refreshPlannerStatistics } from './planner-statistics.server.ts';
import { createRandom } from './random.ts';
import { iso } from './rows.ts';
import {
	type PoolPicture,
	planScaleBoards,
	planScaleSlots,
	planScaleUsers,
	type ScaleUser,
	scalePinMaker,
} from './scale-world.ts';
import { DEFAULT_SEED, isDatabaseEmpty, seedDemoWorld } from './seed.server.ts';
import { seedIds, unusedShard } from './seed-ids.server.ts';
import { assignIds, DAY_MS, timeBetween } from './world.ts';

export interface ScaleOptions {
	seed?: number;
	log?: (line: string) => void;
	/** Pictures reused by the new pins (default 200). */
	poolSize?: number;
	/** Average pins per new board (default 60). */
	pinsPerBoard?: number;
	/** Average boards per new user (default 8). */
	boardsPerUser?: number;
	/** Pins per transaction (default 50,000). */
	chunk?: number;
	now?: Date;
}

export interface ScaleSummary {
	/** True when the database was empty and the demo world was created first. */
	createdDemoWorld: boolean;
	shard: number;
	pins: number;
	users: number;
	boards: number;
	sections: number;
	pinInterests: number;
	userFollows: number;
	pooledPictures: number;
	seconds: number;
}

/**
 * Adds `pins` pins (with new users and boards to hold them) for benchmarks, reusing a pool of
 * already stored pictures: no image is drawn or processed. Creates the demo world first when
 * the database is empty, since the pool comes from it. Rows go in with large multi-row INSERTs,
 * `chunk` pins per transaction; counters are recomputed at the end.
 */
export async function seedScale(
	db: Kysely<Database>,
	store: MediaStore,
	pins: number,
	options: ScaleOptions = {},
): Promise<ScaleSummary> {
	const started = performance.now();
	const log = options.log ?? (() => {});
	const seed = options.seed ?? DEFAULT_SEED;
	const createdDemoWorld = await isDatabaseEmpty(db);
	if (createdDemoWorld)
		await seedDemoWorld(db, store, { seed, log, ...(options.now ? { now: options.now } : {}) });

	const pool = await loadPicturePool(db, options.poolSize ?? 200);
	if (pool.length === 0)
		throw new Error('No stored pin pictures to reuse: seed the demo world first');
	const interestIds = new Map(
		(await db.selectFrom('interests').select(['id', 'slug']).execute()).map((i) => [i.slug, i.id]),
	);
	const ids = seedIds(await unusedShard(db));
	const rng = createRandom(seed).fork(`scale:${ids.shard}`);
	const end = (options.now ?? new Date()).getTime() - 60_000;
	const timeline = { start: end - 730 * DAY_MS, end };
	const boardCount = Math.max(1, Math.ceil(pins / (options.pinsPerBoard ?? 60)));
	const userCount = Math.max(1, Math.ceil(boardCount / (options.boardsPerUser ?? 8)));
	const hash = await hashPassword(DEMO_PASSWORD);

	const users = assignIds(
		planScaleUsers(rng.fork('users'), userCount, ids.shard, timeline, hash),
		ids.users,
	);
	const boards = assignIds(
		planScaleBoards(rng.fork('boards'), users, boardCount, timeline),
		ids.boards,
	);
	const sections = assignIds(
		boards.flatMap((b) => b.sections),
		ids.sections,
	);
	await db.transaction().execute(async (trx) => {
		await insertRows(
			trx,
			'users',
			users.map((u) => ({ id: u.id, ...u.row })),
		);
		await insertRows(
			trx,
			'boards',
			boards.map((b) => ({
				id: b.id,
				owner_id: b.owner.id,
				name: b.name,
				slug: b.slug,
				description: '',
				name_terms: searchTerms(b.name, null),
				privacy: b.privacy,
				created_at: iso(b.at),
				updated_at: iso(b.at),
			})),
		);
		const sectionRows = boards.flatMap((b) =>
			b.sections.map((s, position) => ({
				id: s.id,
				board_id: b.id,
				title: s.title,
				slug: s.slug,
				position,
				created_at: iso(s.at),
			})),
		);
		await insertRows(trx, 'board_sections', sectionRows);
	});
	log(`scale: ${users.length} users, ${boards.length} boards, ${sections.length} sections`);

	// Boards and times first, sorted by time, so ids increase with time.
	const slots = planScaleSlots(rng.fork('slots'), boards, pins, timeline.end);
	const makePin = scalePinMaker(rng.fork('pins'), boards, pool, interestIds);
	const chunk = options.chunk ?? 50_000;
	let pinInterests = 0;
	for (let from = 0; from < pins; from += chunk) {
		const pinRows: Row[] = [];
		const linkRows: Row[] = [];
		for (let i = from; i < Math.min(pins, from + chunk); i++) {
			const at = slots.times[i]!;
			const made = makePin(at, slots.board[i]!, ids.pins(at));
			pinRows.push(made.pin);
			for (const link of made.links) linkRows.push(link);
		}
		await db.transaction().execute(async (trx) => {
			await insertRows(trx, 'pins', pinRows);
			await insertRows(trx, 'pin_interests', linkRows);
		});
		pinInterests += linkRows.length;
		const done = Math.min(pins, from + chunk);
		const seconds = (performance.now() - started) / 1000;
		log(`scale: pins ${done}/${pins} (${seconds.toFixed(1)} s)`);
	}

	const userFollows = await writeScaleFollows(db, rng.fork('follows'), users, timeline.end);
	log('scale: recomputing counters');
	await recomputeCounters(db, log);
	await refreshPlannerStatistics(db);
	return {
		createdDemoWorld,
		shard: ids.shard,
		pins,
		users: users.length,
		boards: boards.length,
		sections: sections.length,
		pinInterests,
		userFollows,
		pooledPictures: pool.length,
		seconds: Math.round((performance.now() - started) / 100) / 10,
	};
}

/**
 * Up to `size` pictures of original pins, spread evenly over the categories, with the pin's
 * alt text and category so reused pictures still match their new pin's theme.
 */
async function loadPicturePool(db: Kysely<Database>, size: number): Promise<PoolPicture[]> {
	const rows = await db
		.selectFrom('pins')
		.innerJoin('pin_interests', 'pin_interests.pin_id', 'pins.id')
		.innerJoin('interests', 'interests.id', 'pin_interests.interest_id')
		.select(['pins.media_id', 'pins.dominant_color', 'pins.alt_text', 'interests.slug'])
		.where('pins.origin_pin_id', 'is', null)
		.where('interests.is_category', '=', 1)
		.orderBy('pins.id')
		.limit(Math.max(size * 20, 1000))
		.execute();
	const perTopic = new Map<string, PoolPicture[]>();
	for (const r of rows) {
		const list = perTopic.get(r.slug) ?? [];
		perTopic.set(r.slug, list);
		list.push({
			mediaId: r.media_id,
			dominantColor: r.dominant_color,
			altText: r.alt_text,
			topicSlug: r.slug,
		});
	}
	const share = Math.max(1, Math.ceil(size / Math.max(1, perTopic.size)));
	return [...perTopic.values()].flatMap((list) => list.slice(0, share)).slice(0, size);
}

/**
 * Each new user follows 5–15 people (new or old); the demo account follows 20 of the new
 * users, so its home feed reaches into the large world.
 */
async function writeScaleFollows(
	db: Kysely<Database>,
	rng: ReturnType<typeof createRandom>,
	users: readonly ScaleUser[],
	end: number,
): Promise<number> {
	const existing = await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute();
	const everyone = existing.map((u) => u.id);
	const demo = existing.find((u) => u.username === DEMO_USERNAME);
	const rows: Record<string, string>[] = [];
	for (const u of users) {
		const targets = new Set<string>();
		const want = rng.int(5, 15);
		for (let tries = 0; targets.size < want && tries < want * 4; tries++) {
			const target = rng.pick(everyone);
			if (target !== u.id) targets.add(target);
		}
		for (const followee_id of targets) {
			rows.push({
				follower_id: u.id,
				followee_id,
				created_at: iso(timeBetween(rng.next, u.at, end)),
			});
		}
	}
	if (demo) {
		for (const u of rng.sample(users, 20)) {
			rows.push({
				follower_id: demo.id,
				followee_id: u.id,
				created_at: iso(timeBetween(rng.next, u.at, end)),
			});
		}
	}
	await db.transaction().execute((trx) => insertRows(trx, 'user_follows', rows));
	return rows.length;
}
