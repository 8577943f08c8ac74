import type { Kysely } from 'kysely';
import type { Database } from '../../lib/platform/db/database.ts';
import { ingestImage } from '../../lib/platform/media/media.service.server.ts';
import type { MediaStore } from '../../lib/platform/media/media-store.server.ts';
import { paletteByName } from '../../lib/platform/media/palettes.ts';
import { aspectRatioByName, DEFAULT_IMAGE_WIDTH } from './aspect-ratios.ts';
import { drawPixels } from './draw-image.server.ts';
import { altText } from './pin-text.ts';
import { createRandom } from './random.ts';
import type { PictureRef } from './rows.ts';
import { runPool } from './run-pool.ts';

/** One picture to draw and store. */
export interface PictureJob {
	/** Seed of the drawing's random stream (same seed, same pixels). */
	seed: number;
	/** Palette name (palettes.ts). */
	palette: string;
	/** Aspect ratio name (aspect-ratios.ts). */
	ratio: string;
	ownerId: string;
	/** Creation time (epoch ms) given to the media row. */
	at: number;
	/** Original width; DEFAULT_IMAGE_WIDTH when absent. */
	width?: number;
	/** Force one composition (avatars). */
	kind?: number;
	/** The pin's idea category (slug): picks the kind of scene. */
	topic?: string;
}

export interface PictureOptions {
	/** ingestImage calls in flight; sharp runs each on its own threads. */
	concurrency: number;
	log: (line: string) => void;
	label: string;
}

/**
 * Draws every job's picture and stores it through the media pipeline (`ingestImage`: all
 * sizes, files, media row), `concurrency` at a time. Drawing (10–30 milliseconds of
 * JavaScript) happens on this thread between awaits, overlapping the encoding of the pictures
 * in flight. (A worker thread for drawing was tried: on two cores it bought nothing, since
 * the pipeline keeps both busy.) Results come back in job order.
 */
export async function storePictures(
	db: Kysely<Database>,
	store: MediaStore,
	jobs: readonly PictureJob[],
	options: PictureOptions,
): Promise<PictureRef[]> {
	const started = performance.now();
	const step = Math.max(50, Math.round(jobs.length / 10 / 50) * 50);
	return runPool(
		jobs,
		options.concurrency,
		async (job) => {
			const drawn = drawPixels(
				createRandom(job.seed),
				paletteByName(job.palette),
				aspectRatioByName(job.ratio),
				{
					width: job.width ?? DEFAULT_IMAGE_WIDTH,
					...(job.kind === undefined ? {} : { kind: job.kind }),
					...(job.topic === undefined ? {} : { topic: job.topic }),
				},
			);
			// Raw pixels straight into the pipeline: the same outputs as an uploaded PNG of
			// them, without encoding and decoding one (~15–30 ms of CPU at 1,000 px).
			const stored = await ingestImage(db, store, {
				ownerId: job.ownerId,
				pixels: drawn.pixels,
				now: new Date(job.at),
			});
			return {
				mediaId: stored.id,
				dominantColor: stored.dominantColor,
				altText: altText(drawn.subject, drawn.colors),
			};
		},
		(done) => {
			if (done % step !== 0 && done !== jobs.length) return;
			const seconds = (performance.now() - started) / 1000;
			const rate = done / Math.max(seconds, 0.001);
			options.log(
				`${options.label} ${done}/${jobs.length} (${seconds.toFixed(1)} s, ${rate.toFixed(0)}/s)`,
			);
		},
	);
}
