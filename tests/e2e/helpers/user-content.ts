import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The words people wrote in the e2e demo world (pin titles, descriptions and alt texts, board
 * and section names and descriptions, names, usernames, interest names as stored): text the
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
	try {
		add('select title, description, alt_text, domain, link from pins');
		add('select name, description from boards');
		add('select title from board_sections');
		add('select username, first_name, last_name, about, website_url, business_name from users');
		add('select name from interests');
	} finally {
		db.close();
	}
	cached = texts;
	return texts;
}

/**
 * True when `text` is user content: one of the stored texts, a shortened one (cut with "…"),
 * a full name made of stored first and last names, or an @username.
 */
export function isUserContent(text: string): boolean {
	const texts = userContent();
	const t = text.trim();
	if (texts.has(t)) return true;
	const bare = t.replace(/^@/, '').replace(/…$/, '').trim();
	if (texts.has(bare)) return true;
	if (bare.length >= 8) for (const s of texts) if (s.startsWith(bare)) return true;
	const words = bare.split(/\s+/);
	return words.length > 1 && words.every((w) => texts.has(w));
}
