import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { writableTarget } from '../pins/pin-write.service.server.ts';
import { draftsAnswer } from './draft-answer.server.ts';
import {
	type DraftFieldsInput,
	type DraftItemInput,
	draftFieldChanges,
	draftItemRows,
	draftRefusal,
	storyItemsOrRefuse,
} from './draft-changes.server.ts';
import { type Draft, type DraftType, draftTypeFor, statusAfterEdit } from './draft-model.ts';
import {
	type DraftRow,
	findDraftRow,
	insertDraftRow,
	listDraftItemRows,
	listDraftRows,
	replaceDraftItems,
	updateDraftRow,
} from './drafts.repository.server.ts';

/**
 * Drafts of the viewer (BLD-02..06, BLD-10): create, get, update and list; deleting one is
 * `delete-draft.server.ts`, publishing `publish-draft.operation.server.ts`.
 */

const notFound = (id: string) =>
	new AppError('NotFound', { detail: `No draft ${id.slice(0, 20)} of yours.` });

/** Editable while nobody is publishing it and it is not published. */
const EDITABLE = ['notAttempted', 'scheduled', 'failed'] as const;

/** The viewer's draft row, or NotFound (another user's draft is not found, never forbidden). */
export async function ownDraftRow(db: Db, viewer: Viewer, id: string): Promise<DraftRow> {
	const row = await findDraftRow(db, id, viewer.id);
	if (!row) throw notFound(id);
	return row;
}

/** One draft as the API answers it. */
async function draftAnswer(db: Db, viewer: Viewer, row: DraftRow): Promise<Draft> {
	const [draft] = await draftsAnswer(db, viewer.id, [row]);
	return draft!;
}

export async function getDraft(db: Db, viewer: Viewer, id: string): Promise<Draft> {
	return draftAnswer(db, viewer, await ownDraftRow(db, viewer, id));
}

/**
 * BLD-02: a new draft (status `created`, publishing `notAttempted`, publish immediately, comments
 * and shopping recommendations allowed, BLD-16), a single pin or a story, on a board the viewer
 * can add pins to when one is given.
 */
export async function createDraft(
	db: Db,
	viewer: Viewer,
	input: {
		type?: 'single' | 'story' | undefined;
		board_id?: string | null | undefined;
		section_id?: string | null | undefined;
	},
): Promise<Draft> {
	const boardId = input.board_id ?? null;
	const sectionId = input.section_id ?? null;
	if (sectionId !== null && boardId === null) {
		throw draftRefusal('board', errorsDetail().draftPickBoardFirst());
	}
	if (boardId !== null) await writableTarget(db, viewer.id, boardId, sectionId);
	const id = newId();
	const at = new Date().toISOString();
	await insertDraftRow(db, {
		id,
		owner_id: viewer.id,
		type: input.type ?? 'single',
		board_id: boardId,
		section_id: sectionId,
		created_at: at,
		updated_at: at,
	});
	return getDraft(db, viewer, id);
}

/**
 * Saves what the builder changed (BLD-10: only the dirty fields; `items` is the whole ordered
 * list when given). The type follows BLD-05 and the status becomes `edited` (BLD-06). Anything
 * refused changes nothing.
 */
export async function updateDraft(
	db: Db,
	viewer: Viewer,
	input: {
		id: string;
		fields?: DraftFieldsInput | undefined;
		items?: DraftItemInput[] | undefined;
	},
): Promise<Draft> {
	const row = await ownDraftRow(db, viewer, input.id);
	if (!(EDITABLE as readonly string[]).includes(row.publishing_status)) {
		throw new AppError('DraftAlreadyPublished');
	}
	const changes = input.fields ? await draftFieldChanges(db, viewer, row, input.fields) : {};
	if (row.type === 'story' && input.items) storyItemsOrRefuse(input.items);
	const items = input.items ? await draftItemRows(db, viewer, row.id, input.items) : null;
	const count = items ? items.length : (await listDraftItemRows(db, [row.id])).length;
	const type = draftTypeFor(row.type as DraftType, count);
	const at = new Date().toISOString();
	await db.transaction().execute(async (trx) => {
		const updated = await updateDraftRow(trx, row.id, viewer.id, EDITABLE, {
			...changes,
			type,
			status: statusAfterEdit('edited'),
			updated_at: at,
		});
		if (!updated) throw new AppError('DraftAlreadyPublished');
		if (items) await replaceDraftItems(trx, row.id, items);
	});
	return getDraft(db, viewer, row.id);
}

/** Drafts bookmarks: the last draft's `(updated_at, id)`. */
function encodeDraftBookmark(row: DraftRow): string {
	return Buffer.from(JSON.stringify({ v: 1, u: row.updated_at, id: row.id })).toString('base64url');
}

function decodeDraftBookmark(
	bookmark: string | undefined,
): { updatedAt: string; id: string } | null {
	if (!bookmark || bookmark.length > 300) return null;
	try {
		const value = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8')) as {
			v?: unknown;
			u?: unknown;
			id?: unknown;
		};
		if (value.v !== 1 || typeof value.u !== 'string' || typeof value.id !== 'string') return null;
		if (!/^\d{1,20}$/.test(value.id) || Number.isNaN(Date.parse(value.u))) return null;
		return { updatedAt: new Date(value.u).toISOString(), id: value.id };
	} catch {
		return null;
	}
}

const DRAFTS_PAGE_SIZE = 25;
export const MAX_DRAFTS_PAGE_SIZE = 50;

/**
 * The viewer's drafts not yet published (scheduled and failed ones included), newest
 * `updatedAt` first, a page at a time (keyset bookmark; `-end-` after the last page).
 */
export async function listDrafts(
	db: Db,
	viewer: Viewer,
	options: { bookmark?: string | undefined; page_size?: number | undefined },
): Promise<{ data: Draft[]; bookmark: string }> {
	if (options.bookmark === '-end-') return { data: [], bookmark: '-end-' };
	const size = Math.min(options.page_size ?? DRAFTS_PAGE_SIZE, MAX_DRAFTS_PAGE_SIZE);
	const rows = await listDraftRows(db, viewer.id, decodeDraftBookmark(options.bookmark), size + 1);
	const page = rows.slice(0, size);
	const last = page.at(-1);
	return {
		data: await draftsAnswer(db, viewer.id, page),
		bookmark: rows.length > size && last ? encodeDraftBookmark(last) : '-end-',
	};
}
