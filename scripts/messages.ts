/**
 * `npm run messages`: compiles the message catalogue (`src/messages/<namespace>/*.json`) into
 * the modules beside it (build/messages.ts). `--check` only reports whether they are current.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateAll, writeAll } from '../build/messages.ts';

const root = join(import.meta.dirname, '..');
if (process.argv.includes('--check')) {
	const stale = generateAll(root).filter((file) => {
		try {
			return readFileSync(join(root, file.path), 'utf8') !== file.text;
		} catch {
			return true;
		}
	});
	for (const file of stale) console.error(`stale: ${file.path}`);
	process.exit(stale.length === 0 ? 0 : 1);
}
console.info(`messages: ${writeAll(root)} files written`);
