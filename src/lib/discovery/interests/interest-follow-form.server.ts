import type { Kysely } from 'kysely';
import { safeBackPath, withError } from '../../content/boards/board-form.ts';
import { isFullyAuthenticated, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { followInterests, unfollowInterests } from './interest-follows.service.server.ts';

/**
 * The follow button without JavaScript (FED-07): `POST /ideas/follow/` with `action` (`follow`
 * or `unfollow`), `interest_id` and `back`. Answers where to go: back to the page, to the login
 * page (signed out or limited-login), or back with `?error={code}`.
 */
export async function runInterestFollowForm(input: {
	db: Kysely<Database>;
	viewer: Viewer | null;
	form: FormData | null;
}): Promise<string> {
	const field = (name: string) => {
		const v = input.form?.get(name);
		return typeof v === 'string' ? v.slice(0, 500) : '';
	};
	const back = safeBackPath(field('back'), '/ideas/');
	const action = field('action');
	if (action !== 'follow' && action !== 'unfollow') return withError(back, 'InvalidOptions');
	if (!isFullyAuthenticated(input.viewer)) return `/login?next=${encodeURIComponent(back)}`;
	const id = field('interest_id');
	if (id === '') return withError(back, 'InterestTargetRequired');
	try {
		await (action === 'follow' ? followInterests : unfollowInterests)(input.db, input.viewer.id, [
			id,
		]);
		return back;
	} catch (error) {
		if (error instanceof AppError) return withError(back, error.code);
		throw error;
	}
}
