import { z } from 'zod';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { getUserForViewer } from './users.service.server.ts';

/**
 * `UserResource` get (ACC-19, API-15): a user by `user_id` or `username`. Anyone may ask; what
 * comes back depends on who asks (see `getUserForViewer`): everything for the account itself or
 * the owner of a linked business, the public profile for others, a stub for private profiles,
 * 404 for suspended or deactivated accounts.
 */
export const userResource = defineResource({
	name: 'UserResource',
	get: action({
		auth: 'optional',
		options: z.object({
			user_id: z.string().refine(isId, 'must be a user id (digits)').optional(),
			username: z.string().min(1).max(30).optional(),
			/**
			 * `profile` (default) or `linked_partner`. Both answer the same shape: the partner
			 * block is part of every business account's model, with its addresses only for the
			 * people allowed to read private fields.
			 */
			field_set_key: z.enum(['linked_partner', 'profile']).optional(),
		}),
		async run({ db, viewer }, options) {
			if (options.user_id === undefined && options.username === undefined) {
				throw new AppError('InvalidOptions', { detail: 'Send `user_id` or `username`.' });
			}
			const where =
				options.user_id !== undefined ? { id: options.user_id } : { username: options.username! };
			return { data: await getUserForViewer(db, viewer, where) };
		},
	}),
});
