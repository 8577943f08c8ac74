import { AppError } from './errors.ts';

/**
 * Reads a request body, refusing more than `limit` bytes before reading it all (a declared
 * length over the limit is refused at once; a chunked body is cut as soon as it passes it).
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Buffer> {
	const declared = Number(request.headers.get('content-length') ?? '0');
	if (declared > limit) throw new AppError('PayloadTooLarge');
	if (!request.body) return Buffer.alloc(0);
	const reader = request.body.getReader();
	const chunks: Uint8Array[] = [];
	let total = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		total += value.byteLength;
		if (total > limit) {
			// Not awaited: cancelling one branch of a cloned (teed) body settles only once the
			// other branch is cancelled too, which would hang the caller.
			reader.cancel().catch(() => {});
			throw new AppError('PayloadTooLarge');
		}
		chunks.push(value);
	}
	return Buffer.concat(chunks);
}

/** `readBodyBytes` as UTF-8 text. */
async function readBodyText(request: Request, limit: number): Promise<string> {
	return (await readBodyBytes(request, limit)).toString('utf8');
}

/**
 * Reads the fields of a form-encoded or JSON body into string-or-JSON values.
 * JSON bodies must be an object; form bodies give strings.
 */
export async function readFields(
	request: Request,
	limit: number,
): Promise<Record<string, unknown>> {
	const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
	const text = await readBodyText(request, limit);
	if (text === '') return {};
	if (type === 'application/json') {
		let value: unknown;
		try {
			value = JSON.parse(text);
		} catch {
			throw new AppError('InvalidRequestBody', { detail: 'The body is not valid JSON.' });
		}
		if (typeof value !== 'object' || value === null || Array.isArray(value)) {
			throw new AppError('InvalidRequestBody', { detail: 'The JSON body must be an object.' });
		}
		return value as Record<string, unknown>;
	}
	if (type === 'application/x-www-form-urlencoded' || type === '' || type === 'text/plain') {
		return Object.fromEntries(new URLSearchParams(text));
	}
	throw new AppError('UnsupportedMediaType');
}
