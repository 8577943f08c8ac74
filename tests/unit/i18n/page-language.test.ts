import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadImage } from '~/lib/identity/settings/client/upload-image.ts';
import { callRest } from '~/lib/platform/client/api.ts';
import { PAGE_LANGUAGE_HEADER } from '~/lib/platform/i18n/page-language-header.ts';
import { pageLanguageOf, requestLanguage } from '~/lib/platform/i18n/request-language.server.ts';

/**
 * Issue 27: an island's API call answers in its page's language (`<html lang>`), whatever the
 * browser's Accept-Language and the cookie say (docs/i18n.md).
 */
describe('the page language of API calls', () => {
	afterEach(() => {
		vi.unstubAllGlobals();
	});

	it('accepts known languages only, in their stored case, and the pseudo-locale when on', () => {
		expect(pageLanguageOf('de')).toBe('de');
		expect(pageLanguageOf('EN-gb')).toBe('en-GB');
		expect(pageLanguageOf('ar')).toBe('ar');
		for (const bad of [null, undefined, '', 'zz', '<script>', 'de;q=1', 'x'.repeat(40), 'en-XA']) {
			expect(pageLanguageOf(bad)).toBeNull();
		}
		expect(pageLanguageOf('en-xa', true)).toBe('en-XA');
	});

	it('comes after the address prefix and before the setting, the cookie and Accept-Language', () => {
		const signals = {
			pathLanguage: null,
			pageLanguage: 'ja',
			setting: 'de',
			cookie: 'ar',
			acceptLanguage: 'fr',
		};
		expect(requestLanguage(signals)).toBe('ja');
		expect(requestLanguage({ ...signals, pathLanguage: 'ar' })).toBe('ar');
		expect(requestLanguage({ ...signals, pageLanguage: null })).toBe('de');
	});

	it('is sent by the client as the page’s <html lang>', async () => {
		const sent: Headers[] = [];
		vi.stubGlobal('document', {
			documentElement: { lang: 'ja', dataset: {} },
			cookie: 'csrftoken=abc',
		});
		vi.stubGlobal(
			'fetch',
			vi.fn(async (_url: string, init: RequestInit) => {
				sent.push(new Headers(init.headers));
				return new Response(
					JSON.stringify({ resource_response: { status: 'success', data: { ok: true } } }),
					{ headers: { 'content-type': 'application/json' } },
				);
			}),
		);
		await callRest('GET', '/v3/anything/');
		await callRest('POST', '/v3/anything/', { a: 1 });
		expect(sent.map((h) => h.get(PAGE_LANGUAGE_HEADER))).toEqual(['ja', 'ja']);
	});

	it('a failure without words of its own says the catalogue default, not a status line', async () => {
		vi.stubGlobal('document', { documentElement: { lang: 'en', dataset: {} }, cookie: '' });
		vi.stubGlobal(
			'fetch',
			vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
		);
		await expect(callRest('GET', '/v3/anything/')).rejects.toThrow(
			'Sorry! Something went wrong on our end!',
		);
	});

	it('is sent with an upload too (the server’s words about the file)', async () => {
		const sent: Headers[] = [];
		vi.stubGlobal('document', {
			documentElement: { lang: 'ar', dataset: {} },
			cookie: 'csrftoken=abc',
		});
		vi.stubGlobal(
			'fetch',
			vi.fn(async (_url: string, init: RequestInit) => {
				sent.push(new Headers(init.headers));
				return Response.json({ resource_response: { status: 'success', data: { id: '7' } } });
			}),
		);
		expect(await uploadImage(new File(['x'], 'a.png', { type: 'image/png' }))).toBe('7');
		expect(sent[0]?.get(PAGE_LANGUAGE_HEADER)).toBe('ar');
	});
});
