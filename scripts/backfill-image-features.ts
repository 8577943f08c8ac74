/**
 * `npm run backfill:image-features`: computes the visual
 * search features (SRC-06: colour histogram, difference hash, colour buckets) of every stored
 * image that has none yet, from its stored original. Safe to stop and run again; uploads and the
 * seed compute features themselves, so this is only for media stored before they existed.
 */

import { backfillImageFeatures } from '~/lib/discovery/visual/backfill-features.server.ts';
import { closeDb, dbHandle } from '~/lib/platform/db/client.server.ts';
import { mediaStore } from '~/lib/platform/media/media-store.server.ts';

const started = performance.now();
const report = await backfillImageFeatures(dbHandle().db, mediaStore(), {
	onProgress: (r) => console.info(`… ${r.updated} measured, ${r.failed} unreadable`),
});
console.info(
	`Image features: ${report.updated} measured, ${report.failed} unreadable,`,
	`${Math.round(performance.now() - started) / 1000} s`,
);
await closeDb();
