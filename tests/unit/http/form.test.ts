import { describe, expect, it } from 'vitest';
import { formString, readForm } from '~/lib/platform/http/form.server.ts';

function post(body: BodyInit, type?: string): Request {
	return new Request('http://localhost/x', {
		method: 'POST',
		body,
		...(type ? { headers: { 'content-type': type } } : {}),
	});
}

describe('readForm', () => {
	it('reads an urlencoded form', async () => {
		const form = await readForm(post('a=1&b=two', 'application/x-www-form-urlencoded'));
		expect(form?.get('a')).toBe('1');
		expect(form?.get('b')).toBe('two');
	});

	it('reads a multipart form', async () => {
		const body = new FormData();
		body.set('a', 'x');
		const form = await readForm(new Request('http://localhost/x', { method: 'POST', body }));
		expect(form?.get('a')).toBe('x');
	});

	it('answers null for a JSON body instead of throwing', async () => {
		await expect(readForm(post('{"a":1}', 'application/json'))).resolves.toBeNull();
	});

	it('answers null without a content type, or for plain text', async () => {
		await expect(readForm(post('a=1'))).resolves.toBeNull();
		await expect(readForm(post('a=1', 'text/plain'))).resolves.toBeNull();
	});

	it('answers null for a malformed multipart body', async () => {
		await expect(
			readForm(post('garbage', 'multipart/form-data; boundary=zzz')),
		).resolves.toBeNull();
		await expect(readForm(post('garbage', 'multipart/form-data'))).resolves.toBeNull();
	});
});

describe('formString', () => {
	const form = new FormData();
	form.set('name', 'abcdef');
	form.set('file', new File(['hello'], 'h.txt', { type: 'text/plain' }));

	it('returns the value cut to the maximum length', () => {
		expect(formString(form, 'name', 100)).toBe('abcdef');
		expect(formString(form, 'name', 3)).toBe('abc');
	});

	it("returns '' for a missing field, a File, or no form", () => {
		expect(formString(form, 'missing', 10)).toBe('');
		expect(formString(form, 'file', 10)).toBe('');
		expect(formString(null, 'name', 10)).toBe('');
	});
});
