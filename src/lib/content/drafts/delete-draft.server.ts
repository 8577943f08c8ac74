import type { Viewer } from '../../platform/access/viewer.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { StoredVariants } from '../../platform/media/image-sizes.ts';
import { type MediaStore, mediaStore } from '../../platform/media/media-store.server.ts';
import { storyMediaIds } from './draft-model.ts';
import {
	deleteMediaRows,
	deleteVideoRows,
	listUnreferencedMediaIds,
	listUnreferencedVideoIds,
} from './draft-uploads.repository.server.ts';
import {
	countScheduledPinGone,
	deleteDraftRow,
	listDraftItemRows,
} from './drafts.repository.server.ts';
import { ownDraftRow } from './drafts.service.server.ts';

/**
 * Deletes a draft and its items, and every picture and video of it that nothing else refers to
 * (no pin, no other draft, no story, no account picture), rows and stored files. A scheduled
 * draft leaves the scheduled count (BLD-20).
 */
export async function deleteDraft(
	db: Db,
	viewer: Viewer,
	id: string,
	store: MediaStore = mediaStore(),
): Promise<{ id: string }> {
	const row = await ownDraftRow(db, viewer, id);
	if (row.publishing_status === 'publishing') throw new AppError('DraftAlreadyPublished');
	const items = await listDraftItemRows(db, [row.id]);
	const story = storyMediaIds(row.story_data);
	const mediaIds = [...items.flatMap((i) => (i.media_id ? [i.media_id] : [])), ...story.media];
	const videoIds = [...items.flatMap((i) => (i.video_id ? [i.video_id] : [])), ...story.videos];

	const files = await db.transaction().execute(async (trx) => {
		if (!(await deleteDraftRow(trx, row.id, viewer.id))) {
			throw new AppError('DraftAlreadyPublished');
		}
		if (row.publishing_status === 'scheduled') await countScheduledPinGone(trx, viewer.id);
		const videos = await deleteVideoRows(
			trx,
			await listUnreferencedVideoIds(trx, viewer.id, videoIds),
		);
		const frameIds = videos.flatMap((v) => {
			try {
				const ids = JSON.parse(v.frame_media_ids) as unknown;
				return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
			} catch {
				return [];
			}
		});
		const media = await deleteMediaRows(
			trx,
			await listUnreferencedMediaIds(trx, viewer.id, [
				...mediaIds,
				...frameIds,
				...videos.flatMap((v) => (v.cover_media_id ? [v.cover_media_id] : [])),
			]),
		);
		return [
			...media.flatMap((m) =>
				Object.values(JSON.parse(m.variants) as StoredVariants).map(
					(v) => `${m.storage_key}/${v.file}`,
				),
			),
			// The video file is `{storage_key}/video.{format}` (cr-video's `videoFileName`).
			...videos.flatMap((v) => [
				`${v.storage_key}/video.${v.format}`,
				...(v.captions_key ? [v.captions_key] : []),
			]),
		];
	});
	// Files go once the rows are gone: a failed delete leaves an unreachable file, never a row
	// without its file.
	await Promise.allSettled([...new Set(files)].map((key) => store.delete(key)));
	return { id: row.id };
}
