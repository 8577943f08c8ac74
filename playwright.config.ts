import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4399);
export const baseURL = `http://localhost:${port}`;

/**
 * End-to-end tests in the system Chromium (CHROMIUM_PATH or /usr/bin/chromium) against one
 * built server shared by every test: `npm start` on its own data folder, filled with the demo
 * world on first run and reused afterwards.
 */
export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: true,
	// Three browsers on two cores: the tests mostly wait on the server and on timers. The whole
	// suite took 13.8 minutes this way on the 2-core machine, against 21.3 with two workers.
	workers: 3,
	// CI machines of the slower kind run these 2-3× slower than a desk and stall at times: a test
	// gets twice the time there, and one more try. A test that fails twice still fails CI, and
	// the list reporter names every retried test as flaky.
	retries: process.env.CI ? 1 : 0,
	timeout: process.env.CI ? 60_000 : 30_000,
	expect: { timeout: process.env.CI ? 10_000 : 5_000 },
	reporter: [['list']],
	use: {
		baseURL,
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-dev-shm-usage',
				'--disable-background-networking',
				'--disable-component-update',
			],
		},
	},
	webServer: {
		command: 'node --import ./scripts/register.ts scripts/start.ts',
		url: `${baseURL}/readyz`,
		timeout: 300_000,
		reuseExistingServer: false,
		stdout: 'ignore',
		stderr: 'pipe',
		env: {
			PORT: String(port),
			HOST: 'localhost',
			// As in production: public pages are then shared-cacheable (without it they never are,
			// since their links would come from the request's Host), and writes must come from it.
			PUBLIC_ORIGIN: baseURL,
			DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data',
			LOG_LEVEL: 'warn',
			ASTRO_TELEMETRY_DISABLED: '1',
			// Each test sends its own X-Forwarded-For (tests/e2e/helpers/test.ts), so per-address
			// limits (20 sign-ups an hour…) count per test, not for the whole suite.
			TRUST_PROXY: 'true',
			// The browser tests look at pages, not at picture sharpness: 474 px originals seed the
			// demo world in about a fifth of the time 1,000 px ones take.
			SEED_IMAGE_WIDTH: '474',
			// `/en-xa/…`: the pseudo-locale the untranslated-text tests read (docs/i18n.md).
			PSEUDO_LOCALE: 'true',
			// NTF-08: the web push prompt would sit over other tests' pages; its own spec
			// (tests/e2e/push/) runs a server of its own with it on.
			WEB_PUSH_UPSELL: 'false',
		},
	},
});
