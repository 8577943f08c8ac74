import path from 'node:path';
import { type BrowserContext, type Page, request as playwrightRequest } from '@playwright/test';
import Database from 'better-sqlite3';
import { pseudoMessage } from '../../../build/messages.ts';
import { LOCALE_KEYS } from '../../../src/lib/platform/i18n/languages.ts';
import { DEMO_USERNAME, logInAsDemo } from './demo.ts';
import { waitForIslands } from './hydration.ts';
import { intlNames, untranslatedTexts } from './pseudo-text.ts';
import { expect, test } from './test.ts';
import { isUserContent } from './user-content.ts';

/**
 * Issue 27: the pseudo-locale sweep (docs/i18n.md). Each kind is a page under `/en-xa/…`, and
 * optionally an island or dialog opened on it; every message of the catalogue wears ⟦ ⟧ there,
 * so any visible text, `alt`, `title`, `aria-label` or `placeholder` outside them did not come
 * from the catalogue: it is hard-coded English. Allowed as written: user content of the demo
 * world (`user-content.ts`), numbers, and what `ALLOWED` lists (each with its reason).
 */
export type Kind = {
	name: string;
	path: (u: Urls) => string;
	/** Opens an island or dialog after load, so its text is checked too. */
	open?: (page: Page, u: Urls) => Promise<void>;
	status?: number;
	/** Request headers of this kind only (a visitor's country). */
	headers?: Record<string, string>;
};

/** Addresses in the demo world the kinds need (found once, from pages a visitor sees). */
export type Urls = {
	pin: string;
	/** A pin the demo account made (its analytics are the owner's). */
	ownPin: string;
	board: string;
	/** The demo account's board with sections, and one of its sections. */
	section: string;
	/** The id of `board` (seen by its owner only: found once signed in, else empty). */
	boardId: string;
	/** Another person's profile (the demo account can follow them). */
	person: string;
	todayArticle: string;
	/** A Today "popular" page (an interest's most saved ideas). */
	todayPopular: string;
	interest: string;
	/** A shopping and a video category page. */
	shoppingCategory: string;
	videoCategory: string;
};

/**
 * Text rightly outside the catalogue: the brand, the demo account's email (shown as written in
 * the account menu and settings) and prices (`Intl` formats them).
 */
const ALLOWED: readonly (string | RegExp)[] = [
	'Corkboard',
	/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/,
	/^\p{Sc}?\s?\d[\d.,\s]*\p{Sc}?$/u,
];

/** Separators a line puts between user content and a message ("Hugo Jensen · ⟦12 Pins⟧"). */
const SEPARATORS = /^[\s·•|,:–—-]+|[\s·•|,:–—-]+$/g;

/**
 * A control's whole name in the pseudo-locale, from its plain English message (no arguments):
 * `pseudo('Report Pin')` matches `⟦Ŕéƀóŕţ Píñ~~~⟧`.
 */
export function pseudo(english: string): RegExp {
	const text = pseudoMessage('e2e', 'name', english).replace(/^⟦/, '').replace(/~*⟧$/, '');
	return new RegExp(`^⟦${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}~*⟧$`);
}

/** Country and language names as `Intl` gives them (the settings' pickers show these). */
const INTL_NAMES = intlNames(LOCALE_KEYS);

/**
 * The demo account's oldest pin of its own and oldest public board with pins: the seed made
 * them, so they hold the seed's words (user content) and stay while other tests, sharing this
 * world, add pins to the account (carousels, stories) and delete the boards they made.
 */
function seededDemoItems(): { pin: string | undefined; board: string | undefined } {
	const file = path.join(process.env.E2E_DATA_DIR ?? '.e2e-data', 'corkboard.db');
	const db = new Database(file, { readonly: true, fileMustExist: true });
	try {
		const pin = db
			.prepare(
				`select p.id from pins p join users u on u.id = p.pinner_id where u.username = ?
				 and p.origin_pin_id is null and p.pin_type = 'single' and p.story_data is null
				 and p.video_id is null and p.is_hidden = 0 order by p.id limit 1`,
			)
			.pluck()
			.safeIntegers(true)
			.get(DEMO_USERNAME) as bigint | undefined;
		const board = db
			.prepare(
				`select b.slug from boards b join users u on u.id = b.owner_id where u.username = ?
				 and b.privacy = 'public' and b.is_archived = 0 and b.pin_count > 0 order by b.id limit 1`,
			)
			.pluck()
			.get(DEMO_USERNAME) as string | undefined;
		return {
			pin: pin === undefined ? undefined : `/pin/${pin}/`,
			board: board === undefined ? undefined : `/${DEMO_USERNAME}/${board}/`,
		};
	} finally {
		db.close();
	}
}

async function findUrls(baseURL: string): Promise<Urls> {
	const api = await playwrightRequest.newContext({ baseURL });
	const text = async (path: string) => (await api.get(path)).text();
	const first = (html: string, re: RegExp) => re.exec(html)?.[1];
	const home = await text('/');
	const pin = first(home, /href="(\/pin\/\d+\/)"/);
	const seeded = seededDemoItems();
	const ownPin = seeded.pin;
	const profile = await text(`/${DEMO_USERNAME}/_saved/`);
	const boards = [
		...new Set([
			...(seeded.board ? [seeded.board] : []),
			...[...profile.matchAll(new RegExp(`href="(/${DEMO_USERNAME}/(?!_)[a-z0-9-]+/)"`, 'g'))].map(
				(m) => m[1]!,
			),
		]),
	];
	let section: string | undefined;
	for (const board of boards) {
		section = first(await text(board), new RegExp(`href="(${board}(?!_)[a-z0-9-]+/)"`));
		if (section) break;
	}
	// The pinner of a pin on the home page (the closeup links their profile).
	const closeup = pin ? await text(pin) : '';
	const person = first(
		closeup,
		new RegExp(`<a href="(/(?!${DEMO_USERNAME}/)[a-z0-9_.]+/)" data-astro-cid`),
	);
	const today = await text('/today/');
	const todayArticle = first(today, /href="(\/today\/[a-z]+\/[a-z0-9-]+\/\d+\/)"/);
	const todayPopular = first(today, /href="(\/today\/popular\/[a-z0-9-]+\/\d+\/)"/);
	const shoppingCategory = first(
		await text('/shopping/'),
		/href="(\/shopping\/[a-z0-9-]+\/\d+\/)"/,
	);
	const videoCategory = first(await text('/videos/'), /href="(\/videos\/[a-z0-9-]+\/\d+\/)"/);
	const interest = first(await text('/ideas/'), /href="(\/(?:topics|ideas)\/[a-z0-9-]+\/\d+\/)"/);
	await api.dispose();
	const urls = {
		...{ pin, ownPin, board: boards[0], section, person, todayArticle, todayPopular, interest },
		...{ shoppingCategory, videoCategory },
	};
	const missing = Object.entries(urls).filter(([, v]) => !v);
	if (missing.length) throw new Error(`not found in the demo world: ${missing.map(([k]) => k)}`);
	return { ...urls, boardId: '' } as Urls;
}

let urls: Urls | undefined;

/**
 * Expects no text on `page` outside the markers but user content and the allowances above;
 * `also` allows more (the name of an account the test made after the user content was read).
 */
export async function expectAllFromCatalogue(
	page: Page,
	also: readonly string[] = [],
): Promise<void> {
	const found = (await untranslatedTexts(page, [...ALLOWED, ...also])).filter(
		(t) => !isUserContent(t.text.replace(SEPARATORS, '')) && !INTL_NAMES.has(t.text),
	);
	expect(found.map((t) => `${t.where}: ${JSON.stringify(t.text)} (${t.element})`)).toEqual([]);
}

/**
 * One test per kind, in one browser context (signed in as the demo account or a visitor), at
 * 1366 × 900: each opens `/en-xa{path}`, waits for the islands, opens what the kind opens and
 * expects no text outside the markers.
 */
export function pseudoSweep(title: string, kinds: readonly Kind[], signedIn: boolean): void {
	test.describe(`pseudo-locale: ${title}`, () => {
		let context: BrowserContext;
		let page: Page;

		test.beforeAll(async ({ browser, baseURL }) => {
			test.setTimeout(120_000);
			urls ??= await findUrls(baseURL!);
			const u = urls;
			context = await browser.newContext({
				baseURL: baseURL!,
				viewport: { width: 1366, height: 900 },
				extraHTTPHeaders: { 'x-forwarded-for': `10.27.0.${signedIn ? 2 : 1}` },
			});
			page = await context.newPage();
			if (signedIn) {
				await logInAsDemo(page);
				const owned = await (await page.request.get(u.board)).text();
				u.boardId ||= /\/organize\/repin\/\?board_id=(\d+)/.exec(owned)?.[1] ?? '';
			}
		});
		test.afterAll(async () => {
			await context?.close();
		});

		for (const kind of kinds) {
			test(`${kind.name}: no text outside the catalogue`, async () => {
				await context.setOffline(false);
				await page.unrouteAll();
				await page.setExtraHTTPHeaders({
					'x-forwarded-for': `10.27.0.${signedIn ? 2 : 1}`,
					...kind.headers,
				});
				const response = await page.goto(`/en-xa${kind.path(urls!)}`);
				expect(response?.status()).toBe(kind.status ?? 200);
				expect(await page.locator('html').getAttribute('lang')).toBe('en-XA');
				await waitForIslands(page);
				await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
				await kind.open?.(page, urls!);
				await expectAllFromCatalogue(page);
			});
		}
	});
}
