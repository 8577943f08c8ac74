/**
 * A multipart `POST /upload-image/` request as it arrives over HTTP: the encoded bytes of a real
 * `FormData` with their Content-Length (or a false one, to test counting). `file` null sends no
 * `img` field; a string sends `img` as a text field.
 */
export async function uploadRequest(
	file: Blob | string | null,
	name = 'photo.jpg',
	contentLength?: number,
): Promise<Request> {
	const form = new FormData();
	form.set('csrftoken', 'ignored-here');
	if (typeof file === 'string') form.set('img', file);
	else if (file) form.set('img', file, name);
	const encoded = new Response(form);
	const body = new Uint8Array(await encoded.arrayBuffer());
	return new Request('http://localhost/upload-image/', {
		method: 'POST',
		headers: {
			'content-type': encoded.headers.get('content-type')!,
			'content-length': String(contentLength ?? body.byteLength),
		},
		body,
	});
}

/** A Blob of bytes with a declared type, as a browser sends a chosen file. */
export function fileBlob(bytes: Uint8Array, type = ''): Blob {
	return new Blob([new Uint8Array(bytes)], { type });
}
