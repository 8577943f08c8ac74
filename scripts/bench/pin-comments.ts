/**
 * The comments the benchmark's pin pages carry (issue 28: "the pin page with 20 comments"): each
 * sampled pin gets 20 top-level comments from 20 people (every fourth one liked by the pin's
 * owner, every fifth one @mentioning them, every third one with a reply), written as rows with
 * their counters, as the demo world's comments are (`src/app/seed/comments.server.ts`).
 * Idempotent: a pin that has its comments keeps them, so rounds and reruns compare the same pages.
 */
import { sql } from 'kysely';
import { db } from '~/lib/platform/db/client.server.ts';
import { newId } from '~/lib/platform/db/ids.ts';

const COMMENTS_PER_PIN = 20;

const TEXTS = [
	'Love these colours! Saving this for my next project.',
	'This is exactly what I was looking for, thank you for sharing.',
	'Does anyone know where to find something like this?',
	'Tried it last weekend and it turned out great.',
	'So simple and so pretty. Adding it to my board.',
];

export async function ensurePinComments(pinIds: readonly string[]): Promise<number> {
	const people = await db()
		.selectFrom('users')
		.select(['id', 'username'])
		.where('status', '=', 'active')
		.where('account_type', '=', 'personal')
		.orderBy('id')
		.limit(COMMENTS_PER_PIN + 1)
		.execute();
	let written = 0;
	for (const pinId of pinIds) {
		const pin = await db()
			.selectFrom('pins as p')
			.innerJoin('users as u', 'u.id', 'p.pinner_id')
			.select(['p.pinner_id', 'u.username'])
			.where('p.id', '=', pinId)
			.executeTakeFirstOrThrow();
		const have = await db()
			.selectFrom('comments')
			.select(sql<number>`count(*)`.as('n'))
			.where('pin_id', '=', pinId)
			.where('parent_id', 'is', null)
			.executeTakeFirstOrThrow();
		if (Number(have.n) >= COMMENTS_PER_PIN) continue;
		const authors = people.filter((p) => p.id !== pin.pinner_id).slice(0, COMMENTS_PER_PIN);
		const base = Date.now() - COMMENTS_PER_PIN * 3_600_000;
		await db()
			.transaction()
			.execute(async (trx) => {
				let count = 0;
				for (const [i, author] of authors.entries()) {
					const at = new Date(base + i * 3_600_000).toISOString();
					const id = newId();
					const mention = i % 5 === 4;
					const text = mention
						? `@${pin.username} ${TEXTS[i % TEXTS.length]}`
						: (TEXTS[i % TEXTS.length] as string);
					const liked = i % 4 === 0;
					const replied = i % 3 === 0;
					await trx
						.insertInto('comments')
						.values({
							id,
							pin_id: pinId,
							user_id: author.id,
							parent_id: null,
							text,
							like_count: liked ? 1 : 0,
							reply_count: replied ? 1 : 0,
							created_at: at,
							updated_at: at,
						})
						.execute();
					count++;
					if (liked) {
						await trx
							.insertInto('comment_likes')
							.values({ comment_id: id, user_id: pin.pinner_id, created_at: at })
							.execute();
					}
					if (mention) {
						await trx
							.insertInto('comment_mentions')
							.values({
								comment_id: id,
								user_id: pin.pinner_id,
								offset: 0,
								length: pin.username.length + 1,
								created_at: at,
							})
							.execute();
					}
					if (replied) {
						await trx
							.insertInto('comments')
							.values({
								id: newId(),
								pin_id: pinId,
								user_id: pin.pinner_id,
								parent_id: id,
								text: 'Thank you!',
								created_at: at,
								updated_at: at,
							})
							.execute();
						count++;
					}
				}
				await trx
					.updateTable('pins')
					.set({ comment_count: sql<number>`comment_count + ${count}` })
					.where('id', '=', pinId)
					.execute();
				written += count;
			});
	}
	return written;
}
