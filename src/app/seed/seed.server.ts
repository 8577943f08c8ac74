import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/identity/auth/password.server.ts';
import type { Database } from '../../lib/platform/db/database.ts';
import type { MediaStore } from '../../lib/platform/media/media-store.server.ts';
import { writeDemoComments } from './comments.server.ts';
import { recomputeCounters } from './counters.server.ts';
import { DEMO_PASSWORD } from './demo-account.ts';
import { planInterests } from './interests.ts';
import { type PictureJob, storePictures } from './pictures.server.ts';
import { planBoards } from './plan-boards.ts';
import { planPins, planRepins } from './plan-pins.ts';
import { planSocial } from './plan-social.ts';
import { planUsers } from './plan-users.ts';
import { refreshPlannerStatistics } from './planner-statistics.server.ts';
import { createRandom } from './random.ts';
import type { PictureRef } from './rows.ts';
import { seedIds, unusedShard } from './seed-ids.server.ts';
import { type SeedSummary, worldSummary } from './summary.ts';
import { assignIds, DAY_MS, DEFAULT_WORLD_SIZE, type PinPlan, type Timeline } from './world.ts';
import {
	writeAvatars,
	writeBoards,
	writeInterests,
	writePins,
	writeSocial,
	writeUsers,
} from './write-world.server.ts';

export type { SeedSummary } from './summary.ts';

/** The seed of the standard demo world. */
export const DEFAULT_SEED = 20_261_121;

export interface SeedOptions {
	/** Same seed, same world (names, words, pixels, follow graph). */
	seed?: number;
	/** Progress lines; silent when absent. */
	log?: (line: string) => void;
	/** World size; tests pass a small one. Defaults: DEFAULT_WORLD_SIZE. */
	users?: number;
	boards?: number;
	pins?: number;
	/** Saves of pins onto other boards; defaults to 80% of `pins`. */
	repins?: number;
	/** Width of drawn originals (px); DEMO_IMAGE_WIDTH by default. */
	imageWidth?: number;
	/** ingestImage calls in flight (default 4). */
	concurrency?: number;
	/** The world's "now": its history ends just before it. Defaults to the current time. */
	now?: Date;
}

/** True when the database has no users yet (a fresh install). */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
	const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
	return row === undefined;
}

/**
 * Width of the demo world's drawn originals: 1,000 px, so the `orig` variant is sharp in a
 * closeup on a retina screen and `736x`, `564x`, `474x` are real downscales, as for an upload.
 * Affordable because the seed hands raw pixels to the pipeline (no PNG round trip) and the
 * pipeline resizes through intermediates (see src/lib/platform/media/README.md).
 */
const DEMO_IMAGE_WIDTH = 1000;
const AVATAR_WIDTH = 400;
/** The "organic blobs" composition, which makes friendly round avatars. */
const AVATAR_KIND = 3;

/**
 * Creates the demo world: 13 categories with sub-interests, ~40 users (the demo account and
 * three businesses among them), ~150 boards (secret ones, sections, collaborative ones),
 * 3,000 original pins each with its own drawn picture, ~2,400 saves, follows of users, boards
 * and interests, then every counter. Content is fully determined by `seed`; ids and
 * timestamps follow the clock (history spans the two years before `now`).
 *
 * Refuses (throws) on a database that already has users: a second world beside the first
 * would clash on the demo account. Callers check `isDatabaseEmpty` first.
 */
export async function seedDemoWorld(
	db: Kysely<Database>,
	store: MediaStore,
	options: SeedOptions = {},
): Promise<SeedSummary> {
	const started = performance.now();
	if (!(await isDatabaseEmpty(db))) {
		throw new Error('The demo world is only seeded into an empty database (this one has users)');
	}
	const log = options.log ?? (() => {});
	const seed = options.seed ?? DEFAULT_SEED;
	const pinCount = options.pins ?? DEFAULT_WORLD_SIZE.pins;
	const size = {
		users: options.users ?? DEFAULT_WORLD_SIZE.users,
		boards: options.boards ?? DEFAULT_WORLD_SIZE.boards,
		pins: pinCount,
		repins: options.repins ?? Math.round(pinCount * 0.8),
	};
	const end = (options.now ?? new Date()).getTime() - 60_000;
	const timeline: Timeline = { start: end - 730 * DAY_MS, end };
	const rng = createRandom(seed);
	const ids = seedIds(await unusedShard(db));

	// Plan everything first (pure and fast), then hand out ids in time order.
	const interests = planInterests(() => ids.interests(timeline.start));
	const users = assignIds(planUsers(rng.fork('users'), size.users, timeline), ids.users);
	const boards = assignIds(
		planBoards(rng.fork('boards'), users, size.boards, timeline),
		ids.boards,
	);
	assignIds(
		boards.flatMap((b) => b.sections),
		ids.sections,
	);
	const originals = planPins(rng.fork('pins'), boards, size.pins, timeline);
	const repins = planRepins(rng.fork('repins'), originals, boards, size.repins, timeline);
	const pins = assignIds([...originals, ...repins], ids.pins);
	const social = planSocial(rng.fork('social'), users, boards, interests, timeline);
	log(
		`planned ${users.length} users, ${boards.length} boards, ${originals.length} pins, ` +
			`${repins.length} saves (seed ${seed}, id shard ${ids.shard})`,
	);

	await writeInterests(db, interests);
	await writeUsers(db, users, await hashPassword(DEMO_PASSWORD));
	await writeBoards(db, boards);
	log('wrote interests, users and boards');

	const pictureOptions = {
		concurrency: options.concurrency ?? 4,
		log,
	};
	const imagesStarted = performance.now();
	const withAvatar = users.filter((u) => u.avatar);
	const avatarJobs: PictureJob[] = withAvatar.map((u) => {
		const r = rng.fork(`avatar:${u.username}`);
		return {
			seed: r.fork('pixels').seed,
			palette: r.pick(u.topics[0]!.palettes),
			ratio: '1:1',
			ownerId: u.id,
			at: u.at,
			width: AVATAR_WIDTH,
			kind: AVATAR_KIND,
		};
	});
	const avatars = await storePictures(db, store, avatarJobs, {
		...pictureOptions,
		label: 'avatars',
	});
	await writeAvatars(
		db,
		withAvatar.map((user, i) => ({ user, picture: avatars[i]! })),
	);

	// Originals in id (time) order, so media ids roughly follow the pins' times too.
	const sortedOriginals = pins.filter((p) => p.image !== null);
	const pinJobs: PictureJob[] = sortedOriginals.map((p) => ({
		seed: rng.fork(p.image!.seedLabel).seed,
		palette: p.image!.palette,
		ratio: p.image!.ratio,
		ownerId: p.pinner.id,
		at: p.at,
		width: options.imageWidth ?? DEMO_IMAGE_WIDTH,
		topic: p.topic.slug,
	}));
	const stored = await storePictures(db, store, pinJobs, {
		...pictureOptions,
		label: 'pin images',
	});
	const pictures = new Map<PinPlan, PictureRef>(sortedOriginals.map((p, i) => [p, stored[i]!]));
	const imageSeconds = (performance.now() - imagesStarted) / 1000;

	const pinInterests = await writePins(db, pins, pictures, interests);
	await writeSocial(db, social);
	await writeDemoComments(db);
	log('wrote pins, saves, follows and comments');
	await recomputeCounters(db);
	log('recomputed counters');
	await refreshPlannerStatistics(db);

	return worldSummary({
		seed,
		shard: ids.shard,
		users,
		boards,
		pins,
		interests,
		social,
		pinInterests,
		images: avatars.length + stored.length,
		imageSeconds,
		seconds: (performance.now() - started) / 1000,
	});
}
