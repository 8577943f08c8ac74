import type { Kysely } from 'kysely';
import contentDefaults from '~/messages/content-defaults/index.ts';
import { getProfile } from '../../identity/users/users.service.server.ts';
import type { BoardAccess } from '../../platform/access/board-access.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { absoluteUrl } from '../../platform/routing/absolute-url.server.ts';
import type { PageLoad } from '../../platform/routing/page-load.ts';
import { displayTitle, type Pin, pinPath } from '../pins/pin.ts';
import { type Board, type BoardSection, sectionlessPinCount } from './board.ts';
import { boardPinsPage } from './board-pins.service.server.ts';
import { sectionRowToSection } from './board-row.server.ts';
import {
	findBoardIdByOldSlug,
	findBoardRow,
	findBoardRowBySlug,
	isFollowingBoard,
} from './boards.repository.server.ts';
import { boardRowForViewer } from './boards.service.server.ts';
import { listSectionRows } from './sections.repository.server.ts';

export interface BoardPageData {
	board: Board;
	access: BoardAccess;
	/** RTE-06 landing type. */
	landingType: 'board' | 'own_board' | 'section' | 'own_section';
	sections: BoardSection[];
	/** Set on a section page. */
	section: BoardSection | null;
	sectionlessPinCount: number;
	pins: Pin[];
	/** The "More pins" link (same page with `?bookmark=`), or null at the end. */
	moreUrl: string | null;
	followedByMe: boolean;
	signedIn: boolean;
	/** Everyone may read the board (`BoardForViewer.isOpen`): indexed, canonical, JSON-LD. */
	isOpen: boolean;
	canonicalPath: string;
	/** Public boards and their sections only. */
	jsonLd: Record<string, unknown> | null;
	metaDescription: string;
}

interface LoadInput {
	db: Kysely<Database>;
	viewer: Viewer | null;
	url: URL;
	username: string;
	boardSlug: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The board at `/{username}/{slug}/` for the viewer, following old slugs (SEO-07). */
async function resolveBoard(input: LoadInput, rest: string) {
	// No stored username or slug holds a control character; PostgreSQL refuses NUL in text.
	if (CONTROL.test(input.username) || CONTROL.test(input.boardSlug)) {
		return { kind: 'not-found' } as const;
	}
	// Reserved names, unknown, suspended and deactivated accounts are not found. Whether the
	// viewer may read the board (its access, and the person rule for its owner: a private
	// profile's boards show only to their members) is `boardRowForViewer`'s to say.
	const owner = await getProfile(input.db, input.username, readerIdOf(input.viewer));
	if (!owner) return { kind: 'not-found' } as const;
	const slug = input.boardSlug.toLowerCase();
	const row = await findBoardRowBySlug(input.db, owner.id, slug);
	if (!row) {
		const oldId = await findBoardIdByOldSlug(input.db, owner.id, slug);
		const moved = oldId
			? await boardRowForViewer(input.db, await findBoardRow(input.db, oldId), input.viewer)
			: null;
		if (!moved) return { kind: 'not-found' } as const;
		return {
			kind: 'redirect',
			to: `${moved.board.url}${rest}${input.url.search}`,
			status: 301,
		} as const;
	}
	const found = await boardRowForViewer(input.db, row, input.viewer);
	if (!found) return { kind: 'not-found' } as const;
	if (input.username !== owner.username || input.boardSlug !== row.slug) {
		return {
			kind: 'redirect',
			to: `${found.board.url}${rest}${input.url.search}`,
			status: 301,
		} as const;
	}
	return { kind: 'ok', found } as const;
}

function collectionJsonLd(url: URL, name: string, description: string, path: string, pins: Pin[]) {
	return {
		'@context': 'https://schema.org',
		'@type': 'CollectionPage',
		name,
		...(description ? { description } : {}),
		url: absoluteUrl(url, path),
		mainEntity: {
			'@type': 'ItemList',
			numberOfItems: pins.length,
			itemListElement: pins.map((p, i) => ({
				'@type': 'ListItem',
				position: i + 1,
				url: absoluteUrl(url, pinPath(p.id)),
				name: displayTitle(p),
				image: p.images['474x'].url,
			})),
		},
	};
}

async function pageData(
	input: LoadInput,
	found: NonNullable<Awaited<ReturnType<typeof boardRowForViewer>>>,
	sectionSlug: string | null,
): Promise<PageLoad<BoardPageData>> {
	const { board, access } = found;
	const readerId = readerIdOf(input.viewer);
	const [sectionRows, followedByMe] = await Promise.all([
		listSectionRows(input.db, board.id),
		readerId ? isFollowingBoard(input.db, readerId, board.id) : Promise.resolve(false),
	]);
	const sections = sectionRows.map((r) => sectionRowToSection(r, board));
	const section =
		sectionSlug === null ? null : (sections.find((s) => s.slug === sectionSlug) ?? null);
	if (sectionSlug !== null && !section) return { kind: 'not-found' };
	const bookmark = input.url.searchParams.get('bookmark');
	const page = await boardPinsPage(input.db, found, {
		// A board page shows its unorganized pins under the sections row (sections have their own pages).
		sectionId: section ? section.id : sections.length > 0 ? null : undefined,
		bookmark,
		viewerId: readerId,
	});
	const path = section ? section.url : board.url;
	const own = access.role === 'owner';
	// Secret, archived and members-only boards (a private owner's) are not described to machines.
	const isPublic = found.isOpen;
	const name = section ? `${section.title} – ${board.name}` : board.name;
	const metaDescription =
		board.description.trim().slice(0, 160) ||
		contentDefaults().boardMetaDescription({
			count: section ? section.pinCount : board.pinCount,
			name,
			owner: board.owner.fullName,
		});
	return {
		kind: 'ok',
		data: {
			board,
			access,
			landingType: section ? (own ? 'own_section' : 'section') : own ? 'own_board' : 'board',
			sections,
			section,
			sectionlessPinCount: sectionlessPinCount(
				board.pinCount,
				sections.map((s) => s.pinCount),
			),
			pins: page.pins,
			moreUrl:
				page.bookmark === '-end-' ? null : `${path}?bookmark=${encodeURIComponent(page.bookmark)}`,
			followedByMe,
			signedIn: readerId !== null,
			isOpen: found.isOpen,
			canonicalPath: path,
			// Secret and archived boards never describe themselves to machines (noindex, no JSON-LD).
			jsonLd:
				isPublic && !bookmark
					? collectionJsonLd(input.url, name, board.description, path, page.pins)
					: null,
			metaDescription,
		},
	};
}

/**
 * RTE-06: the board page `/{username}/{slug}/`. Not found for reserved names, unknown users or
 * boards, and boards the viewer may not read (secret, archived: members only); a renamed
 * board's old slug and a differently-cased address redirect (301) to the board's URL (SEO-07).
 */
export async function loadBoardPage(input: LoadInput): Promise<PageLoad<BoardPageData>> {
	const resolved = await resolveBoard(input, '');
	if (resolved.kind !== 'ok') return resolved;
	return pageData(input, resolved.found, null);
}

/** RTE-06: the section page `/{username}/{board}/{section}/` (`section` / `own_section`). */
export async function loadSectionPage(
	input: LoadInput & { sectionSlug: string },
): Promise<PageLoad<BoardPageData>> {
	// Percent-encoded: the section part goes into a redirect's Location as it came.
	const resolved = await resolveBoard(input, `${encodeURIComponent(input.sectionSlug)}/`);
	if (resolved.kind !== 'ok') return resolved;
	return pageData(input, resolved.found, input.sectionSlug.toLowerCase());
}
