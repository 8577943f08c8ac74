import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Runs `run` while a little site of the test's own serves `html` at every path on
 * `http://127.0.0.1:{port}` (another site than the e2e server on `localhost`), then closes it.
 * For what a page of someone else's can do to us: its pages carry none of our headers.
 */
export async function withOtherSite<T>(
	html: string,
	run: (origin: string) => Promise<T>,
): Promise<T> {
	const site = http.createServer((_, res) => {
		res.setHeader('content-type', 'text/html; charset=utf-8');
		res.end(html);
	});
	await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
	try {
		return await run(`http://127.0.0.1:${(site.address() as AddressInfo).port}`);
	} finally {
		site.close();
	}
}
