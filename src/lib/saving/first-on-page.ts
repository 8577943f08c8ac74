const seen = new WeakMap<Request, Set<string>>();

/**
 * True the first time it is asked about `key` while rendering `request`, false afterwards: lets
 * a component used several times on one page (a feed grid) emit its page-wide parts once.
 */
export function firstOnPage(request: Request, key: string): boolean {
	let keys = seen.get(request);
	if (!keys) {
		keys = new Set();
		seen.set(request, keys);
	}
	if (keys.has(key)) return false;
	keys.add(key);
	return true;
}
