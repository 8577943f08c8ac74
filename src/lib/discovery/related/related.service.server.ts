import type { Kysely } from 'kysely';
import type { Pin } from '../../content/pins/pin.ts';
import { pinRowToPin } from '../../content/pins/pin-row.server.ts';
import { END_BOOKMARK } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import {
	listCoSaveBoardIds,
	listRelatedCandidates,
	type RelatedCandidateRow,
	relatedPinRows,
	SOURCE_OF,
} from './related.repository.server.ts';
import { decodeRelatedBookmark, encodeRelatedBookmark } from './related-bookmark.ts';
import {
	compareRank,
	type RankKey,
	type RelatedSource,
	relatedScore,
	titleWords,
} from './related-score.ts';

const RELATED_PAGE_SIZE = 25;
export const RELATED_MAX_PAGE_SIZE = 50;

export interface RelatedPage {
	pins: Pin[];
	/** Bookmark of the next page, or `-end-` when there is none. */
	bookmark: string;
}

/** The pin related pins are found for: a pin the caller has already shown the viewer. */
export type RelatedSubject = Pick<Pin, 'id' | 'title' | 'dominantColor' | 'originPinId'> & {
	board: Pick<Pin['board'], 'id'>;
};

/**
 * FED-11 "More like this": pins related to `pin`, for a viewer reading as `readerId` (null for
 * signed-out and limited-login viewers; see `readerIdOf`). The caller must already have checked
 * that the viewer may see `pin` (the closeup does, the resource does).
 *
 * Candidates (bounded index ranges, see `listRelatedCandidates`; the co-saved boards are a small
 * query of their own first) come from the pin's board, boards its original was also saved to and
 * its most specific interest; each is scored by those
 * sources, closeness of dominant colour and shared title words (`related-score.ts`), one pin per
 * picture, never the pin itself or a picture equal to its own. The ranked list is paged by the
 * rank key of the last pin shown (a bookmark); the card rows of one page are a third query.
 */
export async function relatedPinsPage(
	db: Kysely<Database>,
	pin: RelatedSubject,
	options: {
		readerId: string | null;
		bookmark?: string | null | undefined;
		pageSize?: number | undefined;
	},
): Promise<RelatedPage> {
	const pageSize = Math.min(
		Math.max(options.pageSize ?? RELATED_PAGE_SIZE, 1),
		RELATED_MAX_PAGE_SIZE,
	);
	const subject = { id: pin.id, boardId: pin.board.id, rootId: pin.originPinId ?? pin.id };
	const coSaveBoardIds = await listCoSaveBoardIds(db, subject);
	const rows = await listRelatedCandidates(db, { ...subject, coSaveBoardIds }, options.readerId);
	const ranked = rankCandidates(pin, rows);
	const after = decodeRelatedBookmark(options.bookmark);
	const start = after ? ranked.findIndex((r) => compareRank(r, after) > 0) : 0;
	const page = start < 0 ? [] : ranked.slice(start, start + pageSize);
	const cards = await relatedPinRows(
		db,
		page.map((r) => r.id),
	);
	const byId = new Map(cards.map((row) => [row.id, row]));
	const pins = page.flatMap((r) => {
		const row = byId.get(r.id);
		return row ? [pinRowToPin(row)] : [];
	});
	const last = page.at(-1);
	const more = start >= 0 && start + pageSize < ranked.length;
	return { pins, bookmark: more && last ? encodeRelatedBookmark(last) : END_BOOKMARK };
}

/**
 * Candidates merged by pin (sources added up), scored, one per picture (the best-scored pin of
 * each), in rank order.
 */
function rankCandidates(
	pin: Pick<RelatedSubject, 'title' | 'dominantColor'>,
	rows: readonly RelatedCandidateRow[],
): (RankKey & { mediaId: string })[] {
	const byPin = new Map<string, { row: RelatedCandidateRow; sources: Set<RelatedSource> }>();
	for (const row of rows) {
		const entry = byPin.get(row.id) ?? { row, sources: new Set<RelatedSource>() };
		const source = SOURCE_OF[row.src];
		if (source) entry.sources.add(source);
		byPin.set(row.id, entry);
	}
	const target = { words: titleWords(pin.title), dominantColor: pin.dominantColor };
	const scored = [...byPin.values()].map(({ row, sources }) => ({
		id: row.id,
		mediaId: row.media_id,
		score: relatedScore(target, {
			id: row.id,
			title: row.title,
			dominantColor: row.dominant_color,
			sources,
		}),
	}));
	scored.sort(compareRank);
	const seenMedia = new Set<string>();
	return scored.filter((s) => {
		if (seenMedia.has(s.mediaId)) return false;
		seenMedia.add(s.mediaId);
		return true;
	});
}
