import { useCallback, useState } from 'react';
import { ApiError } from '~/lib/platform/client/api.ts';
import builderMessages from '~/messages/builder/index.ts';
import { addDraft, editDraft, saveNow } from './builder.store.ts';
import { BATCH_LIMIT, type Draft, type DraftItem, type DraftMedia } from './draft-types.ts';
import { uploadImage } from './upload-image.ts';
import { uploadVideo } from './video/upload-video.ts';

export interface UploadProgress {
	key: string;
	name: string;
	/** 0..1 */
	fraction: number;
	state: 'uploading' | 'done' | 'failed';
	error?: string;
}

let counter = 0;

const isImage = (f: File) => f.type.startsWith('image/');
const isVideo = (f: File) => f.type === 'video/mp4' || f.type === 'video/webm';

/** A new item holding one uploaded picture or video. */
export function blankItem(media: DraftMedia | null, video: DraftItem['video']): DraftItem {
	return {
		id: null,
		title: '',
		description: '',
		link: null,
		media,
		video,
		pinTags: [],
		canvasJson: null,
		userMentionTags: [],
	};
}

/** A new draft (on `boardId` when given) holding `item`, saved at once. */
export async function draftWithItem(item: DraftItem, boardId: string | null): Promise<Draft> {
	const draft = await addDraft(boardId ? { board_id: boardId } : {});
	editDraft(draft.id, (d) => ({ ...d, items: [item] }), { items: true });
	return (await saveNow(draft.id)) ?? draft;
}

/**
 * Uploads of one batch (BLD-21, U-23: at most `BATCH_LIMIT` files; the rest are refused with a
 * message saying so): every picture goes to `/upload-image/` with its own progress and becomes a
 * draft of its own; a video (MP4 or WebM) goes to `/upload-video/` (BLD-12: at most 200 MB) and
 * becomes a video draft. `boardId` (from `?board=`) is the new drafts' board.
 */
export function useUploads(options: { boardId: string | null; onDraft: (draft: Draft) => void }) {
	const { boardId, onDraft } = options;
	const [uploads, setUploads] = useState<UploadProgress[]>([]);
	const [notice, setNotice] = useState<string | null>(null);

	const patch = useCallback((key: string, change: Partial<UploadProgress>) => {
		setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
	}, []);

	const uploadOne = useCallback(
		async (file: File, key: string) => {
			try {
				const onProgress = (fraction: number) => patch(key, { fraction });
				const item: DraftItem = isVideo(file)
					? blankItem(null, await uploadVideo(file, (p) => onProgress(p.fraction)))
					: blankItem(await uploadImage(file, onProgress), null);
				const draft = await draftWithItem(item, boardId);
				patch(key, { state: 'done', fraction: 1 });
				onDraft(draft);
			} catch (e) {
				patch(key, {
					state: 'failed',
					error: e instanceof ApiError ? e.message : builderMessages().uploadFailed(),
				});
			}
		},
		[boardId, onDraft, patch],
	);

	const addFiles = useCallback(
		(files: File[]) => {
			const videos = files.filter(isVideo);
			const images = files.filter(isImage);
			const others = files.length - videos.length - images.length;
			const t = builderMessages();
			const notes: string[] = [];
			if (others > 0) notes.push(t.notMediaFiles({ count: others }));
			const wanted = [...images, ...videos];
			if (wanted.length > BATCH_LIMIT)
				notes.push(t.tooManyFiles({ limit: BATCH_LIMIT, rest: wanted.length - BATCH_LIMIT }));
			setNotice(notes.length > 0 ? notes.join(' ') : null);
			const batch = wanted.slice(0, BATCH_LIMIT);
			const started = batch.map((file) => ({ file, key: `u${++counter}` }));
			setUploads((list) => [
				...list.filter((u) => u.state === 'uploading'),
				...started.map(({ file, key }) => ({
					key,
					name: file.name,
					fraction: 0,
					state: 'uploading' as const,
				})),
			]);
			for (const { file, key } of started) void uploadOne(file, key);
		},
		[uploadOne],
	);

	return { uploads, notice, addFiles };
}
