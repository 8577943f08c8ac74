import type { Kysely } from 'kysely';
import { findUsernameOrThrow } from '../../identity/users/users.repository.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { firstIssueSentence } from '../../platform/http/form.server.ts';
import { boardPath } from './board.ts';
import { boardDescriptionOption, boardNameOption } from './board-input.ts';
import { createBoard } from './create-board.server.ts';

type Result =
	| { ok: true; url: string }
	| { ok: false; error: string; values: { name: string; description: string; secret: boolean } };

/**
 * The `/board/create/` form (BRD-13): validates like `BoardResource` create and creates the
 * board; on failure answers the message to show (U-22) and the values to keep in the form.
 */
export async function createBoardFromForm(
	db: Kysely<Database>,
	ownerId: string,
	form: FormData,
): Promise<Result> {
	const text = (name: string) => {
		const v = form.get(name);
		return typeof v === 'string' ? v.slice(0, 2000) : '';
	};
	const values = {
		name: text('name'),
		description: text('description'),
		secret: text('secret') === '1',
	};
	const name = boardNameOption.safeParse(values.name);
	if (!name.success)
		return {
			ok: false,
			error: firstIssueSentence(name.error),
			values,
		};
	const description = boardDescriptionOption.safeParse(values.description);
	if (!description.success) {
		return {
			ok: false,
			error: firstIssueSentence(description.error),
			values,
		};
	}
	const board = await createBoard(db, ownerId, {
		name: name.data,
		privacy: values.secret ? 'secret' : 'public',
		...(description.data ? { description: description.data } : {}),
	});
	const owner = await findUsernameOrThrow(db, ownerId);
	return { ok: true, url: boardPath(owner.username, board.slug) };
}
