/** A tiny in-memory `Storage` for unit tests (the unit project runs in Node, without a DOM). */
export class MemoryStorage implements Storage {
	#items = new Map<string, string>();
	[name: string]: unknown;

	get length(): number {
		return this.#items.size;
	}
	clear(): void {
		this.#items.clear();
	}
	getItem(key: string): string | null {
		return this.#items.get(key) ?? null;
	}
	key(index: number): string | null {
		return [...this.#items.keys()][index] ?? null;
	}
	removeItem(key: string): void {
		this.#items.delete(key);
	}
	setItem(key: string, value: string): void {
		this.#items.set(key, String(value));
	}
	entries(): Record<string, string> {
		return Object.fromEntries(this.#items);
	}
}
