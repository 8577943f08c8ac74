import builderEditorMessages from '~/messages/builder-editor/index.ts';
import { findDraft, putDraft } from './builder.store.ts';
import type { DraftItem } from './draft-types.ts';
import type { VideoUpload } from './video/upload-video.ts';
import { VideoCoverPicker } from './video/VideoCoverPicker.tsx';
import { setVideoCover } from './video/video-cover.api.ts';

interface Props {
	draftId: string;
	video: NonNullable<DraftItem['video']>;
	/** The cover's save on its way to the server: publishing waits for it. */
	onSaving(save: Promise<unknown>): void;
	/** The server refused the cover (it is back to the old one). */
	onError(message: string): void;
}

/** A draft video's cover (BLD-12, U-23): one of its frames, saved on the video at once. */
export function DraftVideoCover({ draftId, video, onSaving, onError }: Props) {
	const t = builderEditorMessages();
	return (
		<VideoCoverPicker
			// The draft answer's frames are the upload's (every image size).
			video={video as unknown as Pick<VideoUpload, 'frames'>}
			value={video.cover_media_id}
			legend={t.videoCover()}
			onChange={(mediaId) => {
				// At once on screen (a controlled radio would otherwise spring back until the
				// server answers), on the draft as it is now (not as it was when rendered), and
				// back to the old cover when the server refuses.
				const previous = video.cover_media_id;
				const withCover = (cover: string | null) => {
					const now = findDraft(draftId);
					if (!now) return;
					putDraft({
						...now,
						items: now.items.map((it) =>
							it.video?.id === video.id
								? { ...it, video: { ...it.video, cover_media_id: cover } }
								: it,
						),
					});
				};
				withCover(mediaId);
				onSaving(
					setVideoCover(video.id, mediaId).catch((e: unknown) => {
						withCover(previous);
						onError(e instanceof Error ? e.message : t.coverNotSaved());
					}),
				);
			}}
		/>
	);
}
