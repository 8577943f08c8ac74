/**
 * An in-process cache whose entries live a fixed, short time (a micro-cache): for answers that
 * many requests ask for within seconds and that may be that many seconds old.
 *
 * - **Single flight.** A miss stores the pending load, so every caller asking for the same key
 *   while it runs shares it: an entry that expires under load costs one load, not one per caller.
 * - **Failures are not kept.** A load that rejects is dropped at once (the next caller loads
 *   again); the callers that shared it all get its error.
 * - **Bounded.** At most `maxEntries`; adding one more drops the oldest added.
 * - **Spread expiry.** An entry lives between 3/4 of `ttlMs` and `ttlMs` (at random), so entries
 *   loaded together (a server's first busy second) are not all loaded again at the same moment.
 * - **Per process.** Each copy of the app keeps its own; nothing is shared or persisted, so a
 *   value is at most `ttlMs` old wherever it is served.
 *
 * Values are shared between callers: callers must not change them.
 */
export interface ShortLivedCacheOptions {
	ttlMs: number;
	maxEntries: number;
	/** The clock, in milliseconds (default `Date.now`). */
	now?: () => number;
	/** A number in [0, 1) that picks an entry's life (default `Math.random`). */
	random?: () => number;
}

interface Entry<V> {
	expires: number;
	value: Promise<V>;
}

export class ShortLivedCache<V> {
	readonly #entries = new Map<string, Entry<V>>();
	readonly #ttlMs: number;
	readonly #maxEntries: number;
	readonly #now: () => number;
	readonly #random: () => number;

	constructor(options: ShortLivedCacheOptions) {
		this.#ttlMs = options.ttlMs;
		this.#maxEntries = options.maxEntries;
		this.#now = options.now ?? (() => Date.now());
		this.#random = options.random ?? Math.random;
	}

	/** The value of `key`: kept if younger than the TTL, else from `load` (kept from now on). */
	get(key: string, load: () => Promise<V>): Promise<V> {
		const now = this.#now();
		const kept = this.#entries.get(key);
		if (kept && kept.expires > now) return kept.value;
		if (kept) this.#entries.delete(key);
		else if (this.#entries.size >= this.#maxEntries) {
			const oldest = this.#entries.keys().next().value;
			if (oldest !== undefined) this.#entries.delete(oldest);
		}
		const life = this.#ttlMs * (1 - this.#random() / 4);
		const entry: Entry<V> = { expires: now + life, value: load() };
		this.#entries.set(key, entry);
		entry.value.catch(() => {
			if (this.#entries.get(key) === entry) this.#entries.delete(key);
		});
		return entry.value;
	}

	/** How many entries are kept (expired ones included until they are asked for or dropped). */
	get size(): number {
		return this.#entries.size;
	}
}
