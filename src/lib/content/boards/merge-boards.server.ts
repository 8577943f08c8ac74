import type { Kysely } from 'kysely';
import { deleteUserStatesWithValue } from '../../identity/users/user-states.repository.server.ts';
import type { Database } from '../../platform/db/database.ts';
import {
	clearBoardSections,
	countBoardSections,
	countUserBoards,
} from '../pins/counters.repository.server.ts';
import { slugify } from '../pins/pin.ts';
import type { Board } from './board.ts';
import {
	deleteBoardRow,
	listBoardPinIdsInOrder,
	pointBoardSlug,
	repointBoardSlugs,
} from './board-writes.repository.server.ts';
import { runBulkMove } from './move-pins.server.ts';
import {
	findLastSectionPosition,
	listSectionHeads,
	listSectionSlugs,
	updateSectionRow,
} from './sections.repository.server.ts';

/**
 * Merges `source` into `target` (both the viewer's): the source's sections move over (a
 * section whose slug the target already uses gets a free one), then its pins move in chunks as
 * a blocking action shown on the target board (BRD-03/04, section `-1`: the whole board), and
 * finally the empty source board is deleted and its addresses (current and old slugs) point at
 * the target, so its links keep working (SEO-07). Counts follow every step (BRD-05).
 */
export async function mergeBoards(
	db: Kysely<Database>,
	userId: string,
	source: Board,
	target: Board,
): Promise<{ actionId: string; moved: number }> {
	await db.transaction().execute(async (trx) => {
		const sections = await listSectionHeads(trx, source.id);
		if (sections.length === 0) return;
		const taken = new Set((await listSectionSlugs(trx, target.id)).map((r) => r.slug));
		let position = Number((await findLastSectionPosition(trx, target.id)) ?? -1) + 1;
		for (const s of sections) {
			let slug = s.slug || slugify(s.title) || 'section';
			for (let n = 2; taken.has(slug); n++) slug = `${s.slug}-${n}`;
			taken.add(slug);
			await updateSectionRow(trx, s.id, { board_id: target.id, slug, position: position++ });
		}
		await countBoardSections(trx, target.id, sections.length);
		await clearBoardSections(trx, source.id);
	});
	const pinIds = await listBoardPinIdsInOrder(db, source.id);
	return runBulkMove(db, {
		userId,
		boardId: target.id,
		sectionId: '-1',
		kind: 'merge',
		pinIds,
		target: { boardId: target.id, sectionId: 'keep' },
		async finish(trx) {
			await repointBoardSlugs(trx, source.id, target.id);
			// The source's current slug too (it may be missing from the history of old rows).
			await pointBoardSlug(trx, {
				owner_id: source.owner.id,
				slug: source.slug,
				board_id: target.id,
				created_at: source.createdAt,
			});
			await deleteBoardRow(trx, source.id);
			await countUserBoards(trx, source.owner.id, -1);
			await deleteUserStatesWithValue(trx, 'QUICK_SAVES_BOARD_ID', source.id);
		},
	});
}
