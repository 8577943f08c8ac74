import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import {
	clearBoardSections,
	countBoardSections,
	countUserBoards,
} from '../pins/counters.repository.server.ts';
import { slugify } from '../pins/pin.ts';
import type { Board } from './board.ts';
import { runBulkMove } from './move-pins.server.ts';

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
		const sections = await trx
			.selectFrom('board_sections')
			.select(['id', 'slug', 'title'])
			.where('board_id', '=', source.id)
			.execute();
		if (sections.length === 0) return;
		const taken = new Set(
			(
				await trx
					.selectFrom('board_sections')
					.select('slug')
					.where('board_id', '=', target.id)
					.execute()
			).map((r) => r.slug),
		);
		const base = await trx
			.selectFrom('board_sections')
			.select((eb) => eb.fn.max('position').as('p'))
			.where('board_id', '=', target.id)
			.executeTakeFirst();
		let position = Number(base?.p ?? -1) + 1;
		for (const s of sections) {
			let slug = s.slug || slugify(s.title) || 'section';
			for (let n = 2; taken.has(slug); n++) slug = `${s.slug}-${n}`;
			taken.add(slug);
			await trx
				.updateTable('board_sections')
				.set({ board_id: target.id, slug, position: position++ })
				.where('id', '=', s.id)
				.execute();
		}
		await countBoardSections(trx, target.id, sections.length);
		await clearBoardSections(trx, source.id);
	});
	const pins = await db
		.selectFrom('pins')
		.select('id')
		.where('board_id', '=', source.id)
		.orderBy('board_sort', 'desc')
		.execute();
	return runBulkMove(db, {
		userId,
		boardId: target.id,
		sectionId: '-1',
		kind: 'merge',
		pinIds: pins.map((p) => p.id),
		target: { boardId: target.id, sectionId: 'keep' },
		async finish(trx) {
			await trx
				.updateTable('board_slugs')
				.set({ board_id: target.id })
				.where('board_id', '=', source.id)
				.execute();
			// The source's current slug too (it may be missing from the history of old rows).
			await trx
				.insertInto('board_slugs')
				.values({
					owner_id: source.owner.id,
					slug: source.slug,
					board_id: target.id,
					created_at: source.createdAt,
				})
				.onConflict((oc) => oc.columns(['owner_id', 'slug']).doUpdateSet({ board_id: target.id }))
				.execute();
			await trx.deleteFrom('boards').where('id', '=', source.id).execute();
			await countUserBoards(trx, source.owner.id, -1);
			await trx
				.deleteFrom('user_states')
				.where('state', '=', 'QUICK_SAVES_BOARD_ID')
				.where('value', '=', source.id)
				.execute();
		},
	});
}
