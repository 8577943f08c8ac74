/**
 * Checks that the plain server renders what our server renders: fetches one path from both
 * with the same `Host` header (pages embed absolute URLs), and reports the byte sizes and the
 * first difference, if any.
 */
import http from 'node:http';

export interface HtmlComparison {
	path: string;
	oursBytes: number;
	plainBytes: number;
	identical: boolean;
	/** Where the pages first differ, with a little context from each; null when identical. */
	firstDifference: { at: number; ours: string; plain: string } | null;
}

const HOST = 'bench.corkboard.test';

/** GET `path` from `origin`, presenting itself as HOST. */
function fetchPage(origin: string, path: string): Promise<string> {
	return new Promise((resolve, reject) => {
		const req = http.get(new URL(path, origin), { headers: { host: HOST } }, (res) => {
			const chunks: Buffer[] = [];
			res.on('data', (c: Buffer) => chunks.push(c));
			res.on('end', () => {
				if (res.statusCode !== 200) reject(new Error(`GET ${origin}${path}: ${res.statusCode}`));
				else resolve(Buffer.concat(chunks).toString('utf8'));
			});
			res.on('error', reject);
		});
		req.on('error', reject);
	});
}

/** Compares `path` on both servers (origins like `http://localhost:4321`). */
export async function compareHtml(
	oursOrigin: string,
	plainOrigin: string,
	path: string,
): Promise<HtmlComparison> {
	const ours = await fetchPage(oursOrigin, path);
	const plain = await fetchPage(plainOrigin, path);
	let at = 0;
	while (at < ours.length && at < plain.length && ours[at] === plain[at]) at++;
	const identical = ours === plain;
	const around = (s: string) => s.slice(Math.max(0, at - 40), at + 80);
	return {
		path,
		oursBytes: Buffer.byteLength(ours),
		plainBytes: Buffer.byteLength(plain),
		identical,
		firstDifference: identical ? null : { at, ours: around(ours), plain: around(plain) },
	};
}
