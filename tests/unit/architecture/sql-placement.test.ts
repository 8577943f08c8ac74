/**
 * SQL lives only in repositories and SQL fragments (ARCHITECTURE.md): no Kysely statement or
 * `sql` template in pages, components, layouts, the middleware, services, resources or stores,
 * only in `*.repository.server.ts`, `*.sql.server.ts`, `platform/db/` and `platform/access/`.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	isSqlPlace,
	readSources,
	SQL_SCAN_ROOTS,
	sqlMarkers,
	sqlPlacementViolations,
	stripComments,
} from '../../helpers/architecture/sql-placement.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('where SQL lives', () => {
	const files = readSources(ROOT, SQL_SCAN_ROOTS);

	it('reads the pages, components, layouts, middleware and src/lib', () => {
		expect(files.length).toBeGreaterThan(600);
		expect(files.some((f) => f.path === 'src/middleware.ts')).toBe(true);
		expect(files.some((f) => f.path.startsWith('src/pages/') && f.path.endsWith('.astro'))).toBe(
			true,
		);
		// The rule has something to keep: repositories hold statements.
		const repositories = files.filter(
			(f) => isSqlPlace(f.path) && sqlMarkers(f.path, f.text).length,
		);
		expect(repositories.length).toBeGreaterThan(40);
	});

	it('has no statement or sql template outside repositories, fragments, platform/db and platform/access', () => {
		expect(sqlPlacementViolations(files)).toEqual([]);
	});
});

describe('sqlPlacementViolations', () => {
	const service = [
		"import { sql } from 'kysely';",
		'export async function rename(db: Db, id: string, name: string) {',
		'	// db.updateTable(...) in a comment is no statement',
		'	await db.transaction().execute(async (trx) => {',
		"		await trx.updateTable('boards').set({ name }).where('id', '=', id).execute();",
		'	});',
		'	return sql`select 1`;',
		'}',
	].join('\n');

	it('lists a service that runs a statement, with the lines of each marker', () => {
		expect(
			sqlPlacementViolations([
				{ path: 'src/lib/content/boards/rename.service.server.ts', text: service },
			]),
		).toEqual([
			'src/lib/content/boards/rename.service.server.ts (5:statement, 5:execute, 7:sql template)',
		]);
	});

	it('lets the same text stand in a repository, a fragment file, platform/db and platform/access', () => {
		for (const file of [
			'src/lib/content/boards/boards.repository.server.ts',
			'src/lib/identity/users/display-name.sql.server.ts',
			'src/lib/platform/db/prepared.server.ts',
			'src/lib/platform/access/board-visibility.server.ts',
		]) {
			expect(sqlPlacementViolations([{ path: file, text: service }])).toEqual([]);
		}
	});

	it('finds SQL in a page, an .astro frontmatter and the middleware', () => {
		const astro = [
			'---',
			"const rows = await Astro.locals.db.selectFrom('pins').selectAll().execute();",
			'---',
			'<!-- db.deleteFrom("pins") in markup comments is not code -->',
			'<ul>{rows.map((r) => <li>{r.title}</li>)}</ul>',
		].join('\n');
		expect(
			sqlPlacementViolations([
				{ path: 'src/pages/pins.astro', text: astro },
				{ path: 'src/middleware.ts', text: 'await sql<number>`select 1`.execute(db);' },
				{ path: 'src/pages/readyz.ts', text: 'await query.executeTakeFirst();' },
			]),
		).toEqual([
			'src/middleware.ts (1:sql template, 1:execute)',
			'src/pages/pins.astro (2:statement, 2:execute)',
			'src/pages/readyz.ts (1:execute)',
		]);
	});

	it('leaves out comments, strings of other code, a transaction boundary and other execute calls', () => {
		const text = [
			'/* db.selectFrom("pins") */',
			"const url = 'https://example.com/a//b'; // db.insertInto('x')",
			'const pattern = /\\/\\/ db.deleteFrom/;',
			'await db.transaction().execute((trx) => save(trx));',
			"grecaptcha.execute(siteKey, { action: 'login' });",
			// biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
			'const text = `${a} // not a comment ${b}`; // sql`select`',
		].join('\n');
		expect(sqlMarkers('src/lib/x.service.server.ts', text)).toEqual([]);
	});
});

describe('stripComments', () => {
	it('blanks comments and keeps code, strings, templates and line numbers', () => {
		// biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
		const text = "a(); // one\n/* two\n three */ b('//', `x${c /* d */}y`);";
		const stripped = stripComments(text);
		expect(stripped.split('\n')).toHaveLength(3);
		expect(stripped).not.toMatch(/one|two|three|d \*/);
		expect(stripped).toContain("b('//', `x${c ");
		expect(stripped).toContain('}y`);');
	});
});
