/**
 * Marks a component as a React island for Astro's server renderer. Untagged components are
 * first test-rendered by every renderer's `check()` to find out which framework they use;
 * tagged ones skip that, which saves a React render per island per request.
 */
export function reactIsland<T extends object>(component: T): T {
	(component as Record<symbol, unknown>)[Symbol.for('astro:renderer')] = '@astrojs/react';
	return component;
}
