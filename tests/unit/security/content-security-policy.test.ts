import { describe, expect, it } from 'vitest';
import {
	AMP_CDN,
	ampPolicy,
	mediaOriginOf,
	pagePolicy,
	showsWebImages,
} from '~/lib/platform/security/content-security-policy.ts';

/** A policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
	return new Map(
		policy.split(';').map((part) => {
			const [name = '', ...sources] = part.trim().split(/\s+/);
			return [name, sources];
		}),
	);
}

const sources = {
	scriptHashes: ['sha256-abc=', 'sha256-def='],
	mediaOrigins: ['https://cdn.example'],
};

describe('pagePolicy', () => {
	const policy = directives(pagePolicy(sources));

	it('runs scripts from our origin and listed hashes only: no inline code, no eval', () => {
		expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
		expect(pagePolicy(sources)).not.toMatch(/unsafe-eval|unsafe-hashes|\*/);
		expect(policy.get('default-src')).toEqual(["'self'"]);
	});

	it('allows inline styles (style attributes of the masonry) but not inline scripts', () => {
		expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
		expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
	});

	it('loads images from us, data: placeholders and the media origin', () => {
		expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://cdn.example']);
		expect(policy.get('media-src')).toEqual(["'self'", 'https://cdn.example']);
	});

	it('closes plugins, foreign <base>, foreign form targets and framing', () => {
		expect(policy.get('object-src')).toEqual(["'none'"]);
		expect(policy.get('base-uri')).toEqual(["'self'"]);
		expect(policy.get('form-action')).toEqual(["'self'"]);
		expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
	});
});

describe('BLD-19 the pin builder shows images of other websites', () => {
	it('widens img-src only, to http(s) images', () => {
		const plain = directives(pagePolicy(sources));
		const web = directives(pagePolicy(sources, { webImages: true }));
		expect(web.get('img-src')).toEqual([
			"'self'",
			'data:',
			'https://cdn.example',
			'https:',
			'http:',
		]);
		for (const [name, value] of plain) if (name !== 'img-src') expect(web.get(name)).toEqual(value);
	});

	it('on the builder paths only', () => {
		expect(showsWebImages('/pin-creation-tool/')).toBe(true);
		expect(showsWebImages('/pin-creation-tool')).toBe(true);
		expect(showsWebImages('/idea-pin-builder/')).toBe(true);
		expect(showsWebImages('/pin-creation-toolkit/')).toBe(false);
		expect(showsWebImages('/pin/123/')).toBe(false);
		expect(showsWebImages('/')).toBe(false);
	});
});

describe('ampPolicy', () => {
	const policy = directives(ampPolicy(sources));

	it('runs only the AMP runtime, and lets AMP viewers frame the page', () => {
		expect(policy.get('script-src')).toEqual([`${AMP_CDN}/`]);
		expect(policy.has('frame-ancestors')).toBe(false);
		expect(ampPolicy(sources)).not.toMatch(/'unsafe-eval'|sha256/);
		expect(policy.get('object-src')).toEqual(["'none'"]);
		expect(policy.get('img-src')).toContain('https://cdn.example');
	});
});

describe('mediaOriginOf', () => {
	it('answers the origin of an absolute media URL and null for our own paths', () => {
		expect(mediaOriginOf('https://cdn.example/media/')).toBe('https://cdn.example');
		expect(mediaOriginOf('http://localhost:9000/bucket')).toBe('http://localhost:9000');
		expect(mediaOriginOf('/media')).toBeNull();
		expect(mediaOriginOf('//cdn.example/media')).toBeNull();
		expect(mediaOriginOf('javascript:alert(1)')).toBeNull();
	});
});
