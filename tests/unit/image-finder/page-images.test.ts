import { describe, expect, it } from 'vitest';
import {
	createImageScanner,
	findImagesInHtml,
	MAX_FOUND_IMAGES,
} from '~/lib/content/image-finder/page-images.ts';
import { pageText } from '~/lib/content/image-finder/page-text.ts';
import { largestCandidate, parseSrcset } from '~/lib/content/image-finder/srcset.ts';

const PAGE = 'https://shop.example/products/chair.html';
const urls = (html: string, page = PAGE) => findImagesInHtml(html, page).images.map((i) => i.url);

describe('srcset', () => {
	it('parses w and x descriptors, and URLs with commas', () => {
		expect(parseSrcset('a.jpg 320w, b.jpg 640w,c.jpg 1280w')).toEqual([
			{ url: 'a.jpg', width: 320 },
			{ url: 'b.jpg', width: 640 },
			{ url: 'c.jpg', width: 1280 },
		]);
		expect(parseSrcset('x.jpg, y.jpg 2x')).toEqual([
			{ url: 'x.jpg', density: 1 },
			{ url: 'y.jpg', density: 2 },
		]);
		expect(parseSrcset('https://cdn.example/i/w_400,h_300/p.jpg 400w')).toEqual([
			{ url: 'https://cdn.example/i/w_400,h_300/p.jpg', width: 400 },
		]);
		expect(parseSrcset('bad.jpg 12q, ok.jpg 1.5x')).toEqual([{ url: 'ok.jpg', density: 1.5 }]);
	});

	it('picks the largest, by width when any candidate has one', () => {
		expect(largestCandidate(parseSrcset('a.jpg 2x, b.jpg 300w, c.jpg 900w'))?.url).toBe('c.jpg');
		expect(largestCandidate(parseSrcset('a.jpg, b.jpg 3x, c.jpg 2x'))?.url).toBe('b.jpg');
		expect(largestCandidate([])).toBeNull();
	});
});

describe('BLD-19 images of a page', () => {
	it('lists Open Graph and Twitter images first, then <img> in document order', () => {
		const found = findImagesInHtml(
			`<html><head><title> A  chair </title>
			<meta property="og:image" content="/og.jpg"><meta property="og:image:alt" content="The chair">
			<meta name="twitter:image" content="https://cdn.example/tw.jpg"></head>
			<body><img src="one.jpg" alt="First"><img src="../two.png" width="300" height="200"></body></html>`,
			PAGE,
		);
		expect(found.title).toBe('A chair');
		expect(found.images).toEqual([
			{ url: 'https://shop.example/og.jpg', alt: 'The chair' },
			{ url: 'https://cdn.example/tw.jpg', alt: '' },
			{ url: 'https://shop.example/products/one.jpg', alt: 'First' },
			{ url: 'https://shop.example/two.png', width: 300, height: 200, alt: '' },
		]);
	});

	it('takes the largest srcset candidate and <picture> sources', () => {
		const found = findImagesInHtml(
			`<img src="s.jpg" srcset="s.jpg 300w, m.jpg 600w, l.jpg 1200w" width="300" height="450" alt="Lamp">
			<picture><source type="image/svg+xml" srcset="v.svg"><source srcset="p-800.webp 800w, p-1600.webp 1600w">
			<img src="p.jpg" alt="Sofa"></picture>`,
			PAGE,
		);
		expect(found.images).toEqual([
			{ url: 'https://shop.example/products/l.jpg', width: 1200, height: 1800, alt: 'Lamp' },
			{ url: 'https://shop.example/products/p-1600.webp', width: 1600, alt: 'Sofa' },
		]);
	});

	it('resolves against <base href>, keeps http(s) only and drops duplicates', () => {
		expect(
			urls(`<head><base href="https://img.example/assets/"></head>
			<img src="a.jpg"><img src="a.jpg#x"><img src="https://img.example/assets/a.jpg">
			<img src="ftp://x.example/b.jpg"><img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">
			<img src="//other.example/c.jpg">`),
		).toEqual(['https://img.example/assets/a.jpg', 'https://other.example/c.jpg']);
	});

	it('skips tiny images, tracking pixels and SVG', () => {
		expect(
			urls(`<img src="icon.png" width="32" height="32"><img src="wide.png" width="600" height="20">
			<img src="/t/pixel.gif"><img src="spacer.gif"><img src="logo.svg"><img src="logo.SVGZ?v=2">
			<meta property="og:image" content="/small.jpg"><meta property="og:image:width" content="64">
			<img src="lazy.jpg" data-src="real.jpg" width="400">
			<img src="data:image/gif;base64,R0lGOD" data-src="lazy-real.jpg">
			<svg><image href="inside.png"></image><img src="in-svg.jpg"></svg>
			<img src="photo.jpg" width="100%">`),
		).toEqual([
			'https://shop.example/products/lazy.jpg',
			'https://shop.example/products/lazy-real.jpg',
			'https://shop.example/products/photo.jpg',
		]);
	});

	it(`answers at most ${MAX_FOUND_IMAGES} images`, () => {
		const imgs = Array.from({ length: 80 }, (_, i) => `<img src="/p/${i}.jpg">`).join('');
		const found = urls(imgs);
		expect(found).toHaveLength(MAX_FOUND_IMAGES);
		expect(found[49]).toBe('https://shop.example/p/49.jpg');
	});

	it('stops reading a page with thousands of images', () => {
		const scanner = createImageScanner(PAGE);
		let fed = 0;
		for (let i = 0; i < 5000; i++) {
			fed++;
			if (!scanner.write(`<img src="/p/${i}.jpg">`)) break;
		}
		expect(fed).toBeLessThan(1000);
		expect(scanner.end().images).toHaveLength(MAX_FOUND_IMAGES);
	});

	it('falls back to og:title, and decodes entities', () => {
		const found = findImagesInHtml(
			'<meta property="og:title" content="Tom &amp; Jerry"><img src="a.jpg" alt="A &quot;b&quot;">',
			PAGE,
		);
		expect(found.title).toBe('Tom & Jerry');
		expect(found.images[0]?.alt).toBe('A "b"');
	});
});

describe('pageText', () => {
	const join = (t: Iterable<string> | null) => (t === null ? null : [...t].join(''));
	it('reads HTML by its type or, without one, by its start', () => {
		expect(join(pageText('text/html; charset=utf-8', Buffer.from('<p>é</p>')))).toBe('<p>é</p>');
		expect(join(pageText(null, Buffer.from('  <!DOCTYPE html><p>x</p>')))).toContain('<p>x</p>');
		expect(pageText('image/png', Buffer.from('<html>'))).toBeNull();
		expect(pageText('application/json', Buffer.from('{}'))).toBeNull();
		expect(pageText(null, Buffer.from('GIF89a'))).toBeNull();
	});
	it('uses the declared charset', () => {
		const latin1 = Buffer.from('<meta charset="iso-8859-1"><title>caf\xe9</title>', 'latin1');
		expect(join(pageText('text/html', latin1))).toContain('café');
	});
});
