/**
 * Runs `worker` over `items` with at most `concurrency` calls in flight and returns the
 * results in input order. The first failure stops new work and is rethrown once the calls in
 * flight have settled. `onDone` is told how many items have finished so far.
 */
export async function runPool<T, R>(
	items: readonly T[],
	concurrency: number,
	worker: (item: T, index: number) => Promise<R>,
	onDone?: (done: number) => void,
): Promise<R[]> {
	const results: R[] = new Array(items.length);
	let next = 0;
	let done = 0;
	let failure: { error: unknown } | null = null;
	const lane = async () => {
		while (failure === null && next < items.length) {
			const index = next++;
			try {
				results[index] = await worker(items[index] as T, index);
			} catch (error) {
				failure ??= { error };
				return;
			}
			done++;
			onDone?.(done);
		}
	};
	const lanes = Math.max(1, Math.min(concurrency, items.length));
	await Promise.all(Array.from({ length: lanes }, lane));
	if (failure !== null) throw (failure as { error: unknown }).error;
	return results;
}
