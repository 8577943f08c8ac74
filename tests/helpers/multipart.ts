/**
 * An image upload's body as a browser encodes it (multipart/form-data with the file in `img`),
 * with its Content-Type (which names the boundary).
 */
export async function imageForm(
	bytes: Uint8Array,
	name = 'photo.jpg',
): Promise<{ body: Buffer; contentType: string }> {
	const form = new FormData();
	form.set('img', new Blob([new Uint8Array(bytes)]), name);
	const encoded = new Response(form);
	return {
		body: Buffer.from(await encoded.arrayBuffer()),
		contentType: encoded.headers.get('content-type')!,
	};
}

/**
 * Text fields as a multipart/form-data body, encoded at once into bytes.
 * Tests send bytes, never a `FormData`: Node's fetch feeds a `FormData` body into its stream from
 * a detached task that does not stop when the stream is cancelled, so a body the server cuts
 * short (over its size limit) would end in an unhandled rejection in the test process.
 */
export function multipartFields(fields: Record<string, string>): {
	body: Uint8Array<ArrayBuffer>;
	contentType: string;
} {
	const boundary = `----corkboard${crypto.randomUUID().replaceAll('-', '')}`;
	const parts = Object.entries(fields).map(
		([name, value]) =>
			`--${boundary}\r\nContent-Disposition: form-data; name="${escapeQuoted(name)}"\r\n\r\n${value}\r\n`,
	);
	const text = `${parts.join('')}--${boundary}--\r\n`;
	return {
		body: new Uint8Array(Buffer.from(text.toWellFormed(), 'utf8')),
		contentType: `multipart/form-data; boundary=${boundary}`,
	};
}

/** A name inside a quoted header parameter, escaped as browsers do (WHATWG HTML form encoding). */
function escapeQuoted(name: string): string {
	return name.replaceAll('\n', '%0A').replaceAll('\r', '%0D').replaceAll('"', '%22');
}
