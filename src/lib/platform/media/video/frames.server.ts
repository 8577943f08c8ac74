import { AppError } from '../../http/errors.ts';
import { runTool, ToolFailed } from './ffmpeg.server.ts';

/** A frame's PNG is at most this large (an 8K frame is ~100 MB raw; PNG much less). */
const MAX_FRAME_BYTES = 64 * 1024 * 1024;

async function grab(file: string, atMs: number | null): Promise<Buffer> {
	const seek = atMs === null ? [] : ['-ss', (atMs / 1000).toFixed(3)];
	const { stdout } = await runTool(
		'ffmpeg',
		[
			'-nostdin',
			'-v',
			'error',
			'-threads',
			'1',
			...seek,
			'-i',
			file,
			'-map',
			'0:v:0',
			'-frames:v',
			'1',
			'-f',
			'image2pipe',
			'-c:v',
			'png',
			'pipe:1',
		],
		{ timeoutMs: 30_000, maxStdout: MAX_FRAME_BYTES },
	);
	return stdout;
}

/**
 * One frame of a video as PNG bytes, at `atMs` (input seeking: fast, to the nearest keyframe
 * before, then decoded to the time). A seek that yields nothing (a time past the last frame of
 * a badly timed file) falls back to the first frame; a file that yields no frame is VideoCorrupt.
 */
export async function extractFrame(file: string, atMs: number): Promise<Buffer> {
	try {
		const frame = await grab(file, atMs);
		if (frame.byteLength > 0) return frame;
		const first = await grab(file, null);
		if (first.byteLength > 0) return first;
	} catch (error) {
		if (!(error instanceof ToolFailed)) throw error;
		throw new AppError('VideoCorrupt', { cause: error });
	}
	throw new AppError('VideoCorrupt', { detail: 'No picture could be read from that video.' });
}
