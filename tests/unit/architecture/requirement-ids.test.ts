/**
 * Requirement ids (`BRD-05`, `U-23`, `API-41`) cited in code, tests and scripts name real rules of
 * `docs/spec/checklist.md` (ARCHITECTURE.md, "Requirement ids"): a typo or an invented id fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const checklist = fs.readFileSync(path.join(ROOT, 'docs/spec/checklist.md'), 'utf8');

/** Area prefixes from the checklist's summary table, plus open questions and calls. */
const prefixes = new Set([
	...[...checklist.matchAll(/^\| \d+ \| [^|]+ \| ([A-Z]+) \|/gm)].map((m) => m[1]!),
	'U',
	'API',
]);
const defined = new Set(
	[...checklist.matchAll(/\b([A-Z]{1,4})-(\d{2,3})\b/g)]
		.filter((m) => prefixes.has(m[1]!))
		.map((m) => m[0]),
);

function files(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
		const full = path.join(dir, e.name);
		if (e.isDirectory()) return files(full);
		return /\.(?:ts|tsx|astro|mjs)$/.test(e.name) ? [full] : [];
	});
}

describe('requirement ids', () => {
	it('the checklist defines the areas and ids', () => {
		expect(prefixes.size).toBeGreaterThan(30);
		expect(defined.has('BRD-05')).toBe(true);
		expect(defined.has('U-23')).toBe(true);
	});

	it('every id cited in src, tests and scripts is defined in docs/spec/checklist.md', () => {
		const unknown: string[] = [];
		for (const file of ['src', 'tests', 'scripts'].flatMap((d) => files(path.join(ROOT, d)))) {
			for (const m of fs.readFileSync(file, 'utf8').matchAll(/\b([A-Z]{1,4})-(\d{2,3})\b/g)) {
				if (prefixes.has(m[1]!) && !defined.has(m[0]))
					unknown.push(`${path.relative(ROOT, file)}: ${m[0]}`);
			}
		}
		expect(unknown).toEqual([]);
	});
});
