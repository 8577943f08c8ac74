import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { StoredVariants } from '../../platform/media/image-sizes.ts';
import type { MediaStore } from '../../platform/media/media-store.server.ts';
import { BACKFILL_SOURCE_SIZE, featuresOfStoredImage } from './stored-image-features.server.ts';
import { listMediaWithoutFeatures, saveMediaFeatures } from './visual.repository.server.ts';

export interface BackfillReport {
	/** Images measured and stored. */
	updated: number;
	/** Images whose files could not be read or decoded (left without features). */
	failed: number;
}

/**
 * Computes the visual-search features (SRC-06) of every image that has none yet, from its stored
 * `orig` file, `batchSize` rows at a time in id order (keyset), so it can run on a live database
 * and be stopped and run again. Uploads since the image-features migration carry features
 * already; `scripts/backfill-image-features.ts` runs this for older media, and visual search
 * measures a query picture that still lacks them on the spot.
 */
export async function backfillImageFeatures(
	db: Kysely<Database>,
	store: MediaStore,
	options: { batchSize?: number; onProgress?: (report: BackfillReport) => void } = {},
): Promise<BackfillReport> {
	const report: BackfillReport = { updated: 0, failed: 0 };
	let after: string | null = null;
	for (;;) {
		const rows = await listMediaWithoutFeatures(db, after, options.batchSize ?? 100);
		if (rows.length === 0) return report;
		for (const row of rows) {
			try {
				const features = await featuresOfStoredImage(
					store,
					{ storageKey: row.storage_key, variants: JSON.parse(row.variants) as StoredVariants },
					{ size: BACKFILL_SOURCE_SIZE },
				);
				await saveMediaFeatures(db, row.id, features);
				report.updated++;
			} catch {
				report.failed++;
			}
		}
		after = rows.at(-1)!.id;
		options.onProgress?.(report);
	}
}
