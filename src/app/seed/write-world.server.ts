import type { Kysely } from 'kysely';
import type { Database } from '../../lib/platform/db/database.ts';
import { insertRows } from './bulk-insert.server.ts';
import { type InterestRef, interestIndex, interestRow } from './interests.ts';
import type { SocialPlan } from './plan-social.ts';
import { SENSITIVE_DEMO_BOARD } from './rich-metadata-plan.ts';
import {
	boardFollowRow,
	boardRow,
	collaboratorRows,
	interestFollowRow,
	type PictureRef,
	pinInterestRows,
	pinRow,
	sectionRows,
	userFollowRow,
	userRow,
} from './rows.ts';
import type { BoardPlan, PinPlan, UserPlan } from './world.ts';

/**
 * Writes the planned world's rows, each group in one transaction with multi-row INSERTs.
 * Media rows are not written here: the media pipeline inserts them as pictures are stored.
 */
export async function writeInterests(db: Kysely<Database>, interests: readonly InterestRef[]) {
	await db.transaction().execute((trx) => insertRows(trx, 'interests', interests.map(interestRow)));
}

/** Users; every account gets `passwordHash` (the demo password), so any of them can log in. */
export async function writeUsers(
	db: Kysely<Database>,
	users: readonly UserPlan[],
	passwordHash: string,
): Promise<void> {
	const rows = users.map((u) => userRow(u, passwordHash));
	await db.transaction().execute((trx) => insertRows(trx, 'users', rows));
}

/** Boards, their sections and their (accepted) collaborators. */
/** BRD-07: one public demo board (no sections, no collaborators) shows the sensitivity screen. */
function sensitiveDemoBoard(boards: readonly BoardPlan[]): BoardPlan | undefined {
	const demo = boards.filter((b) => b.owner.isDemo && b.privacy === 'public');
	return demo.find((b) => b.sections.length === 0 && b.collaborators.length === 0) ?? demo.at(-1);
}

export async function writeBoards(db: Kysely<Database>, boards: readonly BoardPlan[]) {
	await db.transaction().execute(async (trx) => {
		const sensitive = sensitiveDemoBoard(boards);
		await insertRows(
			trx,
			'boards',
			boards.map((b) => boardRow(b, b === sensitive ? SENSITIVE_DEMO_BOARD.reason : null)),
		);
		await insertRows(trx, 'board_sections', boards.flatMap(sectionRows));
		await insertRows(trx, 'board_collaborators', boards.flatMap(collaboratorRows));
	});
}

/** Profile pictures, once their media rows exist. */
export async function writeAvatars(
	db: Kysely<Database>,
	avatars: readonly { user: UserPlan; picture: PictureRef }[],
): Promise<void> {
	await db.transaction().execute(async (trx) => {
		for (const { user, picture } of avatars) {
			await trx
				.updateTable('users')
				.set({ image_media_id: picture.mediaId })
				.where('id', '=', user.id)
				.execute();
		}
	});
}

/**
 * Pins (originals and saves, in id order) and their interests. `pictures` maps each original
 * to its stored picture; a save reuses its origin's.
 */
export async function writePins(
	db: Kysely<Database>,
	pins: readonly PinPlan[],
	pictures: ReadonlyMap<PinPlan, PictureRef>,
	interests: readonly InterestRef[],
): Promise<number> {
	const lookup = interestIndex(interests);
	const rows = pins.map((p) => {
		const picture = pictures.get(p.origin ?? p);
		if (!picture) throw new Error(`Pin ${p.id} has no stored picture`);
		return pinRow(p, picture);
	});
	const links = pins.flatMap((p) => pinInterestRows(p, lookup));
	await db.transaction().execute(async (trx) => {
		await insertRows(trx, 'pins', rows);
		await insertRows(trx, 'pin_interests', links);
	});
	return links.length;
}

export async function writeSocial(db: Kysely<Database>, social: SocialPlan): Promise<void> {
	await db.transaction().execute(async (trx) => {
		await insertRows(trx, 'user_follows', social.userFollows.map(userFollowRow));
		await insertRows(trx, 'board_follows', social.boardFollows.map(boardFollowRow));
		await insertRows(trx, 'interest_follows', social.interestFollows.map(interestFollowRow));
	});
}
