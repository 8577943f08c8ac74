const seen = new WeakMap<object, Set<string>>();

/**
 * True the first time it is asked about `key` for one page render (`page`: that render's
 * `Astro.locals`), false afterwards: lets a component used several times on one page (a feed
 * grid, an outbound link) emit its page-wide parts (a dialog template, a loader) once.
 */
export function firstOnPage(page: object, key: string): boolean {
	let keys = seen.get(page);
	if (!keys) {
		keys = new Set();
		seen.set(page, keys);
	}
	if (keys.has(key)) return false;
	keys.add(key);
	return true;
}
