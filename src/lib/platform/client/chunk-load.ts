import { claimAppReload } from './app-version.ts';

/**
 * Loading code on demand (STA-03, STA-04). Every lazily loaded piece of the client, a page
 * script imported by URL (`LazyScript.astro`) or a chunk a bundled `import()` names,
 * goes through `retryChunk`, so a dropped connection or a deploy in progress costs a short
 * wait instead of a dead button.
 *
 * Browsers do fetch a failed module again on the next `import()` of the same URL (the HTML
 * standard stopped caching module-map failures; Chromium does so), so a retry needs no
 * cache-busting query, and a later success is the same module instance as everywhere else.
 */

/** STA-03: waits before the 2nd, 3rd and 4th try: a 500 ms start that doubles. */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000];

/** Sent on `window` when a chunk failed for good (STA-04: reported as a loader error). */
export const LOADER_ERROR_EVENT = 'corkboard:loader-error';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load`; when it rejects, waits 500, 1000, then 2000 ms and runs it again (up to 3
 * retries, 4 tries in all), then rejects with the last error.
 */
export async function retryChunk<T>(
	load: () => Promise<T>,
	delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
	wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
	for (let attempt = 0; ; attempt++) {
		try {
			return await load();
		} catch (error) {
			const delay = delays[attempt];
			if (delay === undefined) throw error;
			await wait(delay);
		}
	}
}

/** `retryChunk` in the browser: a final failure is also announced as a loader error (STA-04). */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
	return retryChunk(load).catch((error: unknown) => {
		dispatchEvent(new CustomEvent(LOADER_ERROR_EVENT, { detail: error }));
		throw error;
	});
}

/** The page is out of date (STA-08): the caller should load a fresh page instead. */
export class StaleAppError extends Error {
	constructor() {
		super('A newer version of the site is out; loading a fresh page instead.');
		this.name = 'StaleAppError';
	}
}

/**
 * Imports the page script whose URL `LazyScript.astro` left in `#{id}[data-src]`, with retries.
 * Rejects at once when the element is missing, and with `StaleAppError` when the server has
 * moved to a newer version and the reload is due (STA-08/09): old code is not loaded into a
 * page the server no longer matches, and callers fall back to a full page load (following the
 * link they intercepted). `evenIfStale` is for code that must run anyway (the error modal).
 */
export function importScript(id: string, { evenIfStale = false } = {}): Promise<unknown> {
	const src = document.getElementById(id)?.dataset.src;
	if (!src) return Promise.reject(new Error(`There is no script #${id} on this page.`));
	if (!evenIfStale && claimAppReload()) return Promise.reject(new StaleAppError());
	return loadChunk(() => import(/* @vite-ignore */ src));
}
