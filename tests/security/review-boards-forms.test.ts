import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoardFromForm } from '~/lib/content/boards/board-create-form.server.ts';
import { runBoardEditForm } from '~/lib/content/boards/board-edit-form.server.ts';
import { runBoardFormAction } from '~/lib/content/boards/board-form-actions.server.ts';
import { loadBoardPage, loadSectionPage } from '~/lib/content/boards/board-page.server.ts';
import { loadProfilePage } from '~/lib/content/profiles/profile-page.server.ts';
import { CookieJar } from '~/lib/platform/http/cookie-jar.server.ts';
import { makeBoard, makeUser, viewerOf } from '../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Security review: the no-JavaScript form endpoints and the board/profile pages take text that
 * the API gateway would have refused (NUL characters, control characters in paths). None of it
 * may end in a 500 (PostgreSQL refuses NUL in text) or in an invalid `Location` header.
 */

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let ada: U;

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

/** Whether text holds a control character (invalid or dangerous in a Location header). */
function hasControl(text: string): boolean {
	return [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
}

function form(fields: Record<string, string>): FormData {
	const f = new FormData();
	for (const [k, v] of Object.entries(fields)) f.append(k, v);
	return f;
}

/** What `new Response(null, {headers: {location}})` accepts (invalid values throw: a 500). */
function isValidLocation(to: string): boolean {
	try {
		new Headers({ location: to });
		return true;
	} catch {
		return false;
	}
}

describe(`security review: board forms and pages on ${testDialect()}`, () => {
	it('BRD-13: /board/create/ with a NUL in the name or description answers a form error, not a 500', async () => {
		for (const fields of [{ name: 'Trips\u0000' }, { name: 'Trips', description: 'a\u0000b' }]) {
			const result = await createBoardFromForm(t.db, ada.id, form(fields));
			expect(result.ok).toBe(false);
		}
	});

	it('board edit form: a NUL in the name is refused with a message', async () => {
		const board = await makeBoard(t.db, ada);
		const result = await runBoardEditForm(
			t.db,
			viewerOf(ada),
			board.id,
			form({ intent: 'save', name: 'New\u0000name' }),
		);
		expect(result.kind).toBe('error');
	});

	it('BRD-08: board action form: a NUL in a section title goes back with an error', async () => {
		const board = await makeBoard(t.db, ada);
		const to = await runBoardFormAction({
			db: t.db,
			viewer: viewerOf(ada),
			request: new Request('http://localhost/board/actions/', { method: 'POST' }),
			cookies: new CookieJar(new Request('http://localhost/')),
			clientAddress: '127.0.0.1',
			form: form({ action: 'add-section', board_id: board.id, title: 'A\u0000B', back: '/x/' }),
		});
		expect(to).toMatch(/^\/x\/\?error=/);
	});

	it('RTE-06: a board or profile address with a NUL is not found (no 500)', async () => {
		await makeBoard(t.db, ada, { slug: 'nul-trips' });
		const board = await loadBoardPage({
			db: t.db,
			viewer: null,
			url: new URL(`http://localhost/${ada.username}/nul-trips%00/`),
			username: ada.username,
			boardSlug: 'nul-trips\u0000',
		});
		expect(board.kind).toBe('not-found');
		const user = await loadBoardPage({
			db: t.db,
			viewer: null,
			url: new URL(`http://localhost/${ada.username}%00/trips/`),
			username: `${ada.username}\u0000`,
			boardSlug: 'trips',
		});
		expect(user.kind).toBe('not-found');
		const profile = await loadProfilePage({
			db: t.db,
			viewer: null,
			url: new URL(`http://localhost/${ada.username}%00/`),
			username: `${ada.username}\u0000`,
		});
		expect(profile.kind).toBe('not-found');
	});

	it('RTE-06/SEO-07: the redirect of a section address keeps a valid Location (no CR/LF/NUL)', async () => {
		await makeBoard(t.db, ada, { slug: 'garden' });
		for (const sectionSlug of ['\n', '\r\nSet-Cookie: x=1', '\u0000', 'a\tb']) {
			const page = await loadSectionPage({
				db: t.db,
				viewer: null,
				url: new URL(`http://localhost/${ada.username}/Garden/x/`),
				username: ada.username,
				boardSlug: 'Garden',
				sectionSlug,
			});
			if (page.kind === 'redirect') {
				expect(isValidLocation(page.to)).toBe(true);
				expect(hasControl(page.to)).toBe(false);
				expect(new URL(page.to, 'http://localhost').origin).toBe('http://localhost');
			} else {
				expect(page.kind).toBe('not-found');
			}
		}
	});
});
