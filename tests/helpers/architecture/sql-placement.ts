/**
 * Where SQL may live (ARCHITECTURE.md, "SQL lives in repositories"): a Kysely statement or a `sql`
 * template appears only in a `*.repository.server.ts` (the statements of a domain), a
 * `*.sql.server.ts` (fragments and expression builders that repositories share), `platform/db/`
 * (client, migrations, prepared statements) and `platform/access/` (the kernel's SQL twins of its
 * pure rules). Read from the source text, comments left out.
 */
import fs from 'node:fs';
import path from 'node:path';

/** One kind of SQL in source text. `transaction().execute(callback)` is a boundary, not a statement. */
const SQL_MARKERS: readonly { name: string; pattern: RegExp }[] = [
	{
		name: 'statement',
		pattern: /\b(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\s*\(/,
	},
	{ name: 'with', pattern: /\.with(?:Recursive)?\s*\(/ },
	{ name: 'sql template', pattern: /\bsql\s*`|\bsql</ },
	{ name: 'sql helper', pattern: /\bsql\.(?:raw|ref|lit|id|join|table|val)\s*\(/ },
	// `.execute()` of a built query, `.execute(db)` of a template, `executeQuery(compiled)`.
	{
		name: 'execute',
		pattern:
			/\.execute(?:TakeFirst(?:OrThrow)?)?\s*\(\s*(?:[\w$]+(?:\.[\w$]+)*)?\s*\)|\.executeQuery\s*\(/,
	},
];

/** The folders and files whose SQL the rule checks, relative to the repository root. */
export const SQL_SCAN_ROOTS = [
	'src/lib',
	'src/pages',
	'src/components',
	'src/layouts',
	'src/middleware.ts',
];

/** Whether `file` (relative to the repository root, `/`-separated) may hold SQL. */
export function isSqlPlace(file: string): boolean {
	return (
		file.endsWith('.repository.server.ts') ||
		file.endsWith('.sql.server.ts') ||
		file.startsWith('src/lib/platform/db/') ||
		file.startsWith('src/lib/platform/access/')
	);
}

const REGEX_BEFORE = new Set([...'(,=:[!&|?{};+-*%<>~^', '']);
const REGEX_KEYWORDS = /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|void|yield|await)$/;

/**
 * `text` with every `//` and `/* *\/` comment of TypeScript replaced by spaces (line breaks kept,
 * so line numbers hold). Strings, template literals (with `${}` nesting) and regular expression
 * literals are read as such, so a `//` inside them is not a comment.
 */
export function stripComments(text: string): string {
	const out = [...text];
	const blank = (from: number, to: number) => {
		for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
	};
	// Brace depth of each open `${`: a `}` at that depth ends the expression and resumes the template.
	const templates: number[] = [];
	let depth = 0;
	let lastSignificant = '';
	let i = 0;
	const readQuoted = (quote: string) => {
		i++;
		while (i < text.length && text[i] !== quote && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
		i++;
	};
	// Reads template text from `i` (just after a backtick or a closing `}`) to its end or to `${`.
	const readTemplate = () => {
		while (i < text.length) {
			if (text[i] === '\\') i += 2;
			else if (text[i] === '`') {
				i++;
				return;
			} else if (text[i] === '$' && text[i + 1] === '{') {
				i += 2;
				templates.push(depth);
				depth++;
				return;
			} else i++;
		}
	};
	while (i < text.length) {
		const c = text[i]!;
		const next = text[i + 1];
		if (c === '/' && next === '/') {
			const end = text.indexOf('\n', i);
			const stop = end === -1 ? text.length : end;
			blank(i, stop);
			i = stop;
		} else if (c === '/' && next === '*') {
			const end = text.indexOf('*/', i + 2);
			const stop = end === -1 ? text.length : end + 2;
			blank(i, stop);
			i = stop;
		} else if (c === "'" || c === '"') {
			readQuoted(c);
			lastSignificant = 'a';
		} else if (c === '`') {
			i++;
			readTemplate();
			lastSignificant = 'a';
		} else if (c === '/') {
			const before = text.slice(Math.max(0, i - 12), i).trimEnd();
			if (REGEX_BEFORE.has(lastSignificant) || REGEX_KEYWORDS.test(before)) {
				i++;
				let inClass = false;
				while (i < text.length && text[i] !== '\n') {
					if (text[i] === '\\') i++;
					else if (text[i] === '[') inClass = true;
					else if (text[i] === ']') inClass = false;
					else if (text[i] === '/' && !inClass) break;
					i++;
				}
				i++;
				lastSignificant = 'a';
			} else {
				i++;
				lastSignificant = '/';
			}
		} else if (c === '{') {
			depth++;
			i++;
			lastSignificant = c;
		} else if (c === '}') {
			depth--;
			i++;
			if (templates.length > 0 && templates[templates.length - 1] === depth) {
				templates.pop();
				readTemplate();
				lastSignificant = 'a';
			} else lastSignificant = c;
		} else {
			if (!/\s/.test(c)) lastSignificant = /[\w$)\]]/.test(c) ? 'a' : c;
			i++;
		}
	}
	return out.join('');
}

/** The code of a file: TypeScript without comments; an `.astro` file's frontmatter and scripts. */
function codeOf(file: string, text: string): string {
	if (!file.endsWith('.astro')) return stripComments(text);
	const withoutHtmlComments = text.replace(/<!--[\s\S]*?-->/g, (m) => m.replace(/[^\n]/g, ' '));
	return withoutHtmlComments.replace(
		/(^---\n)([\s\S]*?)(\n---)|(<script\b[^>]*>)([\s\S]*?)(<\/script>)/g,
		(_m, open1, body1, close1, open2, body2, close2) =>
			open1 !== undefined
				? open1 + stripComments(body1) + close1
				: open2 + stripComments(body2) + close2,
	);
}

/** Every SQL marker in `text` (a file's content), as `line:marker`, comments left out. */
export function sqlMarkers(file: string, text: string): string[] {
	const found: string[] = [];
	codeOf(file, text)
		.split('\n')
		.forEach((line, index) => {
			for (const marker of SQL_MARKERS)
				if (marker.pattern.test(line)) found.push(`${index + 1}:${marker.name}`);
		});
	return found;
}

/** One line per file that holds SQL outside the places of the rule: `path (line:marker, …)`. */
export function sqlPlacementViolations(files: { path: string; text: string }[]): string[] {
	const problems: string[] = [];
	for (const { path: file, text } of files) {
		if (isSqlPlace(file)) continue;
		const markers = sqlMarkers(file, text);
		if (markers.length > 0) problems.push(`${file} (${markers.join(', ')})`);
	}
	return problems.sort();
}

const SOURCE = /\.(?:ts|tsx|astro|mjs)$/;

/** The source files under `roots` (folders or files, relative to `root`), with their text. */
export function readSources(root: string, roots: string[]): { path: string; text: string }[] {
	const files: { path: string; text: string }[] = [];
	const visit = (full: string) => {
		if (fs.statSync(full).isDirectory()) {
			for (const entry of fs.readdirSync(full)) visit(path.join(full, entry));
		} else if (SOURCE.test(full)) {
			files.push({
				path: path.relative(root, full).split(path.sep).join('/'),
				text: fs.readFileSync(full, 'utf8'),
			});
		}
	};
	for (const r of roots) visit(path.join(root, r));
	return files;
}
