import { isFullyAuthenticated, type Viewer } from '../../platform/access/viewer.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Pin } from '../pins/pin.ts';
import { findLastPinnedBoard } from './board-shortlist.repository.server.ts';
import { listSavedRootIds } from './saving.repository.server.ts';

/** What a grid of pin cards shows of the viewer's saves (`MasonryGrid.astro`). */
export interface CardSaves {
	/** Ids of the cards' pins the viewer has saved (PIN-10: a save of the pin's original). */
	saved: ReadonlySet<string>;
	/** The board the viewer last saved to: the cards' board button, where Save puts a pin. */
	lastBoard: { id: string; name: string } | null;
}

/**
 * The viewer's saves for a grid of cards, in two statements whatever the number of cards (no
 * query per card). Null for anyone not fully signed in: signed-out pages may be kept in a shared
 * cache (`cache-policy.ts`), so they must hold nothing of the visitor's.
 */
export async function cardSavesFor(
	db: Db,
	viewer: Viewer | null,
	pins: readonly Pin[],
): Promise<CardSaves | null> {
	if (!isFullyAuthenticated(viewer)) return null;
	const roots = [...new Set(pins.map((p) => p.originPinId ?? p.id))];
	const [savedRoots, board] = await Promise.all([
		listSavedRootIds(db, viewer.id, roots),
		findLastPinnedBoard(db, viewer.id),
	]);
	const savedSet = new Set(savedRoots);
	return {
		saved: new Set(pins.filter((p) => savedSet.has(p.originPinId ?? p.id)).map((p) => p.id)),
		lastBoard: board ? { id: board.id, name: board.name } : null,
	};
}
