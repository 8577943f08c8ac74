import type { Kysely } from 'kysely';
import { config } from '../../platform/config/config.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { countAll } from '../../platform/db/sql.server.ts';
import { type StoredVariants, variantsToImages } from '../../platform/media/image-sizes.ts';
import { interestName } from '../pins/interest-name.ts';

export interface BoardInterest {
	id: string;
	name: string;
	url: string;
	/** An image of one of the board's pins with this interest (236x), or null. */
	image: { url: string; width: number; height: number } | null;
}

/**
 * BRD-11, U-13: the interests of a board's pins, most frequent first (ties by name), as
 * `{id, name, url, image}`, the name in the request's language (`interestName`). Two queries: the ranked interests, then one image per interest.
 */
export async function boardInterests(
	db: Kysely<Database>,
	boardId: string,
	limit = 12,
): Promise<BoardInterest[]> {
	const ranked = await db
		.selectFrom('pin_interests as pi')
		.innerJoin('pins as p', 'p.id', 'pi.pin_id')
		.innerJoin('interests as i', 'i.id', 'pi.interest_id')
		.select([
			'i.id',
			'i.name',
			'i.slug',
			countAll().as('n'),
			(eb) => eb.fn.max('p.id').as('sample_pin_id'),
		])
		.where('p.board_id', '=', boardId)
		.where('p.is_hidden', '=', 0)
		.groupBy(['i.id', 'i.name', 'i.slug'])
		.orderBy('n', 'desc')
		.orderBy('i.name')
		.limit(limit)
		.execute();
	if (ranked.length === 0) return [];
	const samples = await db
		.selectFrom('pins as p')
		.innerJoin('media as m', 'm.id', 'p.media_id')
		.select(['p.id', 'm.storage_key', 'm.variants'])
		.where(
			'p.id',
			'in',
			ranked.map((r) => String(r.sample_pin_id)),
		)
		.execute();
	const base = config().MEDIA_BASE_URL;
	const images = new Map(
		samples.map((s) => [
			s.id,
			variantsToImages(base, s.storage_key, JSON.parse(s.variants) as StoredVariants)['236x'],
		]),
	);
	return ranked.map((r) => ({
		id: r.id,
		name: interestName(r),
		url: `/ideas/${r.slug}/${r.id}/`,
		image: images.get(String(r.sample_pin_id)) ?? null,
	}));
}
