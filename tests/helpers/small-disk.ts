import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SmallDisk {
	/** Where it is mounted. */
	dir: string;
	/** Fills every free byte with a ballast file: the next write that needs space fails. */
	fill(): void;
	/** Removes the ballast: the space returns. */
	free(): void;
	/** Bytes free for writing now. */
	available(): number;
	/** Unmounts it and removes its folder. */
	unmount(): void;
}

/**
 * A real, small disk: a tmpfs of `megabytes` mounted on a new temp folder, owned by `owner`
 * (default root). Mounting needs root, which CI and the development machines have. Throws,
 * never skips, when it cannot mount: a full-disk test must not pass without filling a disk.
 */
export function mountSmallDisk(megabytes: number, owner?: { uid: number; gid: number }): SmallDisk {
	if (process.getuid?.() !== 0) {
		throw new Error('The full-disk tests mount a tmpfs and must run as root (CI does).');
	}
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-small-disk-'));
	const options = [`size=${megabytes}m`, 'mode=0700'];
	if (owner) options.push(`uid=${owner.uid}`, `gid=${owner.gid}`);
	try {
		execFileSync('mount', ['-t', 'tmpfs', '-o', options.join(','), 'tmpfs', dir], {
			stdio: 'pipe',
		});
	} catch (error) {
		fs.rmdirSync(dir);
		throw new Error(`Could not mount a ${megabytes} MB tmpfs on ${dir}: ${error}`);
	}
	const ballast = path.join(dir, 'ballast');
	return {
		dir,
		fill() {
			const fd = fs.openSync(ballast, 'a');
			try {
				// Halving chunks down to one byte takes the last partial page too.
				let chunk = Buffer.alloc(1 << 20);
				for (;;) {
					try {
						fs.writeSync(fd, chunk);
					} catch (error) {
						if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
						if (chunk.length === 1) break;
						chunk = chunk.subarray(0, chunk.length >> 1);
					}
				}
			} finally {
				fs.closeSync(fd);
			}
		},
		free() {
			fs.rmSync(ballast, { force: true });
		},
		available() {
			const stat = fs.statfsSync(dir);
			return stat.bavail * stat.bsize;
		},
		unmount() {
			execFileSync('umount', [dir], { stdio: 'pipe' });
			fs.rmdirSync(dir);
		},
	};
}

/** The uid and gid of a system account (e.g. `postgres`). */
export function accountIds(name: string): { uid: number; gid: number } {
	const id = (flag: string) => Number(execFileSync('id', [flag, name]).toString().trim());
	return { uid: id('-u'), gid: id('-g') };
}
