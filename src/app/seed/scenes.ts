import type { Palette, PaletteColor } from '../../lib/platform/media/palettes.ts';
import { drawComposition } from './compositions.ts';
import type { Random } from './random.ts';
import { createRaster, type Raster, vignette } from './raster.ts';
import { paintBokeh } from './scene-bokeh.ts';
import { paintFabric } from './scene-fabric.ts';
import { paintLandscape } from './scene-landscape.ts';
import { paintStillLife } from './scene-still-life.ts';
import { paintTabletop } from './scene-tabletop.ts';
import { type ScenePainter, swatches } from './swatches.ts';
import { grain, modulate } from './texture.ts';

/** The kinds of picture a pin can get. */
export const SCENES = [
	'landscape',
	'food',
	'craft',
	'beauty',
	'still-life',
	'fabric',
	'bokeh',
	'quote',
	'abstract',
] as const;
export type SceneName = (typeof SCENES)[number];

const PAINTERS: Record<Exclude<SceneName, 'abstract'>, ScenePainter> = {
	landscape: paintLandscape,
	food: (r, rng, s) => paintTabletop(r, rng, s, 'food'),
	craft: (r, rng, s) => paintTabletop(r, rng, s, 'craft'),
	beauty: (r, rng, s) => paintTabletop(r, rng, s, 'beauty'),
	'still-life': paintStillLife,
	fabric: paintFabric,
	bokeh: (r, rng, s) => paintBokeh(r, rng, s, false),
	quote: (r, rng, s) => paintBokeh(r, rng, s, true),
};

/**
 * Which scenes each idea category's pins show, with weights, so a food board looks like food
 * and a travel board like travel. Categories not listed (and pictures without a category)
 * get the abstract compositions.
 */
const BY_TOPIC: Record<string, readonly (readonly [SceneName, number])[]> = {
	art: [
		['abstract', 6],
		['still-life', 2],
		['landscape', 2],
	],
	pets: [
		['landscape', 4],
		['still-life', 3],
		['fabric', 3],
	],
	beauty: [
		['beauty', 5],
		['still-life', 3],
		['bokeh', 2],
	],
	design: [
		['abstract', 4],
		['still-life', 4],
		['craft', 2],
	],
	'food-drink': [
		['food', 8],
		['still-life', 2],
	],
	'womens-fashion': [
		['fabric', 6],
		['still-life', 2],
		['bokeh', 2],
	],
	'mens-fashion': [
		['fabric', 6],
		['still-life', 2],
		['landscape', 2],
	],
	'home-decor': [
		['still-life', 8],
		['fabric', 2],
	],
	diy: [
		['craft', 6],
		['still-life', 2],
		['abstract', 2],
	],
	quotes: [
		['quote', 7],
		['landscape', 3],
	],
	travel: [
		['landscape', 9],
		['still-life', 1],
	],
	fitness: [
		['landscape', 6],
		['still-life', 4],
	],
	weddings: [
		['bokeh', 4],
		['still-life', 3],
		['beauty', 3],
	],
};

/** The scene for a picture of `topic` (a category slug), drawn from `rng`. */
export function sceneFor(rng: Random, topic: string | undefined): SceneName {
	const weights = topic ? BY_TOPIC[topic] : undefined;
	return weights ? rng.weighted(weights) : 'abstract';
}

/** A painted scene: pixels, what it shows (no colours) and its dominant colours. */
export interface SceneDrawing {
	raster: Raster;
	scene: SceneName;
	subject: string;
	colors: PaletteColor[];
}

/**
 * Paints `scene` on a `width`×`height` raster, then adds film grain (and sometimes a
 * vignette). Abstract compositions get a canvas or paper texture. The same `rng` state gives
 * the same pixels.
 */
export function drawScene(
	rng: Random,
	palette: Palette,
	scene: SceneName,
	width: number,
	height: number,
): SceneDrawing {
	let raster: Raster;
	let subject: string;
	let colors: PaletteColor[];
	if (scene === 'abstract') {
		const d = drawComposition(rng, palette, width, height);
		raster = d.raster;
		subject = `${d.subject}, painted on textured canvas`;
		colors = d.colors;
		modulate(raster, [0, 0, width, height], 0.22, 0.5, 0.5, rng.float(0, 512));
		modulate(raster, [0, 0, width, height], 0.1, 2.2, 0.35, rng.float(0, 512));
	} else {
		raster = createRaster(width, height);
		const s = swatches(palette);
		const painted = PAINTERS[scene](raster, rng, s);
		subject = painted.subject;
		colors = [...new Set(painted.colors)].map((i) => s.colors[i]!);
		if (rng.chance(0.5)) vignette(raster, rng.float(0.1, 0.25));
	}
	grain(raster, rng.float(2.5, 4.5), rng.int(0, 2 ** 20));
	return { raster, scene, subject, colors };
}
