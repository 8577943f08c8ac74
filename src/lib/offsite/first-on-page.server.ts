const seen = new WeakSet<object>();

/**
 * True the first time it is called for a page render (keyed by that render's `Astro.locals`),
 * so a component used many times emits its shared markup once.
 */
export function firstOnPage(locals: object): boolean {
	if (seen.has(locals)) return false;
	seen.add(locals);
	return true;
}
