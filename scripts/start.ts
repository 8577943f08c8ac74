/**
 * `npm start`: builds when the sources are newer than the build, migrates, fills an empty
 * database with the demo world, then serves on PORT/HOST (default localhost:4321).
 * Shutdown is graceful: on SIGTERM/SIGINT it stops accepting connections, lets in-flight
 * requests finish (answering them with `Connection: close`, so keep-alive clients let go; see
 * `drain.server.ts`), then closes the database and exits 0.
 *
 * Serving without PUBLIC_ORIGIN on an address others can reach (HOST not loopback), or as a
 * deployment (NODE_ENV=production set by the operator, TRUST_PROXY, S3 media, SMTP), prints a
 * warning (one `warn` log line and a framed block on stderr right under the "serving on" line,
 * where it is seen; `publicOriginWarning`).
 *
 * Flags: `--no-build` skips the build check (tests); `--prepare-only` only migrates and seeds
 * (`npm run dev`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { config } from '~/lib/platform/config/config.server.ts';
import { publicOriginWarning, warningBanner } from '~/lib/platform/config/public-origin.server.ts';
import { closeDb, dbHandle } from '~/lib/platform/db/client.server.ts';
import { migrateToLatest } from '~/lib/platform/db/migrate.server.ts';
import { drainable } from '~/lib/platform/http/drain.server.ts';
import { staticFiles } from '~/lib/platform/http/static-files.server.ts';
import { logger } from '~/lib/platform/log/logger.server.ts';
import {
	parseFetchTestTargets,
	registerFetchTestTargets,
} from '~/lib/platform/security/fetch-test-targets.server.ts';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist/server/entry.mjs');

function newestMtime(p: string): number {
	const stat = fs.statSync(p, { throwIfNoEntry: false });
	if (!stat) return 0;
	if (!stat.isDirectory()) return stat.mtimeMs;
	let newest = stat.mtimeMs;
	for (const name of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
	return newest;
}

function buildIfNeeded(): void {
	const built = fs.statSync(entry, { throwIfNoEntry: false })?.mtimeMs ?? 0;
	const inputs = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];
	const newest = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
	if (built >= newest) return;
	console.info(
		built === 0 ? 'Building the site…' : 'Sources changed since the last build; rebuilding…',
	);
	execFileSync(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
		cwd: root,
		stdio: 'inherit',
		env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
	});
}

async function prepareDatabase(): Promise<void> {
	const handle = dbHandle();
	await migrateToLatest(handle.db);
	if (!config().SEED_ON_START) return;
	const seed = await import('~/app/seed/seed.server.ts');
	if (!(await seed.isDatabaseEmpty(handle.db))) return;
	const imageWidth = config().SEED_IMAGE_WIDTH;
	console.info(
		`Empty database: creating the demo world (${imageWidth >= 1000 ? 'about five minutes on 2 cores' : 'about a minute'})…`,
	);
	const { mediaStore } = await import('~/lib/platform/media/media-store.server.ts');
	await seed.seedDemoWorld(handle.db, mediaStore(), {
		imageWidth,
		log: (line: string) => console.info(line),
	});
}

// NODE_ENV as the operator set it, before this script defaults it for React (below).
const operatorNodeEnv = process.env.NODE_ENV;

/** Says what to set when a reachable or deployed server lacks PUBLIC_ORIGIN (see the file head). */
function warnWithoutPublicOrigin(): void {
	const warning = publicOriginWarning(config(), operatorNodeEnv);
	if (!warning) return;
	logger.warn('PUBLIC_ORIGIN is not set on a reachable or deployed server', {
		host: config().HOST,
		detail: warning,
	});
	console.error(warningBanner(warning));
}

/**
 * Faster job polling and retries for the browser tests (`JOBS_TEST_POLL_MS`, honoured only when
 * `NODE_ENV` is `test`); production always runs the defaults.
 */
function jobQueueTestSettings(): { pollIntervalMs?: number; retryDelayMs?: number } {
	if (operatorNodeEnv !== 'test' || !process.env.JOBS_TEST_POLL_MS) return {};
	const ms = Number(process.env.JOBS_TEST_POLL_MS);
	return Number.isFinite(ms) && ms > 0 ? { pollIntervalMs: ms, retryDelayMs: ms } : {};
}

/**
 * The loopback `address:port` pairs the guarded fetcher may treat as public, so a browser test's
 * own picture site can stand in for a website (`FETCH_TEST_TARGETS`, honoured only when
 * `NODE_ENV` is `test`; see `fetch-test-targets.server.ts`). Production opens nothing.
 */
function fetchTestTargetSettings() {
	const { targets, refused } = parseFetchTestTargets(
		process.env.FETCH_TEST_TARGETS,
		operatorNodeEnv,
	);
	if (refused.length > 0)
		logger.warn('FETCH_TEST_TARGETS entries ignored (loopback address:port only)', { refused });
	if (targets.length > 0)
		logger.warn('the guarded fetcher treats these test targets as public (NODE_ENV=test)', {
			targets: targets.map((t) => `${t.address}:${t.port}`),
		});
	return targets;
}

const prepareOnly = process.argv.includes('--prepare-only');
// Before `npm run dev` (Astro's dev server then binds the same HOST).
if (prepareOnly) warnWithoutPublicOrigin();
if (!prepareOnly && !process.argv.includes('--no-build')) buildIfNeeded();
await prepareDatabase();
if (prepareOnly) {
	await closeDb();
	process.exit(0);
}

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// React (server rendering of islands) picks its slow development build unless told otherwise.
process.env.NODE_ENV ??= 'production';
const { handler } = (await import(entry)) as {
	handler: (req: http.IncomingMessage, res: http.ServerResponse) => void;
};

const { startOutboxWorker } = await import('~/lib/platform/mail/outbox-worker.server.ts');
// Only `POST /upload-video/` may send a body over 25 MB (BLD-12: up to 200 MB).
const { withBodyLimits } = await import('~/lib/platform/media/video/body-limits.server.ts');
const stopOutbox = startOutboxWorker(dbHandle().db);

// Background jobs (platform/jobs): pg-boss on PostgreSQL, the SQLite engine otherwise. Registered
// for the app's database handle before the first request, so resources find it (scheduleDraft).
const { openJobQueue, registerJobQueue } = await import('~/lib/platform/jobs/job-queue.server.ts');
const jobs = openJobQueue(
	{ db: dbHandle().db, databaseUrl: config().DATABASE_URL },
	jobQueueTestSettings(),
);
registerJobQueue(dbHandle().db, jobs);
// Empty unless a browser test started this server under NODE_ENV=test (see above).
registerFetchTestTargets(fetchTestTargetSettings());
const { startScheduledPublishing } = await import(
	'~/lib/content/scheduling/scheduled-publishing.server.ts'
);
const { publishDraft } = await import('~/lib/content/drafts/publish-draft.operation.server.ts');
// BLD-22: scheduled drafts are published at their time by whichever app copy takes the job.
await startScheduledPublishing({
	db: dbHandle().db,
	queue: jobs,
	publish: (draftId) => publishDraft(dbHandle().db, { draftId }),
});
const { startNotifications } = await import(
	'~/lib/social/notifications/notification-fanout.server.ts'
);
// Issue 28: what happened to people's things becomes notifications, as a job (never in the request).
await startNotifications({ db: dbHandle().db, queue: jobs });
const { startNotificationDelivery } = await import(
	'~/lib/social/notification-mail/start-notification-delivery.server.ts'
);
const { notificationDelivery } = await import(
	'~/lib/social/notifications/notification-delivery.server.ts'
);
// Issue 28: web push and notification mail (at once or the daily digest), as jobs with retries;
// the VAPID key pair is made here on the first start.
await startNotificationDelivery({ db: dbHandle().db, queue: jobs, load: notificationDelivery });

const port = config().PORT;
const host = config().HOST;
// `/de/…` addresses: the language prefix comes off before Astro routes the request.
const { withLanguagePrefixes } = await import('~/lib/platform/i18n/language-prefix.server.ts');
const server = http.createServer(
	staticFiles(
		path.join(root, 'dist/client'),
		withBodyLimits(withLanguagePrefixes(handler, config().PSEUDO_LOCALE)),
	),
);
server.keepAliveTimeout = 5_000;
const drain = drainable(server);
server.listen(port, host, () => {
	console.info(
		`Corkboard is serving on http://${host.includes(':') ? `[${host}]` : host}:${port}/ (${dbHandle().dialect})`,
	);
	warnWithoutPublicOrigin();
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
	if (stopping) return;
	stopping = true;
	logger.info('shutting down', { signal });
	// In-flight requests get up to 25 s; then the remaining connections are cut.
	const cut = await drain.close(25_000);
	if (cut > 0) logger.warn('requests cut at the shutdown deadline', { signal, cut });
	await stopOutbox();
	await jobs.stop();
	await closeDb();
	logger.info('stopped', { signal });
	process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
