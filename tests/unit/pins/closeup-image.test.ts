import { describe, expect, it } from 'vitest';
import { closeupImage, downloadFileName } from '~/lib/content/pins/closeup-image.ts';
import { IMAGE_SIZES, type ImageVariants, variantSize } from '~/lib/platform/media/image-sizes.ts';

/** The variants an upload of `w`×`h` gets (PIN-02): never upscaled, so small originals repeat. */
function variantsOf(w: number, h: number): ImageVariants {
	const out = {} as ImageVariants;
	for (const size of IMAGE_SIZES) {
		const { width, height } = variantSize(size, w, h);
		out[size] = { url: `/media/k/${size}.jpg`, width, height };
	}
	return out;
}

describe('closeupImage (PIN-02, PIN-05)', () => {
	it('a 474 px demo picture: drawn at most 474 px, from the distinct variants only', () => {
		const image = closeupImage(variantsOf(474, 632), 'tall');
		expect(image).toMatchObject({ url: '/media/k/474x.jpg', width: 474, height: 632 });
		// 474x, 564x and 736x are one size here: one entry for it, after the smaller ones.
		expect(image.srcset).toBe(
			'/media/k/170x.jpg 170w, /media/k/236x.jpg 236w, /media/k/474x.jpg 474w',
		);
		expect(image.sizes).toBe('(max-width: 767px) min(100vw, 474px), 474px');
		expect(image.stacked).toBe(false);
	});

	it('a large upload: every width-bound size, the column never wider than 508 px beside the text', () => {
		const image = closeupImage(variantsOf(3000, 4000), 'tall');
		expect(image).toMatchObject({ url: '/media/k/736x.jpg', width: 736, height: 981 });
		expect(image.srcset).toBe(
			'/media/k/170x.jpg 170w, /media/k/236x.jpg 236w, /media/k/474x.jpg 474w, /media/k/564x.jpg 564w, /media/k/736x.jpg 736w',
		);
		expect(image.sizes).toBe('(max-width: 767px) min(100vw, 736px), 508px');
	});

	it('a wide picture goes above the text, up to 736 px', () => {
		const image = closeupImage(variantsOf(1600, 900), 'wide');
		expect(image.stacked).toBe(true);
		expect(image.sizes).toBe('(max-width: 767px) min(100vw, 736px), 736px');
	});

	it('a picture smaller than every size has one file and no srcset', () => {
		const image = closeupImage(variantsOf(120, 90), 'wide');
		expect(image).toMatchObject({ width: 120, height: 90, srcset: undefined, sizes: undefined });
	});

	it('takes any other width-bound size there is (a larger demo variant) and skips fixed boxes', () => {
		const images = {
			...variantsOf(1200, 800),
			'1200x': { url: '/media/k/1200x.jpg', width: 1200, height: 800 },
		} as ImageVariants;
		const image = closeupImage(images, 'wide');
		expect(image.url).toBe('/media/k/1200x.jpg');
		expect(image.srcset).toContain('/media/k/1200x.jpg 1200w');
		expect(image.srcset).not.toContain('600x315');
		expect(image.srcset).not.toContain('136x136');
	});
});

describe('downloadFileName', () => {
	it('names the file by slug and id, with the stored extension', () => {
		expect(downloadFileName('blue-kitchen', '123', '/media/ab/orig.webp')).toBe(
			'blue-kitchen-123.webp',
		);
		expect(downloadFileName('', '123', 'https://cdn.example/x/orig.JPG?v=1')).toBe('pin-123.jpg');
		expect(downloadFileName('a', '1', '/media/ab/orig')).toBe('a-1.jpg');
	});
});
