import { AppError } from '../../http/errors.ts';
import { runTool } from './ffmpeg.server.ts';
import type { VideoFormat } from './video-format.ts';

/** What ffprobe says about an upload. */
export interface VideoProbe {
	/** As displayed (a rotation of ±90° swaps the coded width and height). */
	width: number;
	height: number;
	durationMs: number;
	codec: string;
}

/** The container names ffprobe reports for each format we take. */
const CONTAINERS: Record<VideoFormat, RegExp> = {
	mp4: /(^|,)(mov|mp4)(,|$)/,
	webm: /(^|,)(matroska|webm)(,|$)/,
};

/** The video codecs browsers play in each container; anything else would be a dead player. */
const CODECS: Record<VideoFormat, ReadonlySet<string>> = {
	mp4: new Set(['h264', 'hevc', 'av1', 'vp9']),
	webm: new Set(['vp8', 'vp9', 'av1']),
};

interface ProbeJson {
	streams?: {
		codec_type?: string;
		codec_name?: string;
		width?: number;
		height?: number;
		duration?: string;
		tags?: { rotate?: string };
		side_data_list?: { rotation?: number }[];
	}[];
	format?: { format_name?: string; duration?: string };
}

function rotation(stream: NonNullable<ProbeJson['streams']>[number]): number {
	const fromSide = stream.side_data_list?.find((s) => typeof s.rotation === 'number')?.rotation;
	return Math.abs(Number(fromSide ?? stream.tags?.rotate ?? 0)) % 180;
}

/**
 * Probes a file with ffprobe (15 s at most) and checks it is a video of the sniffed format with
 * a video stream of a codec browsers play, a positive size and a positive length. Anything else
 * is `VideoCorrupt` (unreadable, no picture) or `VideoUnsupported` (another container or codec).
 */
export async function probeVideo(file: string, format: VideoFormat): Promise<VideoProbe> {
	let json: ProbeJson;
	try {
		const { stdout } = await runTool(
			'ffprobe',
			['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
			{ timeoutMs: 15_000, maxStdout: 1024 * 1024 },
		);
		json = JSON.parse(stdout.toString('utf8')) as ProbeJson;
	} catch (error) {
		throw new AppError('VideoCorrupt', { cause: error });
	}
	if (!CONTAINERS[format].test(json.format?.format_name ?? '')) {
		throw new AppError('VideoUnsupported');
	}
	const stream = json.streams?.find((s) => s.codec_type === 'video');
	if (!stream?.width || !stream.height) {
		throw new AppError('VideoCorrupt', { detail: 'That file has no picture: upload a video.' });
	}
	const codec = stream.codec_name ?? '';
	if (!CODECS[format].has(codec)) {
		throw new AppError('VideoUnsupported', {
			detail: `Videos coded as ${codec || 'this'} can't be played in browsers. Upload an MP4 (H.264) or WebM (VP8/VP9) video.`,
		});
	}
	const seconds = Number(json.format?.duration ?? stream.duration ?? Number.NaN);
	if (!Number.isFinite(seconds) || seconds <= 0) {
		throw new AppError('VideoCorrupt', { detail: 'That video has no length we can read.' });
	}
	const turned = rotation(stream) === 90;
	return {
		width: turned ? stream.height : stream.width,
		height: turned ? stream.width : stream.height,
		durationMs: Math.round(seconds * 1000),
		codec,
	};
}
