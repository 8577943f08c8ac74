import { z } from 'zod';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { upsertUserState } from './user-states.repository.server.ts';
import { findOwnedBoardId } from './users.repository.server.ts';

/** ACC-20: the per-user states a client may set. */
const USER_STATES = ['QUICK_SAVES_BOARD_ID', 'GPC_BROWSER_SIGNAL_EVER_DETECTED'] as const;

/**
 * `UserStateResource` create (ACC-20, API-16): stores one state/value pair for the viewer,
 * replacing the earlier value.
 * - `QUICK_SAVES_BOARD_ID`: the id of a board the viewer owns (else 404, so other people's
 *   secret boards do not leak);
 * - `GPC_BROWSER_SIGNAL_EVER_DETECTED` (CMP-04): only the value 1.
 */
export const userStateResource = defineResource({
	name: 'UserStateResource',
	create: action({
		auth: 'required',
		options: z.object({
			state: z.enum(USER_STATES),
			value: z.union([z.string().max(40), z.number().int()]),
		}),
		async run({ db, viewer }, options) {
			const value = String(options.value);
			if (options.state === 'QUICK_SAVES_BOARD_ID') {
				if (!isId(value) || !(await findOwnedBoardId(db, value, viewer.id))) {
					throw new AppError('NotFound', { detail: `No board ${value.slice(0, 20)} of yours.` });
				}
			} else if (value !== '1') {
				throw new AppError('InvalidOptions', {
					detail: 'GPC_BROWSER_SIGNAL_EVER_DETECTED only takes the value 1.',
				});
			}
			await upsertUserState(db, viewer.id, options.state, value);
			return { data: { state: options.state, value } };
		},
	}),
});
