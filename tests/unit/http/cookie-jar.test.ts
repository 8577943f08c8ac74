import { describe, expect, it } from 'vitest';
import { CookieJar } from '~/lib/platform/http/cookie-jar.server.ts';

describe('CookieJar', () => {
	it('reads request cookies, and later reads see what the handler set or deleted', () => {
		const jar = new CookieJar(
			new Request('http://localhost/', { headers: { cookie: 'a=1; b=two%20words' } }),
		);
		expect(jar.get('a')).toBe('1');
		expect(jar.get('b')).toBe('two words');
		jar.set('a', 'changed');
		jar.delete('b');
		expect(jar.get('a')).toBe('changed');
		expect(jar.get('b')).toBeUndefined();
	});

	it('writes HttpOnly, SameSite=Lax cookies by default, Secure over HTTPS only', () => {
		const plain = new CookieJar(new Request('http://localhost/'));
		plain.set('s', 'x');
		expect(plain.setCookieHeaders()).toEqual(['s=x; Path=/; HttpOnly; SameSite=Lax']);
		const tls = new CookieJar(new Request('https://corkboard.example/'));
		tls.set('s', 'x', { maxAge: 60 });
		expect(tls.setCookieHeaders()).toEqual([
			's=x; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure',
		]);
	});

	it('a deleted cookie expires at once', () => {
		const jar = new CookieJar(new Request('http://localhost/'));
		jar.delete('gone');
		expect(jar.setCookieHeaders()[0]).toMatch(
			/^gone=; Path=\/; Max-Age=0; Expires=Thu, 01 Jan 1970/,
		);
	});
});
