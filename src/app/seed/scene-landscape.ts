import type { Random } from './random.ts';
import type { Raster, Rgb } from './raster.ts';
import { circle } from './shapes.ts';
import { darkIndex, lightIndex, type Painted, type Swatches } from './swatches.ts';
import { glow, mixRgb, noise, shade, texel, verticalGradient } from './texture.ts';

const WARM: Rgb = [255, 214, 160];
const NIGHT_BLUE: Rgb = [38, 56, 104];

/**
 * A lit landscape: a graded sky with a sun, its glow and streaky clouds, three to five ridges
 * fading into haze with distance (rocky or wooded texture, nearer ones more detailed), and
 * sometimes a lake that mirrors it all with ripples.
 */
export function paintLandscape(r: Raster, rng: Random, s: Swatches): Painted {
	const { width: w, height: h, data } = r;
	const time = rng.pick(['dawn', 'midday', 'dusk', 'golden hour'] as const);
	const lightI = lightIndex(s, 0);
	const midI = lightIndex(s, rng.int(1, 2));
	const darkI = darkIndex(s, 0);
	const light = s.rgb[lightI]!;
	const horizonColor =
		time === 'midday' ? mixRgb(light, [255, 255, 255], 0.3) : mixRgb(light, WARM, 0.45);
	const zenith =
		time === 'midday'
			? mixRgb(s.rgb[midI]!, [90, 150, 220], 0.45)
			: mixRgb(s.rgb[darkIndex(s, 1)]!, NIGHT_BLUE, 0.35);
	const horizonY = h * rng.float(0.4, 0.6);
	const lake = rng.chance(0.45);
	const waterY = lake ? horizonY + h * rng.float(0.06, 0.14) : h;

	verticalGradient(
		r,
		[0, 0, w, horizonY + h * 0.1],
		[
			[0, zenith],
			[0.65, mixRgb(zenith, horizonColor, 0.6)],
			[1, horizonColor],
		],
		0.03,
		0.6,
	);
	const sunX = w * rng.float(0.18, 0.82);
	const sunY = horizonY - h * rng.float(0.03, time === 'midday' ? 0.3 : 0.14);
	glow(r, sunX, sunY, w * 0.09, WARM, time === 'midday' ? 0.35 : 0.7);
	circle(r, sunX, sunY, w * rng.float(0.035, 0.06), [255, 246, 226], 0.95, 2.5);

	// Clouds: stretched noise above a threshold, lit on top, darker below.
	const cover = rng.float(0.5, 0.66);
	const cx0 = rng.float(0, 512);
	const cy0 = rng.float(0, 512);
	const cloudLit = mixRgb(horizonColor, [255, 255, 255], 0.55);
	const cloudShade = mixRgb(zenith, horizonColor, 0.4);
	for (let y = 0; y < horizonY; y++) {
		let i = y * w * 3;
		const ny = cy0 + y * 0.55;
		for (let x = 0; x < w; x++, i += 3) {
			const n = noise(cx0 + x * 0.16, ny);
			if (n < cover) continue;
			const a = Math.min(1, (n - cover) * 5) * 0.85;
			const lit = noise(cx0 + x * 0.16, ny - 4) < n ? cloudShade : cloudLit;
			data[i] = data[i]! + (lit[0] - data[i]!) * a;
			data[i + 1] = data[i + 1]! + (lit[1] - data[i + 1]!) * a;
			data[i + 2] = data[i + 2]! + (lit[2] - data[i + 2]!) * a;
		}
	}

	// Ridges, far to near: each darker, more textured and less hazy than the one behind it.
	const layers = rng.int(3, 5);
	const rocky = rng.chance(0.5);
	const floor = lake ? waterY : h;
	const ridgeTop = new Float32Array(w);
	for (let j = 0; j < layers; j++) {
		const depth = j / (layers - 1); // 0 far, 1 near
		if (lake && j === layers - 1) break; // the lake takes the foreground
		const base = horizonY + (floor - horizonY) * (0.05 + depth * 0.55) - h * 0.04;
		const amp = h * (rocky ? rng.float(0.1, 0.22) : rng.float(0.04, 0.1)) * (1 - depth * 0.5);
		const freq = rng.float(0.35, 0.8) * (rocky ? 1 : 0.6);
		const ox = rng.float(0, 512);
		const oy = rng.float(0, 512);
		const own = s.rgb[j % 2 === 0 ? darkIndex(s, 1) : darkI]!;
		const color = mixRgb(shade(own, 0.55 + depth * 0.35), horizonColor, 0.7 * (1 - depth));
		const detail = 0.12 + depth * 0.4;
		for (let x = 0; x < w; x++) {
			const n = noise(ox + x * freq * 0.5, oy);
			const ridge = rocky ? 1 - Math.abs(2 * n - 1) : n;
			ridgeTop[x] = base - amp * ridge;
		}
		for (let x = 0; x < w; x++) {
			const top = ridgeTop[x]!;
			const y0 = Math.max(0, Math.floor(top));
			for (let y = y0; y < floor; y++) {
				const i = (y * w + x) * 3;
				const a = y === y0 ? Math.min(1, y + 1 - top) : 1;
				const down = (y - top) / h;
				const k =
					(1 - down * 0.6) *
					(1 + detail * (texel(ox + x * 0.9, oy + y * (rocky ? 0.6 : 1.3)) - 0.5));
				const c0 = Math.min(255, color[0] * k);
				const c1 = Math.min(255, color[1] * k);
				const c2 = Math.min(255, color[2] * k);
				data[i] = data[i]! + (c0 - data[i]!) * a;
				data[i + 1] = data[i + 1]! + (c1 - data[i + 1]!) * a;
				data[i + 2] = data[i + 2]! + (c2 - data[i + 2]!) * a;
			}
		}
	}

	if (lake) {
		// The water mirrors what is above the waterline, displaced by ripples and darkened.
		const wy = Math.floor(waterY);
		const tint = mixRgb(zenith, s.rgb[darkI]!, 0.3);
		const ox = rng.float(0, 512);
		for (let y = wy; y < h; y++) {
			const src = Math.max(0, 2 * wy - y - 1);
			const depth = (y - wy) / Math.max(1, h - wy);
			const amp = 1.5 + depth * 10;
			let i = y * w * 3;
			for (let x = 0; x < w; x++, i += 3) {
				const sx = Math.min(
					w - 1,
					Math.max(0, Math.round(x + amp * (noise(ox + x * 0.05, y * 1.7) - 0.5))),
				);
				const j = (src * w + sx) * 3;
				const a = 0.25 + depth * 0.35;
				data[i] = data[j]! * 0.92 + (tint[0] - data[j]! * 0.92) * a;
				data[i + 1] = data[j + 1]! * 0.92 + (tint[1] - data[j + 1]! * 0.92) * a;
				data[i + 2] = data[j + 2]! * 0.92 + (tint[2] - data[j + 2]! * 0.92) * a;
			}
		}
		// A bright line where the water meets the far shore.
		for (let x = 0; x < w; x++) {
			const i = (wy * w + x) * 3;
			data[i] = Math.min(255, data[i]! * 1.15);
			data[i + 1] = Math.min(255, data[i + 1]! * 1.15);
			data[i + 2] = Math.min(255, data[i + 2]! * 1.15);
		}
	}

	const what = lake
		? rocky
			? 'a mountain lake'
			: 'a calm lake between hills'
		: rocky
			? 'mountain ridges'
			: 'rolling hills';
	return { subject: `${what} at ${time}`, colors: [lightI, darkI, midI] };
}
