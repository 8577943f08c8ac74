import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { AppError } from '../../http/errors.ts';

/**
 * Running the ffmpeg and ffprobe binaries (from `@ffmpeg-installer/ffmpeg` and
 * `@ffprobe-installer/ffprobe`, or FFMPEG_PATH / FFPROBE_PATH): bounded in number, in time and
 * in output. The packages are resolved at run time (not bundled), so the server bundle finds
 * the platform's binary in node_modules.
 */

const require = createRequire(import.meta.url);

let paths: { ffmpeg: string; ffprobe: string } | undefined;
function binaries(): { ffmpeg: string; ffprobe: string } {
	paths ??= {
		ffmpeg:
			process.env.FFMPEG_PATH ?? (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
		ffprobe:
			process.env.FFPROBE_PATH ?? (require('@ffprobe-installer/ffprobe') as { path: string }).path,
	};
	return paths;
}

/** The ffmpeg binary's path (tests make their sample videos with it). */
export function ffmpegPath(): string {
	return binaries().ffmpeg;
}

/** How many videos are processed at once (each runs one ffmpeg process at a time). */
const MAX_ACTIVE = 2;
/** How many uploads may wait for a slot; more are refused with `VideoBusy`. */
const MAX_WAITING = 8;

let active = 0;
const waiting: (() => void)[] = [];

/**
 * Runs `task` in one of the process's video slots (at most 2 at once), so a burst of uploads
 * never runs more than two ffmpeg processes; further uploads queue (at most 8, then VideoBusy).
 */
export async function withVideoSlot<T>(task: () => Promise<T>): Promise<T> {
	if (active >= MAX_ACTIVE) {
		if (waiting.length >= MAX_WAITING) throw new AppError('VideoBusy');
		await new Promise<void>((resolve) => waiting.push(resolve));
	} else {
		active++;
	}
	try {
		return await task();
	} finally {
		const next = waiting.shift();
		// The slot passes straight to the next waiter, or frees.
		if (next) next();
		else active--;
	}
}

export interface RunResult {
	stdout: Buffer;
	stderr: string;
}

/** Thrown when a run fails: exit code, signal or timeout, with the end of its stderr. */
export class ToolFailed extends Error {
	readonly reason: string;
	readonly stderr: string;
	constructor(tool: string, reason: string, stderr: string) {
		super(`${tool} failed (${reason}): ${stderr.slice(-500)}`);
		this.reason = reason;
		this.stderr = stderr;
	}
}

/**
 * Runs a binary with arguments (never through a shell), collecting at most `maxStdout` bytes of
 * output; killed (SIGKILL) after `timeoutMs` or when the output grows past the cap.
 */
export function runTool(
	tool: 'ffmpeg' | 'ffprobe',
	args: string[],
	options: { timeoutMs: number; maxStdout: number },
): Promise<RunResult> {
	return new Promise((resolve, reject) => {
		const child = spawn(binaries()[tool], args, { stdio: ['ignore', 'pipe', 'pipe'] });
		const chunks: Buffer[] = [];
		let size = 0;
		let stderr = '';
		let failure: string | null = null;
		const kill = (reason: string) => {
			failure ??= reason;
			child.kill('SIGKILL');
		};
		const timer = setTimeout(
			() => kill(`timed out after ${options.timeoutMs} ms`),
			options.timeoutMs,
		);
		child.stdout.on('data', (chunk: Buffer) => {
			size += chunk.byteLength;
			if (size > options.maxStdout) kill('output too large');
			else chunks.push(chunk);
		});
		child.stderr.on('data', (chunk: Buffer) => {
			stderr = (stderr + chunk.toString('utf8')).slice(-4000);
		});
		child.on('error', (error) => {
			clearTimeout(timer);
			reject(error);
		});
		child.on('close', (code, signal) => {
			clearTimeout(timer);
			if (failure || code !== 0) {
				reject(new ToolFailed(tool, failure ?? `exit ${code ?? signal}`, stderr));
				return;
			}
			resolve({ stdout: Buffer.concat(chunks), stderr });
		});
	});
}
