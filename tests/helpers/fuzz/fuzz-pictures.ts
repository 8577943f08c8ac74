import type { Kysely, Selectable } from 'kysely';
import type { Database, MediaColorBucketTable, MediaRow } from '~/lib/platform/db/database.ts';
import { ingestImage } from '~/lib/platform/media/media.service.server.ts';
import { mediaStore } from '~/lib/platform/media/media-store.server.ts';
import { FOREST, SUNSET, sceneImage } from '../../unit/visual/visual-fixtures.ts';

interface Pictures {
	media: MediaRow[];
	buckets: Selectable<MediaColorBucketTable>[];
}

const cache = new WeakMap<object, Promise<Pictures>>();

/**
 * The media rows of two real pictures (a sunset and a forest) in the database, with their files in the
 * media store, so features that read pixels (visual search) meet real images. They go through
 * the real upload pipeline (sharp) once per database; after `clearAllRows` their rows are
 * written back from the copies kept here, since the files outlive the rows.
 */
export async function fuzzPictures(db: Kysely<Database>): Promise<MediaRow[]> {
	let pictures = cache.get(db);
	if (!pictures) {
		pictures = ingestPictures(db);
		cache.set(db, pictures);
	}
	const { media, buckets } = await pictures;
	const ids = media.map((m) => m.id);
	const present = await db.selectFrom('media').select('id').where('id', 'in', ids).execute();
	if (present.length === 0) {
		await db.insertInto('media').values(media).execute();
		await db.insertInto('media_color_buckets').values(buckets).execute();
	}
	return media;
}

async function ingestPictures(db: Kysely<Database>): Promise<Pictures> {
	const ids: string[] = [];
	for (const scene of [SUNSET, FOREST]) {
		const bytes = await sceneImage(scene, 120, 180);
		ids.push((await ingestImage(db, mediaStore(), { ownerId: null, bytes })).id);
	}
	return {
		media: await db.selectFrom('media').selectAll().where('id', 'in', ids).orderBy('id').execute(),
		buckets: await db
			.selectFrom('media_color_buckets')
			.selectAll()
			.where('media_id', 'in', ids)
			.orderBy('media_id')
			.orderBy('bucket')
			.execute(),
	};
}
