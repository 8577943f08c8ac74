import type { Kysely } from 'kysely';
import type { Database } from '~/lib/platform/db/database.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { DEMO_USERNAME } from './demo-account.ts';

/**
 * A few comments on the demo account's public pins (issue 28), so a fresh start shows comments
 * on a closeup: on each of three pins a comment (which the owner likes), the owner's reply to
 * it, and a second comment that @mentions the owner.
 * Written as rows with their counters (`pins.comment_count`, `reply_count`, `like_count`) and
 * the mention; no activity is reported (the demo world starts with no news). Deterministic:
 * the newest three public originals of `demo`, and the first accounts after it by id.
 */
const TEXTS = {
	first: 'Love these colours! Saving this for my next project.',
	reply: 'Thank you! It took a few tries to get right.',
	mention: (owner: string) => `@${owner} where did you find this? I have been looking everywhere.`,
};

export async function writeDemoComments(db: Kysely<Database>): Promise<number> {
	const demo = await db
		.selectFrom('users')
		.select(['id', 'username'])
		.where('username', '=', DEMO_USERNAME)
		.executeTakeFirst();
	if (!demo) return 0;
	const pins = await db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.select('p.id')
		.where('p.pinner_id', '=', demo.id)
		.where('p.origin_pin_id', 'is', null)
		.where('b.privacy', '=', 'public')
		.where('b.is_archived', '=', 0)
		.orderBy('p.id', 'desc')
		.limit(3)
		.execute();
	const people = await db
		.selectFrom('users')
		.select(['id', 'username'])
		.where('id', '!=', demo.id)
		.where('status', '=', 'active')
		.where('account_type', '=', 'personal')
		.orderBy('id')
		.limit(2)
		.execute();
	const [first, second] = people;
	if (!first || !second) return 0;
	let written = 0;
	const minute = 60_000;
	const base = Date.now() - pins.length * 10 * minute;
	for (const [i, pin] of pins.entries()) {
		const at = (n: number) => new Date(base + (i * 10 + n) * minute).toISOString();
		const top = newId();
		const reply = newId();
		const mention = newId();
		const text = TEXTS.mention(demo.username);
		await db
			.insertInto('comments')
			// Every row names every column: SQLite's multi-row VALUES has no DEFAULT.
			.values([
				{
					id: top,
					pin_id: pin.id,
					user_id: first.id,
					parent_id: null,
					text: TEXTS.first,
					like_count: 1,
					reply_count: 1,
					created_at: at(0),
					updated_at: at(0),
				},
				{
					id: reply,
					pin_id: pin.id,
					user_id: demo.id,
					parent_id: top,
					text: TEXTS.reply,
					like_count: 0,
					reply_count: 0,
					created_at: at(1),
					updated_at: at(1),
				},
				{
					id: mention,
					pin_id: pin.id,
					user_id: second.id,
					parent_id: null,
					text,
					like_count: 0,
					reply_count: 0,
					created_at: at(2),
					updated_at: at(2),
				},
			])
			.execute();
		await db
			.insertInto('comment_likes')
			.values({ comment_id: top, user_id: demo.id, created_at: at(1) })
			.execute();
		await db
			.insertInto('comment_mentions')
			.values({
				comment_id: mention,
				user_id: demo.id,
				offset: 0,
				length: demo.username.length + 1,
				created_at: at(2),
			})
			.execute();
		await db.updateTable('pins').set({ comment_count: 3 }).where('id', '=', pin.id).execute();
		written += 3;
	}
	return written;
}
