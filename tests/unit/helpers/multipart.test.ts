import { describe, expect, it } from 'vitest';
import { readBodyBytes } from '~/lib/platform/http/body.server.ts';
import { multipartFields } from '../../helpers/multipart.ts';

describe('multipartFields (test helper)', () => {
	it('encodes text fields that a multipart parser reads back as sent', async () => {
		const fields = { data: '{"options":{"x":"é \\" \\r\\n"}}', source_url: '/' };
		const { body, contentType } = multipartFields(fields);
		const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
		expect(form.get('data')).toBe(fields.data);
		expect(form.get('source_url')).toBe('/');
	});

	it('is bytes, so a body cut at the size limit leaves no stray task behind', async () => {
		const stray: unknown[] = [];
		const onRejection = (e: unknown) => stray.push(e);
		process.on('unhandledRejection', onRejection);
		try {
			const { body, contentType } = multipartFields({ data: 'x'.repeat(50_000) });
			const request = new Request('http://localhost/', {
				method: 'POST',
				headers: { 'content-type': contentType },
				body,
			});
			await expect(readBodyBytes(request, 100)).rejects.toMatchObject({ code: 'PayloadTooLarge' });
			await new Promise((resolve) => setTimeout(resolve, 50));
			expect(stray).toEqual([]);
		} finally {
			process.off('unhandledRejection', onRejection);
		}
	});
});
