import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ffmpegPath } from '~/lib/platform/media/video/ffmpeg.server.ts';

/**
 * Small test videos made with the ffmpeg binary at test time (a test pattern, 320×240, 10 fps):
 * an H.264 MP4, a VP8 WebM, and a file with sound but no picture.
 */
export function makeSampleVideos(dir: string, seconds = 2) {
	fs.mkdirSync(dir, { recursive: true });
	const run = (args: string[]) =>
		execFileSync(ffmpegPath(), ['-v', 'error', '-y', ...args], { stdio: 'pipe' });
	const src = ['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=10`, '-t', String(seconds)];
	const mp4 = path.join(dir, 'sample.mp4');
	const webm = path.join(dir, 'sample.webm');
	const audioOnly = path.join(dir, 'audio-only.mp4');
	run([...src, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', mp4]);
	run([...src, '-c:v', 'libvpx', '-b:v', '200k', webm]);
	run(['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1', '-c:a', 'aac', audioOnly]);
	return { mp4, webm, audioOnly };
}
