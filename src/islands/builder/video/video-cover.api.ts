import { callResource } from '~/lib/platform/client/api.ts';
import type { VideoUpload } from '~/lib/platform/media/video/video-upload.ts';

/** U-23: makes one of the video's frames its cover (`VideoCoverResource` update). */
export function setVideoCover(videoId: string, mediaId: string): Promise<VideoUpload> {
	return callResource<VideoUpload>('VideoCoverResource', 'update', {
		video_id: videoId,
		media_id: mediaId,
	});
}
