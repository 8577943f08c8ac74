import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_STRINGS } from '../../helpers/spec.ts';

/** Every source file's text, once: the quoted strings must be in the product's own code. */
function sourceTexts(dir: string): string[] {
	const texts: string[] = [];
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) texts.push(...sourceTexts(full));
		else if (/\.(ts|tsx|astro)$/.test(entry.name)) texts.push(fs.readFileSync(full, 'utf8'));
		// The English catalogue, with the brand the messages receive as an argument.
		else if (entry.name === 'en.json') {
			texts.push(fs.readFileSync(full, 'utf8').replaceAll('{brand}', 'Corkboard'));
		}
	}
	return texts;
}

const texts = sourceTexts('src');

// A string may be written in source with its apostrophe escaped or as a JSX entity.
function variants(s: string): string[] {
	return [s, s.replaceAll("'", "\\'"), s.replaceAll("'", '&apos;'), s.replaceAll("'", '&#39;')];
}

describe('the checklist strings of the accounts areas appear exactly in the product', () => {
	for (const [item, strings] of Object.entries(ACCOUNT_STRINGS)) {
		for (const s of strings) {
			it(`${item}: "${s}"`, () => {
				expect(texts.some((t) => variants(s).some((v) => t.includes(v)))).toBe(true);
			});
		}
	}
});
