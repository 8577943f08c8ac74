/**
 * "Keyset page fetch independent of depth": walks the signed-out home feed through
 * `UserHomefeedResource` by its bookmarks, one request at a time, and compares how long the
 * first pages and the deepest pages take.
 */
import { median } from './measure-latency.ts';

export interface DepthResult {
	pages: number;
	pageSize: number;
	/** Median ms of the first ten and of the last ten pages fetched. */
	firstMs: number;
	deepMs: number;
}

function feedUrl(origin: string, pageSize: number, bookmark: string | null): string {
	const options = { page_size: pageSize, ...(bookmark ? { bookmarks: [bookmark] } : {}) };
	const data = JSON.stringify({ options, context: {} });
	return `${origin}/resource/UserHomefeedResource/get/?data=${encodeURIComponent(data)}`;
}

export async function measureFeedDepth(
	origin: string,
	pages = 400,
	pageSize = 25,
): Promise<DepthResult> {
	const times: number[] = [];
	let bookmark: string | null = null;
	for (let i = 0; i < pages; i++) {
		const started = performance.now();
		const res = await fetch(feedUrl(origin, pageSize, bookmark));
		const body = (await res.json()) as {
			resource_response: { data: unknown[]; bookmark?: string | null };
		};
		times.push(performance.now() - started);
		if (!res.ok) throw new Error(`home feed page ${i + 1} answered ${res.status}`);
		bookmark = body.resource_response.bookmark ?? null;
		if (!bookmark || bookmark === '-end-') break;
	}
	const round = (x: number) => Math.round(x * 10) / 10;
	return {
		pages: times.length,
		pageSize,
		firstMs: round(median(times.slice(0, 10))),
		deepMs: round(median(times.slice(-10))),
	};
}
