import { describe, expect, it } from 'vitest';
import { readFields } from '~/lib/platform/http/body.server.ts';
import { AppError } from '~/lib/platform/http/errors.ts';

const LIMIT = 10 * 1024 * 1024;

function post(body: BodyInit, type: string, headers: Record<string, string> = {}) {
	return new Request('http://localhost/x', {
		method: 'POST',
		body,
		headers: { 'content-type': type, ...headers },
		// Needed by Node's fetch for streaming bodies.
		...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
	} as RequestInit);
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
	try {
		await promise;
		return 'ok';
	} catch (error) {
		return error instanceof AppError ? error.code : 'other';
	}
}

describe('readFields', () => {
	it('reads JSON objects and form fields', async () => {
		expect(
			await readFields(post('{"data":"{}","source_url":"/"}', 'application/json'), LIMIT),
		).toEqual({
			data: '{}',
			source_url: '/',
		});
		expect(
			await readFields(
				post('data=%7B%7D&source_url=%2F', 'application/x-www-form-urlencoded'),
				LIMIT,
			),
		).toEqual({
			data: '{}',
			source_url: '/',
		});
	});

	it('refuses bodies over the limit, declared or streamed (413)', async () => {
		const big = 'x'.repeat(LIMIT + 1);
		expect(
			await codeOf(readFields(post(JSON.stringify({ a: big }), 'application/json'), LIMIT)),
		).toBe('PayloadTooLarge');
		const chunk = new Uint8Array(1024 * 1024).fill(120);
		let sent = 0;
		const stream = new ReadableStream<Uint8Array>({
			pull(controller) {
				if (sent++ > 11) controller.close();
				else controller.enqueue(chunk);
			},
		});
		expect(await codeOf(readFields(post(stream, 'application/json'), LIMIT))).toBe(
			'PayloadTooLarge',
		);
		expect(sent).toBeLessThan(14);
	});

	it('refuses malformed JSON, non-object JSON and unknown types with 4xx codes', async () => {
		expect(await codeOf(readFields(post('{oops', 'application/json'), LIMIT))).toBe(
			'InvalidRequestBody',
		);
		expect(await codeOf(readFields(post('[1]', 'application/json'), LIMIT))).toBe(
			'InvalidRequestBody',
		);
		expect(await codeOf(readFields(post('<x/>', 'application/xml'), LIMIT))).toBe(
			'UnsupportedMediaType',
		);
	});
});
