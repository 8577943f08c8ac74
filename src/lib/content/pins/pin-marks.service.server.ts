import type { Viewer } from '../../platform/access/viewer.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { assertNoNul } from '../../platform/http/nul-check.ts';
import { countPinMark } from './counters.repository.server.ts';
import {
	deleteMark,
	deleteReaction,
	insertMark,
	insertReport,
	pinMarkCounts,
	reactionCountRows,
	upsertReaction,
	viewerMarkRow,
} from './pin-marks.repository.server.ts';
import { pinWithAccess } from './pin-write.service.server.ts';
import { reactionCounts } from './reactions.ts';
import type { ReportReason } from './report-reasons.ts';

/** A pin's reaction counts, favorite and done state as the viewer sees them (PIN-13, PIN-20). */
export interface PinMarks {
	reaction_counts: Record<string, number>;
	/** The viewer's reaction type, or null. */
	reaction_by_me: number | null;
	favorited_by_me: boolean;
	favorite_user_count: number;
	done_by_me: boolean;
	done_count: number;
}

/**
 * The counts and the viewer's own marks on a pin: one small query signed out (two when the
 * favorite and done counts are not `known` from an already loaded pin), one more signed in.
 */
export async function pinMarks(
	db: Db,
	pinId: string,
	viewerId: string | null,
	known?: { favorite_count: number; done_count: number },
): Promise<PinMarks> {
	const [rows, counts, mine] = await Promise.all([
		reactionCountRows(db, pinId),
		known ?? pinMarkCounts(db, pinId),
		viewerId ? viewerMarkRow(db, pinId, viewerId) : null,
	]);
	return {
		reaction_counts: reactionCounts(rows),
		reaction_by_me: mine?.reactionType ?? null,
		favorited_by_me: mine?.favorited ?? false,
		favorite_user_count: counts.favorite_count,
		done_by_me: mine?.done ?? false,
		done_count: counts.done_count,
	};
}

/** PIN-13: sets (or replaces) the viewer's reaction on a pin they can see. */
export async function react(db: Db, viewer: Viewer, pinId: string, type: number): Promise<void> {
	await pinWithAccess(db, viewer.id, pinId);
	await upsertReaction(db, pinId, viewer.id, type);
}

/** PIN-13: removes the viewer's reaction; counts come from the rows, so never below 0. */
export async function unreact(db: Db, viewer: Viewer, pinId: string): Promise<void> {
	await pinWithAccess(db, viewer.id, pinId);
	await deleteReaction(db, pinId, viewer.id);
}

/**
 * PIN-20: favorite or done on or off. The mark and its count change in one transaction and
 * only when the mark really changed, so repeats and races never double-count or go below 0.
 */
export async function setPinMark(
	db: Db,
	viewer: Viewer,
	pinId: string,
	kind: 'favorite' | 'done',
	on: boolean,
): Promise<void> {
	await pinWithAccess(db, viewer.id, pinId);
	const table = kind === 'favorite' ? 'pin_favorites' : 'pin_dones';
	const column = kind === 'favorite' ? 'favorite_count' : 'done_count';
	await db.transaction().execute(async (trx) => {
		const changed = on
			? await insertMark(trx, table, pinId, viewer.id)
			: await deleteMark(trx, table, pinId, viewer.id);
		if (changed) await countPinMark(trx, pinId, column, on ? 1 : -1);
	});
}

/** Hides a pin from the viewer's feeds (or shows it again). Hiding your own pin is allowed. */
export async function setPinHidden(db: Db, viewer: Viewer, pinId: string, hidden: boolean) {
	await pinWithAccess(db, viewer.id, pinId);
	if (hidden) await insertMark(db, 'pin_hides', pinId, viewer.id);
	else await deleteMark(db, 'pin_hides', pinId, viewer.id);
}

/** Stores the viewer's report of a pin they can see; one per reporter (PinAlreadyReported). */
export async function reportPin(
	db: Db,
	viewer: Viewer,
	pinId: string,
	reason: ReportReason,
	detail: string,
): Promise<string> {
	// The feedback page's form skips the API's NUL check; PostgreSQL would refuse the text.
	assertNoNul(detail);
	await pinWithAccess(db, viewer.id, pinId);
	const id = newId();
	const stored = await insertReport(db, {
		id,
		pinId,
		reporterId: viewer.id,
		reason,
		detail: detail.trim(),
	});
	if (!stored) throw new AppError('PinAlreadyReported');
	return id;
}
