import type { Kysely } from 'kysely';
import { createSession } from '~/lib/identity/auth/session.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import type { Database } from '~/lib/platform/db/database.ts';
import { viewerOf } from './builders.ts';

type Person = Parameters<typeof viewerOf>[0];

/**
 * A viewer with a real session of `user` that re-authenticated at `at` (default now), as
 * `UserReauthResource` leaves it: for tests of sensitive changes that are not about the
 * re-authentication itself.
 */
export async function reauthenticatedViewer(
	db: Kysely<Database>,
	user: Person,
	at = new Date(),
): Promise<Viewer> {
	const session = await createSession(db, user.id);
	await db
		.updateTable('sessions')
		.set({ reauthenticated_at: at.toISOString() })
		.where('id', '=', session.sessionId)
		.execute();
	return viewerOf(user, { sessionId: session.sessionId });
}
