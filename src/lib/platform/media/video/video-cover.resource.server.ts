import { z } from 'zod';
import { isId } from '../../db/ids.ts';
import { action, defineResource } from '../../http/resource.server.ts';
import { chooseVideoCover, videoUploadAnswer } from './video.service.server.ts';

const id = (what: string) => z.string().refine(isId, `must be a ${what} id (digits)`);

/**
 * `VideoCoverResource` update `{video_id, media_id}`: the owner of an uploaded video picks its
 * cover among its 5 frames (U-23); the video's pins show it. Answers the VideoUpload.
 */
const videoCoverResource = defineResource({
	name: 'VideoCoverResource',
	update: action({
		auth: 'required',
		options: z.object({
			/** A video the viewer uploaded. */
			video_id: id('video'),
			/** One of that video's frames (`frames[].media_id`). */
			media_id: id('media'),
		}),
		async run({ db, viewer }, o) {
			const video = await chooseVideoCover(db, viewer.id, {
				videoId: o.video_id,
				mediaId: o.media_id,
			});
			return { data: await videoUploadAnswer(db, video) };
		},
	}),
});

/** The resources of uploaded videos, registered in `src/app/resources.server.ts`. */
export const videoResources = [videoCoverResource];
