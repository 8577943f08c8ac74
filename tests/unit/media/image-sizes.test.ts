import { describe, expect, it } from 'vitest';
import {
	IMAGE_SIZES,
	variantContentType,
	variantFileName,
	variantSize,
} from '~/lib/platform/media/image-sizes.ts';
import { isMediaFileKey, newStorageKey } from '~/lib/platform/media/media-store.server.ts';

describe('variant sizes', () => {
	it('keeps the aspect for width-bound sizes and never upscales', () => {
		expect(variantSize('236x', 736, 1104)).toEqual({ width: 236, height: 354 });
		expect(variantSize('736x', 500, 300)).toEqual({ width: 500, height: 300 });
		expect(variantSize('170x', 10_000, 1)).toEqual({ width: 170, height: 1 });
	});

	it('gives fixed boxes their exact size and orig the original size', () => {
		expect(variantSize('600x315', 20, 20)).toEqual({ width: 600, height: 315 });
		expect(variantSize('60x60', 736, 1104)).toEqual({ width: 60, height: 60 });
		expect(variantSize('orig', 4000, 3000)).toEqual({ width: 4000, height: 3000 });
	});

	it('names files by size and format, and knows their content type', () => {
		expect(variantFileName('236x', 'jpeg')).toBe('236x.jpg');
		expect(variantFileName('orig', 'webp')).toBe('orig.webp');
		expect(variantContentType('ab/cd/x/236x.jpg')).toBe('image/jpeg');
		expect(variantContentType('60x60.png')).toBe('image/png');
		expect(variantContentType('orig.webp')).toBe('image/webp');
		expect(variantContentType('evil.svg')).toBeNull();
	});
});

describe('storage keys', () => {
	it('are ab/cd/<32 hex>, fanned out by their own first bytes', () => {
		const seen = new Set<string>();
		for (let i = 0; i < 50; i++) {
			const key = newStorageKey();
			expect(key).toMatch(/^([0-9a-f]{2})\/([0-9a-f]{2})\/\1\2[0-9a-f]{28}$/);
			seen.add(key);
		}
		expect(seen.size).toBe(50);
	});

	it('accept exactly the variant files the pipeline writes', () => {
		const key = newStorageKey();
		for (const size of IMAGE_SIZES) {
			expect(isMediaFileKey(`${key}/${variantFileName(size, 'jpeg')}`)).toBe(true);
		}
		const bad = [
			`${key}/236x.svg`,
			`${key}/237x.jpg`,
			`${key}/../../etc/passwd`,
			`../${key}/236x.jpg`,
			`/${key}/236x.jpg`,
			`${key}/236x.jpg/`,
			`${key}//236x.jpg`,
			`${key.toUpperCase()}/236x.jpg`,
			`00/00/${key.slice(6)}/236x.jpg`,
			'ab/cd/../../../secret/236x.jpg',
			'',
		];
		for (const k of bad) expect(isMediaFileKey(k), k).toBe(false);
	});
});
