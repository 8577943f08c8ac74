import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };
const pg = process.env.TEST_DATABASE_URL;
/** Mail files and the signing key of integration tests go here, never into the project's `data/`. */
const DATA_DIR = path.join(os.tmpdir(), 'corkboard-vitest-data');
/**
 * In CI a failed integration test gets one more try. Some tests measure time or race a real
 * server process (SIGTERM, kill -9, SSRF deadlines, 100 ms upload refusals), and a shared CI
 * machine of the slower kind stalls at times; a test that fails twice still fails the run, and
 * the reporter marks a test that passed on its second try.
 */
const retry = process.env.CI ? 1 : 0;
/**
 * Test files mostly wait (on PostgreSQL, on a server process, on timers), so more files run at
 * once than there are cores: on the 2-core CI machine 3 workers took the suite from about 25 to
 * 14 minutes (vitest's default there is 1). At most 4, so that PostgreSQL's 100 connections
 * are enough for the files' pools and servers.
 */
const maxWorkers = Math.min(4, Math.ceil(os.availableParallelism() * 1.5));

/**
 * Three projects: `unit` (pure code, no I/O), `integration:sqlite` (real SQLite, a fresh file per
 * test file) and, when TEST_DATABASE_URL is set, `integration:postgres` (the same files on a
 * fresh PostgreSQL database per test file).
 */
export default defineConfig({
	resolve: { alias },
	define: { __BUILD_ID__: JSON.stringify('test') },
	test: {
		maxWorkers,
		projects: [
			{
				resolve: { alias },
				define: { __BUILD_ID__: JSON.stringify('test') },
				test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
			},
			{
				resolve: { alias },
				define: { __BUILD_ID__: JSON.stringify('test') },
				test: {
					name: 'integration:sqlite',
					include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
					env: { TEST_DIALECT: 'sqlite', LOG_LEVEL: 'silent', DATA_DIR },
					testTimeout: 30_000,
					hookTimeout: 60_000,
					retry,
				},
			},
			...(pg
				? [
						{
							resolve: { alias },
							define: { __BUILD_ID__: JSON.stringify('test') },
							test: {
								name: 'integration:postgres',
								include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
								env: { TEST_DIALECT: 'postgres', LOG_LEVEL: 'silent', DATA_DIR },
								testTimeout: 30_000,
								hookTimeout: 60_000,
								retry,
							},
						},
					]
				: []),
		],
	},
});
