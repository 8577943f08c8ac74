import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPLETE_LANGUAGES } from '~/lib/platform/i18n/languages.ts';
import { richParts } from '~/lib/platform/i18n/rich-text.ts';
import { generateAll, MESSAGES_DIR, pseudoMessage } from '../../../build/messages.ts';

const root = join(import.meta.dirname, '../../..');
const namespaces = readdirSync(join(root, MESSAGES_DIR), { withFileTypes: true })
	.filter((e) => e.isDirectory())
	.map((e) => e.name);
const read = (ns: string, locale: string): Record<string, string> | null => {
	try {
		return JSON.parse(readFileSync(join(root, MESSAGES_DIR, ns, `${locale}.json`), 'utf8'));
	} catch {
		return null;
	}
};

describe('the message catalogue (SEO-09, docs/i18n.md)', () => {
	it('compiled modules are current: run `npm run messages` after editing a catalogue', () => {
		const stale = generateAll(root)
			.filter((file) => {
				try {
					return readFileSync(join(root, file.path), 'utf8') !== file.text;
				} catch {
					return true;
				}
			})
			.map((file) => file.path);
		expect(stale).toEqual([]);
	}, 60_000);

	it.each(COMPLETE_LANGUAGES.filter((l) => l !== 'en'))(
		'%s is complete: every namespace translates every English key',
		(locale) => {
			const missing: string[] = [];
			for (const ns of namespaces) {
				const en = read(ns, 'en') ?? {};
				const own = read(ns, locale) ?? {};
				for (const key of Object.keys(en)) if (!(key in own)) missing.push(`${ns}.${key}`);
			}
			expect(missing).toEqual([]);
		},
	);

	it.each(COMPLETE_LANGUAGES.filter((l) => l !== 'en'))(
		'%s translations are not English copies (at most a few shared words)',
		(locale) => {
			let same = 0;
			let total = 0;
			for (const ns of namespaces) {
				const en = read(ns, 'en') ?? {};
				const own = read(ns, locale) ?? {};
				for (const [key, text] of Object.entries(en)) {
					if (!(key in own) || !/[a-z]{4}/.test(text)) continue;
					total++;
					if (own[key] === text) same++;
				}
			}
			// Brand names and a few loanwords ("Pin", "Feed") may stay; whole sentences may not.
			expect(same / Math.max(1, total)).toBeLessThan(0.05);
		},
	);
});

describe('the pseudo-locale', () => {
	it('accents letters, pads by 30% and wraps in markers, keeping arguments and plurals', () => {
		expect(pseudoMessage('t', 'k', 'Save')).toBe('⟦Šàvé~~⟧');
		const plural = pseudoMessage('t', 'k', '{count, plural, one {# Pin} other {# Pins}}');
		expect(plural).toMatch(/^⟦\{count, plural, one \{# Píñ\} other \{# Píñš\}\}~*⟧$/);
		expect(pseudoMessage('t', 'k', 'Hi {name}')).toBe('⟦Ĥí {name}~⟧');
	});

	it("keeps rich-text tags for richParts and wraps each tag's content in markers too", () => {
		const message = pseudoMessage('t', 'k', 'Read our <terms>Terms</terms> now');
		expect(message).toMatch(/^⟦Ŕéàđ óúŕ <terms>⟦Ţéŕmš⟧<\/terms> ñóŵ~*⟧$/);
		// Each part richParts renders on its own is balanced: the tag's text by itself, and the
		// text around it (the element holding the link) once its pieces are joined.
		const parts = richParts(message);
		expect(parts.map((p) => p.tag)).toEqual([null, 'terms', null]);
		expect(parts[1]?.text).toBe('⟦Ţéŕmš⟧');
		expect(`${parts[0]?.text}${parts[2]?.text}`).toMatch(/^⟦Ŕéàđ óúŕ {2}ñóŵ~*⟧$/);
	});
});
