/**
 * `npm run seed`: fills an empty database with the demo world (see src/app/seed/README.md).
 *
 *   npm run seed                       demo world, if the database is empty
 *   npm run seed -- --scale 1000000    also add a million pins for benchmarks
 *   npm run seed -- --seed 42          a different (but again reproducible) world
 *
 * Migrates first. On a database that already has users the demo world is skipped (and
 * `--force` is refused: it would duplicate it); `--scale` still adds its pins.
 */
import { parseArgs } from 'node:util';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_USERNAME } from '~/app/seed/demo-account.ts';
import { seedScale } from '~/app/seed/scale.server.ts';
import { DEFAULT_SEED, isDatabaseEmpty, seedDemoWorld } from '~/app/seed/seed.server.ts';
import { summaryLines } from '~/app/seed/summary.ts';
import { config } from '~/lib/platform/config/config.server.ts';
import { closeDb, dbHandle } from '~/lib/platform/db/client.server.ts';
import { migrateToLatest } from '~/lib/platform/db/migrate.server.ts';
import { mediaStore } from '~/lib/platform/media/media-store.server.ts';

const USAGE = 'usage: npm run seed -- [--scale N] [--seed N] [--force]';

function positiveInt(name: string, value: string | undefined): number | undefined {
	if (value === undefined) return undefined;
	const n = Number(value.replace(/_/g, ''));
	if (!Number.isSafeInteger(n) || n < 0) {
		console.error(`--${name} needs a whole number, got ${JSON.stringify(value)}\n${USAGE}`);
		process.exit(2);
	}
	return n;
}

const { values } = parseArgs({
	options: {
		scale: { type: 'string' },
		seed: { type: 'string' },
		force: { type: 'boolean', default: false },
		help: { type: 'boolean', short: 'h', default: false },
	},
});
if (values.help) {
	console.info(USAGE);
	process.exit(0);
}
const scale = positiveInt('scale', values.scale);
const seed = positiveInt('seed', values.seed) ?? DEFAULT_SEED;
const log = (line: string) => console.info(line);

const handle = dbHandle();
const started = performance.now();
let exitCode = 0;
try {
	await migrateToLatest(handle.db);
	const empty = await isDatabaseEmpty(handle.db);
	if (!empty && values.force) {
		console.error(
			'The database already has users; --force would add a second demo world beside them ' +
				'(and clash on the demo account). Start from an empty database instead: delete ' +
				'DATA_DIR (SQLite) or drop and recreate the PostgreSQL database, then run again.',
		);
		exitCode = 1;
	} else {
		if (empty) {
			log(`Seeding the demo world (${handle.dialect}, seed ${seed})…`);
			const imageWidth = config().SEED_IMAGE_WIDTH;
			const summary = await seedDemoWorld(handle.db, mediaStore(), { seed, imageWidth, log });
			log('Demo world:');
			for (const line of summaryLines(summary)) log(line);
			log(`Log in as ${DEMO_USERNAME} (${DEMO_EMAIL}) with password ${DEMO_PASSWORD}`);
		} else if (!scale) {
			log('The database already has users: the demo world is only seeded into an empty one.');
		}
		if (scale) {
			log(`Adding ${scale} pins for benchmarks…`);
			const summary = await seedScale(handle.db, mediaStore(), scale, { seed, log });
			log('Scale world:');
			for (const line of summaryLines(summary)) log(line);
		}
		log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
	}
} catch (error) {
	console.error(error);
	exitCode = 1;
} finally {
	await closeDb();
}
process.exitCode = exitCode;
