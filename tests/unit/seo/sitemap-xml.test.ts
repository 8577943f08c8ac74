import { describe, expect, it } from 'vitest';
import {
	lastmodOf,
	sitemapIndexXml,
	urlsetXml,
	xmlEscape,
	xmlResponse,
} from '~/lib/discovery/seo/sitemap-xml.ts';
import { locs, parseXml } from './xml.ts';

describe('xmlEscape', () => {
	it('escapes markup characters and drops characters XML cannot carry', () => {
		expect(xmlEscape(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
		expect(xmlEscape('bell\u0007 tab\t ok')).toBe('bell tab\t ok');
		expect(xmlEscape('emoji 📌 stays')).toBe('emoji 📌 stays');
	});
});

describe('lastmodOf', () => {
	it('writes W3C datetimes in UTC, keeps plain days, drops junk', () => {
		expect(lastmodOf('2026-11-21T10:11:12.345Z')).toBe('2026-11-21T10:11:12Z');
		expect(lastmodOf('2026-11-21T10:11:12+02:00')).toBe('2026-11-21T08:11:12Z');
		expect(lastmodOf('2026-11-21')).toBe('2026-11-21');
		expect(lastmodOf('soon')).toBeNull();
		expect(lastmodOf(null)).toBeNull();
	});
});

describe('urlsetXml and sitemapIndexXml', () => {
	it('write well-formed documents that give back the URLs exactly (SEO surfaces)', () => {
		const tricky = 'https://example.test/a&b/<x>/"q"/';
		const doc = parseXml(
			urlsetXml([
				{ loc: tricky, lastmod: '2026-01-02T03:04:05Z' },
				{ loc: 'https://example.test/' },
			]),
		);
		expect(doc.name).toBe('urlset');
		expect(doc.attrs.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
		expect(locs(doc)).toEqual([tricky, 'https://example.test/']);
		expect(doc.children[0]?.children.find((c) => c.name === 'lastmod')?.text).toBe(
			'2026-01-02T03:04:05Z',
		);
		// Each page lists its language versions (docs/i18n.md): en, de, ja, ar and x-default.
		const second = doc.children[1]?.children ?? [];
		expect(second.map((c) => c.name)).toEqual(['loc', ...Array(5).fill('xhtml:link')]);
		expect(second.slice(1).map((c) => [c.attrs.hreflang, c.attrs.href])).toEqual([
			['en', 'https://example.test/en/'],
			['de', 'https://example.test/de/'],
			['ja', 'https://example.test/ja/'],
			['ar', 'https://example.test/ar/'],
			['x-default', 'https://example.test/'],
		]);
		const index = parseXml(sitemapIndexXml([{ loc: 'https://example.test/sitemaps/topics.xml' }]));
		expect(index.name).toBe('sitemapindex');
		expect(index.children.map((c) => c.name)).toEqual(['sitemap']);
		expect(parseXml(urlsetXml([])).children).toEqual([]);
	});

	it('the test parser itself refuses broken XML', () => {
		expect(() => parseXml('<a><b></a></b>')).toThrow();
		expect(() => parseXml('<a>x & y</a>')).toThrow();
		expect(() => parseXml('<a>1</a><b/>')).toThrow();
		expect(() => parseXml('<a x=1/>')).toThrow();
	});
});

describe('xmlResponse', () => {
	it('answers application/xml with a public cache lifetime', async () => {
		const res = xmlResponse('<a/>');
		expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
		expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
		expect(await res.text()).toBe('<a/>');
	});
});
