import http from 'node:http';

export interface HttpAnswer {
	status: number;
	headers: http.IncomingHttpHeaders;
	text: string;
}

/**
 * One HTTP request with exactly the headers given. Unlike `fetch`, node:http adds no `Origin`,
 * `Referer` or cookies of its own, so a test controls what the server sees of the request's
 * origin.
 */
export function httpRequest(
	url: string,
	init: { method: string; headers?: Record<string, string>; body?: Uint8Array | string },
): Promise<HttpAnswer> {
	return new Promise((resolve, reject) => {
		const headers: Record<string, string | number> = { ...init.headers };
		if (init.body !== undefined) headers['content-length'] = Buffer.byteLength(init.body);
		const req = http.request(url, { method: init.method, headers }, (res) => {
			const chunks: Buffer[] = [];
			res.on('data', (c: Buffer) => chunks.push(c));
			res.on('end', () =>
				resolve({
					status: res.statusCode ?? 0,
					headers: res.headers,
					text: Buffer.concat(chunks).toString('utf8'),
				}),
			);
			res.on('error', reject);
		});
		req.on('error', reject);
		if (init.body !== undefined) req.write(init.body);
		req.end();
	});
}

/** `fields` as a body of the encoding, with its content type (multipart through a real FormData). */
export async function formBody(
	fields: Record<string, string | Blob>,
	encoding: 'json' | 'urlencoded' | 'multipart',
): Promise<{ contentType: string; body: Uint8Array | string }> {
	if (encoding === 'json') return { contentType: 'application/json', body: JSON.stringify(fields) };
	if (encoding === 'urlencoded') {
		const params = new URLSearchParams();
		for (const [k, v] of Object.entries(fields)) if (typeof v === 'string') params.set(k, v);
		return { contentType: 'application/x-www-form-urlencoded', body: params.toString() };
	}
	const form = new FormData();
	for (const [k, v] of Object.entries(fields)) form.set(k, v);
	const encoded = new Response(form);
	return {
		contentType: encoded.headers.get('content-type')!,
		body: new Uint8Array(await encoded.arrayBuffer()),
	};
}
