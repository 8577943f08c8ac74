import { describe, expect, it } from 'vitest';
import { decodeBookmark, encodeBookmark } from '~/lib/platform/db/bookmark.ts';
import { isApiPath, isSameOrigin, tokensMatch } from '~/lib/platform/http/csrf.server.ts';
import { failureBody, successBody } from '~/lib/platform/http/envelope.ts';
import { AppError, ERRORS, errorMessage } from '~/lib/platform/http/errors.ts';
import { parseDataField } from '~/lib/platform/http/gateway.server.ts';

describe('envelope (STA-13, ERR-09)', () => {
	it('wraps data and the bookmark', () => {
		expect(successBody({ a: 1 }, 'bm')).toEqual({
			resource_response: {
				status: 'success',
				code: 0,
				message: 'ok',
				data: { a: 1 },
				bookmark: 'bm',
			},
		});
	});

	it('carries api_error_code, code, message, message_detail and http_status on failure', () => {
		const body = failureBody(new AppError('InvalidOptions', { detail: 'id: expected string' }));
		expect(body.resource_response.error).toEqual({
			api_error_code: 1003,
			code: 'InvalidOptions',
			message: errorMessage('InvalidOptions'),
			message_detail: 'id: expected string',
			http_status: 400,
		});
	});

	it('has unique, stable error numbers', () => {
		const numbers = Object.values(ERRORS).map((e) => e.apiErrorCode);
		expect(new Set(numbers).size).toBe(numbers.length);
	});
});

describe('parseDataField', () => {
	it('reads JSON text or objects of {options, context}', () => {
		expect(parseDataField('{"options":{"a":1},"context":{}}')).toEqual({
			options: { a: 1 },
			context: {},
		});
		expect(parseDataField({ options: { b: 2 } })).toEqual({ options: { b: 2 }, context: {} });
		expect(parseDataField(undefined)).toEqual({ options: {}, context: {} });
	});

	it('refuses malformed data with catalogue errors', () => {
		for (const bad of ['{', '[]', '1', '{"options":[]}', '{"options":{},"context":"x"}']) {
			expect(() => parseDataField(bad)).toThrow(AppError);
		}
	});
});

describe('bookmarks', () => {
	it('round-trip and refuse forgeries that are not cursors', () => {
		expect(decodeBookmark(encodeBookmark({ before: '123' }))).toEqual({ before: '123' });
		expect(decodeBookmark('-end-')).toBeNull();
		expect(decodeBookmark('not base64 json')).toBeNull();
		expect(
			decodeBookmark(Buffer.from('{"v":1,"before":"1 OR 1=1"}').toString('base64url')),
		).toBeNull();
	});
});

describe('CSRF helpers', () => {
	const allowed = ['http://localhost:4321'];
	const req = (headers: Record<string, string>) =>
		new Request('http://localhost:4321/x', { method: 'POST', headers });

	it('accepts our Origin, or our Referer when Origin is absent', () => {
		expect(isSameOrigin(req({ origin: 'http://localhost:4321' }), allowed)).toBe(true);
		expect(isSameOrigin(req({ referer: 'http://localhost:4321/pin/1/' }), allowed)).toBe(true);
	});

	it('refuses foreign, null or missing origins', () => {
		expect(isSameOrigin(req({ origin: 'https://evil.example' }), allowed)).toBe(false);
		expect(isSameOrigin(req({ origin: 'null' }), allowed)).toBe(false);
		expect(isSameOrigin(req({}), allowed)).toBe(false);
		expect(isSameOrigin(req({ referer: 'https://evil.example/' }), allowed)).toBe(false);
	});

	it('compares tokens exactly', () => {
		expect(tokensMatch('abc', 'abc')).toBe(true);
		expect(tokensMatch('abc', 'abd')).toBe(false);
		// Same length in characters, not in bytes: refused, never a throw (a 500).
		expect(tokensMatch('é'.repeat(32), 'a'.repeat(32))).toBe(false);
		expect(tokensMatch('', '')).toBe(false);
		expect(tokensMatch(null, 'abc')).toBe(false);
	});

	it('knows which paths are API paths', () => {
		expect(isApiPath('/resource/PinResource/get/')).toBe(true);
		expect(isApiPath('/v3/users/me/')).toBe(true);
		expect(isApiPath('/_/graphql/')).toBe(true);
		expect(isApiPath('/upload-image/')).toBe(true);
		expect(isApiPath('/logout')).toBe(false);
		expect(isApiPath('/vxfoo')).toBe(false);
	});
});

describe('newCsrfToken', () => {
	it('makes distinct 32-character tokens across pool refills', async () => {
		const { newCsrfToken } = await import('~/lib/platform/http/csrf.server.ts');
		const tokens = Array.from({ length: 1000 }, () => newCsrfToken());
		expect(new Set(tokens).size).toBe(1000);
		expect(tokens.every((t) => /^[A-Za-z0-9_-]{32}$/.test(t))).toBe(true);
	});
});
