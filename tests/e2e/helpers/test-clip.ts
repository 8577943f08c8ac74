import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** What ffmpeg is told for each container: its codec options. */
const CODEC = {
	mp4: ['-pix_fmt', 'yuv420p'],
	webm: ['-c:v', 'libvpx', '-b:v', '300k'],
} as const;

/**
 * A short 320×240 test-pattern video (10 frames a second) made with the ffmpeg binary the app
 * itself uses (`@ffmpeg-installer/ffmpeg`), for tests that upload a video.
 */
export function testClip(format: keyof typeof CODEC, seconds: number): Buffer {
	const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
		.path;
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-clip-'));
	const file = path.join(dir, `clip.${format}`);
	try {
		execFileSync(ffmpeg, [
			'-v',
			'error',
			'-y',
			'-f',
			'lavfi',
			'-i',
			'testsrc=size=320x240:rate=10',
			'-t',
			String(seconds),
			...CODEC[format],
			file,
		]);
		return fs.readFileSync(file);
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
}
