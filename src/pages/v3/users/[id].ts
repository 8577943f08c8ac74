import { z } from 'zod';
import { countsOfUser } from '~/lib/identity/users/users.repository.server.ts';
import { getPublicUserById } from '~/lib/identity/users/users.service.server.ts';
import { isFullyAuthenticated } from '~/lib/platform/access/viewer.ts';
import { isId } from '~/lib/platform/db/ids.ts';
import { orNotFound } from '~/lib/platform/http/errors.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `GET /v3/users/{id}/`: a user's public fields (used by the multi-account batch, MAS-02).
 * `fields` may name the wanted fields (`user.username,user.full_name`); unknown names are ignored.
 */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({ fields: z.string().max(1000).optional() }),
	async run({ db, params, viewer }, input) {
		const id = params.id ?? '';
		// A limited login reads like a signed-out visitor (LIM), even its own account.
		const readerId = isFullyAuthenticated(viewer) ? viewer.id : null;
		const user = orNotFound(
			isId(id) ? await getPublicUserById(db, id, readerId) : null,
			`No user ${id.slice(0, 20)}.`,
		);
		// Pins and boards as this viewer may see them: strangers never count secret ones.
		const counts = user.isRestricted
			? null
			: await countsOfUser(db, user.id, { publicOnly: readerId !== user.id });
		// SET-01: a private profile shows others only who it is.
		const all: Record<string, unknown> = user.isRestricted
			? { id: user.id, username: user.username, full_name: user.fullName, is_private_profile: true }
			: {
					id: user.id,
					username: user.username,
					full_name: user.fullName,
					about: user.about,
					type: 'user',
					is_partner: user.accountType === 'business',
					follower_count: user.followerCount,
					following_count: user.followingCount,
					pin_count: counts?.pin_count,
					board_count: counts?.board_count,
				};
		if (!input.fields) return { data: all };
		const wanted = input.fields.split(',').map((f) => f.trim().replace(/^user\./, ''));
		return { data: Object.fromEntries(wanted.filter((f) => f in all).map((f) => [f, all[f]])) };
	},
});
