import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { StoredVariants } from '../../platform/media/image-sizes.ts';

/**
 * The SQL of closing accounts. Every function takes the ids of the accounts being closed (`U`:
 * the account and the linked business accounts it owns) and runs inside the caller's
 * transaction. "Deleted rows" below are the rows the `users` delete removes by cascade: follows
 * by or of U, pins by U or on boards of U, boards of U and their sections, collaborator rows.
 */

/** A media row the closed accounts own: its files are `${storageKey}/${file}`. */
export interface OwnedMedia {
	id: string;
	storageKey: string;
	files: string[];
}

function list(ids: readonly string[]): RawBuilder<unknown> {
	return sql.join(ids.map((id) => sql`${id}`));
}

/** `select id from boards where owner_id in U`: the boards that go with the accounts. */
function ownedBoards(ids: readonly string[]): RawBuilder<unknown> {
	return sql`(select b.id from boards b where b.owner_id in (${list(ids)}))`;
}

/** The linked business accounts the users own (MAS-07); they are closed with them. */
export async function linkedAccountIds(
	db: Kysely<Database>,
	userIds: readonly string[],
): Promise<string[]> {
	if (userIds.length === 0) return [];
	const rows = await db
		.selectFrom('users')
		.select('id')
		.where('owner_user_id', 'in', userIds)
		.execute();
	return rows.map((r) => r.id);
}

/** Media rows owned by the accounts, read by keyset in pages of 1,000. */
export async function ownedMedia(
	db: Kysely<Database>,
	ids: readonly string[],
): Promise<OwnedMedia[]> {
	const out: OwnedMedia[] = [];
	let after: string | null = null;
	for (;;) {
		let query = db
			.selectFrom('media')
			.select(['id', 'storage_key', 'variants'])
			.where('owner_id', 'in', ids)
			.orderBy('id')
			.limit(1000);
		if (after !== null) query = query.where('id', '>', after);
		const rows = await query.execute();
		for (const row of rows) {
			let files: string[] = [];
			try {
				files = Object.values(JSON.parse(row.variants) as StoredVariants).map((v) => v.file);
			} catch {
				files = [];
			}
			out.push({ id: row.id, storageKey: row.storage_key, files });
		}
		if (rows.length < 1000) return out;
		after = rows.at(-1)!.id;
	}
}

/**
 * Media ids (of `candidates`, owned by U) that stay in use after the close: what pins that
 * survive (saved by others onto boards not of U) show, and profile pictures of other users. A
 * save keeps its original's picture, carousel slots and story pages (`content/pins`
 * `copyPinKind`), so all three count. One query per kind of use, so the cost does not grow with
 * the number of media rows.
 */
export async function mediaStillInUse(
	db: Kysely<Database>,
	ids: readonly string[],
): Promise<Set<string>> {
	const ownedMediaIds = sql`(select m.id from media m where m.owner_id in (${list(ids)}))`;
	const survives = sql`p.pinner_id not in (${list(ids)}) and p.board_id not in ${ownedBoards(ids)}`;
	const pins = await sql<{ media_id: string }>`
		select distinct p.media_id from pins p
		where p.media_id in ${ownedMediaIds} and ${survives}
	`.execute(db);
	const slots = await sql<{ media_id: string }>`
		select distinct s.media_id from pin_carousel_slots s
		inner join pins p on p.id = s.pin_id
		where s.media_id in ${ownedMediaIds} and ${survives}
	`.execute(db);
	// The surviving saves of U's stories: a story's pages name only its author's uploads, and its
	// cover (the pin's picture) was drawn for the author, so these are the story pins whose
	// picture U owns.
	const stories = await sql<{ story_data: string }>`
		select p.story_data from pins p
		where p.media_id in ${ownedMediaIds} and p.story_data is not null and ${survives}
	`.execute(db);
	const avatars = await sql<{ media_id: string }>`
		select distinct u.image_media_id as media_id from users u
		where u.image_media_id in ${ownedMediaIds} and u.id not in (${list(ids)})
	`.execute(db);
	return new Set([
		...[...pins.rows, ...slots.rows, ...avatars.rows].map((r) => String(r.media_id)),
		...stories.rows.flatMap((r) => idsNamedIn(r.story_data)),
	]);
}

/**
 * Every id-shaped string (`"123…"`) in a story's JSON: its pages' `mediaId`s among them. The
 * same textual test as the drafts' (`like '%"id"%'`); a stray match only keeps a row longer.
 */
function idsNamedIn(json: string): string[] {
	return [...json.matchAll(/"(\d{1,20})"/g)].map((m) => m[1]!);
}

/**
 * Keeps the denormalized counters of the rows that stay right (the ones `recomputeCounters`
 * in the seed would compute): each statement subtracts, from a surviving row, the number of its
 * counted rows that the close deletes. Run before the delete, while those rows exist.
 */
export async function adjustCountersForClose(
	db: Kysely<Database>,
	ids: readonly string[],
): Promise<void> {
	const U = list(ids);
	const OB = ownedBoards(ids);
	const n = (query: RawBuilder<unknown>) => sql`(select cast(count(*) as integer) ${query})`;
	const statements: RawBuilder<unknown>[] = [
		// Followers of others that were U.
		sql`update users set follower_count = follower_count - ${n(
			sql`from user_follows f where f.followee_id = users.id and f.follower_id in (${U})`,
		)}
		where id in (select followee_id from user_follows where follower_id in (${U})) and id not in (${U})`,
		// Followings of others that were U.
		sql`update users set following_count = following_count - ${n(
			sql`from user_follows f where f.follower_id = users.id and f.followee_id in (${U})`,
		)}
		where id in (select follower_id from user_follows where followee_id in (${U})) and id not in (${U})`,
		// Others' pins on U's (group) boards go with the boards.
		sql`update users set pin_count = pin_count - ${n(
			sql`from pins p where p.pinner_id = users.id and p.board_id in ${OB}`,
		)}
		where id in (select pinner_id from pins where board_id in ${OB}) and id not in (${U})`,
		sql`update boards set follower_count = follower_count - ${n(
			sql`from board_follows f where f.board_id = boards.id and f.user_id in (${U})`,
		)}
		where id in (select board_id from board_follows where user_id in (${U})) and owner_id not in (${U})`,
		// U's pins on others' group boards.
		sql`update boards set pin_count = pin_count - ${n(
			sql`from pins p where p.board_id = boards.id and p.pinner_id in (${U})`,
		)}
		where id in (select board_id from pins where pinner_id in (${U})) and owner_id not in (${U})`,
		sql`update boards set collaborator_count = collaborator_count - ${n(
			sql`from board_collaborators c where c.board_id = boards.id and c.user_id in (${U}) and c.status = 'accepted'`,
		)}
		where id in (select board_id from board_collaborators where user_id in (${U}) and status = 'accepted')
			and owner_id not in (${U})`,
		sql`update board_sections set pin_count = pin_count - ${n(
			sql`from pins p where p.section_id = board_sections.id and p.pinner_id in (${U})`,
		)}
		where id in (select section_id from pins where pinner_id in (${U}) and section_id is not null)
			and board_id not in ${OB}`,
		sql`update interests set follower_count = follower_count - ${n(
			sql`from interest_follows f where f.interest_id = interests.id and f.user_id in (${U})`,
		)}
		where id in (select interest_id from interest_follows where user_id in (${U}))`,
		// Saves (repins) of surviving pins that are deleted.
		sql`update pins set repin_count = repin_count - ${n(
			sql`from pins r where r.origin_pin_id = pins.id and (r.pinner_id in (${U}) or r.board_id in ${OB})`,
		)}
		where id in (select origin_pin_id from pins where (pinner_id in (${U}) or board_id in ${OB}) and origin_pin_id is not null)
			and pinner_id not in (${U}) and board_id not in ${OB}`,
	];
	for (const statement of statements) await statement.execute(db);
}

/**
 * Clears references without a foreign key that would point at deleted rows: surviving saves
 * whose origin pin goes, board covers that are U's pins, and "invited by" of collaborators.
 */
export async function detachReferences(
	db: Kysely<Database>,
	ids: readonly string[],
): Promise<void> {
	const U = list(ids);
	const OB = ownedBoards(ids);
	await sql`update pins set origin_pin_id = null
		where origin_pin_id in (select d.id from pins d where d.pinner_id in (${U}) or d.board_id in ${OB})
			and pinner_id not in (${U}) and board_id not in ${OB}`.execute(db);
	await sql`update boards set cover_pin_id = null
		where cover_pin_id in (select p.id from pins p where p.pinner_id in (${U}))
			and owner_id not in (${U})`.execute(db);
	await sql`update board_collaborators set invited_by_id = null
		where invited_by_id in (${U})`.execute(db);
}

/**
 * Deletes the accounts. Foreign keys cascade to sessions (also those the owner opened for a
 * linked business), boards, sections, pins, collaborator rows, follows, tokens, backup codes,
 * user states and landing signals. The accounts' mail is deleted too (it holds their personal
 * data), and media rows are left to `deleteMediaRows`.
 */
export async function deleteAccounts(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
	await db.deleteFrom('outbox').where('user_id', 'in', ids).execute();
	await db.deleteFrom('users').where('id', 'in', ids).execute();
}

/** Deletes media rows by id, 500 per statement (under every dialect's parameter limit). */
export async function deleteMediaRows(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
	for (let i = 0; i < ids.length; i += 500) {
		await db
			.deleteFrom('media')
			.where('id', 'in', ids.slice(i, i + 500))
			.execute();
	}
}
