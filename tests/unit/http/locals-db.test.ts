import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The edge reads one database handle, `locals.db`, which the middleware sets on every request
 * (an injected one, else the process database): no page, endpoint, component or layout opens
 * the process database itself, so a test that injects its database is never half ignored.
 */
const EDGE = ['src/pages', 'src/components', 'src/layouts'];
const PROCESS_DB = /platform\/db\/client\.server(\.ts)?['"]/;

function filesUnder(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const file = path.join(dir, entry.name);
		if (entry.isDirectory()) return filesUnder(file);
		return /\.(astro|ts|tsx)$/.test(entry.name) ? [file] : [];
	});
}

/** Edge files that import the process database (`client.server.ts`). */
function processDbImporters(files: readonly { file: string; text: string }[]): string[] {
	return files.filter(({ text }) => PROCESS_DB.test(text)).map(({ file }) => file);
}

describe('locals.db at the edge', () => {
	it('no page, endpoint, component or layout imports the process database', () => {
		const files = EDGE.flatMap(filesUnder).map((file) => ({
			file,
			text: fs.readFileSync(file, 'utf8'),
		}));
		expect(files.length).toBeGreaterThan(50);
		expect(processDbImporters(files)).toEqual([]);
	});

	it('the check catches such an import', () => {
		const page = "---\nimport { db } from '~/lib/platform/db/client.server.ts';\n---";
		expect(processDbImporters([{ file: 'src/pages/x.astro', text: page }])).toEqual([
			'src/pages/x.astro',
		]);
		expect(processDbImporters([{ file: 'src/pages/y.ts', text: 'locals.db' }])).toEqual([]);
	});
});
