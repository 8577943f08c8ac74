import { z } from 'zod';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { COLOR_BUCKETS } from '../../platform/media/color-bucket.ts';
import { MAX_PAGE_SIZE } from '../pins/pins.service.server.ts';
import { filterNeedsOwner, PROFILE_PIN_FILTERS, type ProfilePinFilter } from './profile.ts';
import { readableProfile } from './profile-access.server.ts';
import { profilePinsPage } from './profile-pins.service.server.ts';

/**
 * `ProfilePinsResource` get (PIN-19): a profile's pins for the viewer.
 * - `tab`: `created` (default; the user's own uploads) or `saved` (everything they pinned);
 * - `filter` (Created only): `CREATED_BY_ME` (default), `FAVORITED` (pins the user favorited,
 *   anyone's), `FAVORITED_AND_CREATED_BY_ME`, `COLORS` with `colors` (bucket names),
 *   `INTERESTS` with `interest_ids`. Favorite filters are the owner's only.
 * Answers `{data: [pin], bookmark}`; secret and archived boards' pins only for members.
 */
export const profilePinsResource = defineResource({
	name: 'ProfilePinsResource',
	get: action({
		auth: 'optional',
		options: z.object({
			username: z.string().max(30).optional(),
			user_id: z.string().max(24).optional(),
			tab: z.enum(['created', 'saved']).optional(),
			filter: z.enum(PROFILE_PIN_FILTERS).optional(),
			colors: z.array(z.enum(COLOR_BUCKETS)).min(1).max(12).optional(),
			interest_ids: z
				.array(z.string().refine(isId, 'must be an interest id (digits)'))
				.min(1)
				.max(20)
				.optional(),
			page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
			bookmarks: z.array(z.string().max(500)).max(5).optional(),
			bookmark: z.string().max(500).optional(),
		}),
		async run({ db, readerId: viewerId }, o) {
			// A limited login reads like a signed-out visitor (LIM), as boards do.
			const { user, access } = await readableProfile(db, o, viewerId);
			if (o.tab === 'saved' && o.filter) {
				throw new AppError('InvalidOptions', { detail: 'Filters apply to the created tab only.' });
			}
			let filter: ProfilePinFilter;
			if (o.filter === 'COLORS') {
				if (!o.colors) throw new AppError('InvalidOptions', { detail: 'COLORS needs colors.' });
				filter = { name: 'COLORS', colors: o.colors };
			} else if (o.filter === 'INTERESTS') {
				if (!o.interest_ids) {
					throw new AppError('InvalidOptions', { detail: 'INTERESTS needs interest_ids.' });
				}
				filter = { name: 'INTERESTS', interestIds: o.interest_ids };
			} else {
				filter = { name: o.filter ?? 'CREATED_BY_ME' };
			}
			if (filterNeedsOwner(filter) && !access.isOwner) throw new AppError('ProfileFilterOwnerOnly');
			if (access.hidden) return { data: [], bookmark: '-end-' };
			const page = await profilePinsPage(db, {
				userId: user.id,
				viewerId,
				set: o.tab === 'saved' ? { kind: 'saved' } : { kind: 'filter', filter },
				bookmark: o.bookmark ?? o.bookmarks?.[0],
				pageSize: o.page_size,
			});
			return { data: page.pins, bookmark: page.bookmark };
		},
	}),
});
