import type { ImageVariants } from '../image-sizes.ts';
import type { VideoFormat } from './video-format.ts';

/** One candidate cover frame of a video (U-23): a media row of the image pipeline. */
export interface VideoFrame {
	media_id: string;
	images: ImageVariants;
}

/**
 * The answer of `POST /upload-video/` (and a draft item's `video`): the probed size and length,
 * the container, the chosen cover and the 5 candidate frames, in time order.
 */
export interface VideoUpload {
	id: string;
	width: number;
	height: number;
	duration_ms: number;
	format: VideoFormat;
	cover_media_id: string | null;
	frames: VideoFrame[];
	/** Where the video file is served (`/media/…/video.mp4`). */
	url: string;
	/** The WebVTT captions' URL, or null. */
	captions_url: string | null;
}
