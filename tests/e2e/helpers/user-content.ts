import path from 'node:path';
import Database from 'better-sqlite3';
import shippedInterestNames from '../../../src/messages/interests-names/en.json' with {
	type: 'json',
};

/**
 * The words people wrote in the e2e demo world (pin titles, descriptions and alt texts, board
 * and section names and descriptions, names, usernames, names of interests the catalogue does
 * not name, the strings of
 * pins' rich metadata such as a product's brand): text the
 * pseudo-locale test must not count as untranslated (docs/i18n.md: user content stays as
 * written). Read once from the e2e server's SQLite file.
 */
let cached: Set<string> | undefined;

export function userContent(): Set<string> {
	if (cached) return cached;
	const file = path.join(process.env.E2E_DATA_DIR ?? '.e2e-data', 'corkboard.db');
	const db = new Database(file, { readonly: true, fileMustExist: true });
	const texts = new Set<string>();
	const add = (sql: string) => {
		for (const row of db.prepare(sql).raw().iterate() as Iterable<unknown[]>) {
			for (const value of row) {
				if (typeof value === 'string' && value.trim()) texts.add(value.trim());
			}
		}
	};
	const addStrings = (value: unknown): void => {
		if (typeof value === 'string') {
			if (value.trim()) texts.add(value.trim());
		} else if (value && typeof value === 'object') {
			for (const v of Object.values(value)) addStrings(v);
		}
	};
	try {
		add('select title, description, alt_text, domain, link from pins');
		for (const [json] of db
			.prepare('select rich_metadata from pins where rich_metadata is not null')
			.raw()
			.iterate() as Iterable<[string]>) {
			try {
				addStrings(JSON.parse(json));
			} catch {
				// Not JSON: nothing a page would show from it.
			}
		}
		add('select name, description from boards');
		// Comments people wrote (the closeup shows them).
		add('select text from comments');
		add('select title from board_sections');
		add('select username, first_name, last_name, about, website_url, business_name from users');
		// Interests the product ships are named by the catalogue (`interestName`, keyed by the
		// slug in camelCase): only the others keep their stored name.
		for (const [slug, name] of db
			.prepare('select slug, name from interests')
			.raw()
			.iterate() as Iterable<[string, string]>) {
			if (
				!Object.hasOwn(
					shippedInterestNames,
					slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
				)
			)
				texts.add(name.trim());
		}
	} finally {
		db.close();
	}
	cached = texts;
	return texts;
}

/**
 * True when `text` is user content: one of the stored texts, a shortened one (cut with "…"),
 * a full name made of stored first and last names, an @username, or one lower-case word of the
 * stored texts (search's refinement words are taken from the results).
 */
export function isUserContent(text: string): boolean {
	const texts = userContent();
	const t = text.trim();
	if (texts.has(t)) return true;
	const bare = t.replace(/^@/, '').replace(/…$/, '').trim();
	if (texts.has(bare)) return true;
	if (bare.length >= 8) for (const s of texts) if (s.startsWith(bare)) return true;
	const words = bare.split(/\s+/);
	if (words.length > 1) return words.every((w) => texts.has(w));
	return /^\p{Ll}+$/u.test(bare) && storedWords().has(bare);
}

let words: Set<string> | undefined;

/** The lower-cased words of every stored text. */
function storedWords(): Set<string> {
	if (words) return words;
	words = new Set<string>();
	for (const text of userContent()) {
		for (const w of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (w) words.add(w);
	}
	return words;
}
