import type { BoardAccess } from './board-access.ts';
import { type PersonState, personContentVisibleTo } from './person-visibility.ts';

/**
 * Who may read a pin: the closeup's rule, which every single-pin surface follows (closeup,
 * AMP, `PinResource`, `/v3/pins/{id}/`, `v3GetPinQuery`, saves, marks, reactions):
 * - its board is readable (`boardAccess(...).read`), except that a pin hidden by moderation
 *   shows only to its pinner and the board's owner and collaborators;
 * - its board owner's and its pinner's work is visible to the reader (`person-visibility.ts`):
 *   a private profile's boards and pins show only to that person and the board's members, and
 *   nothing of a deactivated or suspended account shows to anyone.
 * `readerId` is the reader id (null for signed-out and limited-login viewers).
 */
export function mayReadPin(
	access: BoardAccess,
	pin: { is_hidden: number; pinner_id: string },
	readerId: string | null,
	people: { owner: PersonState; pinner: PersonState },
): boolean {
	const member = access.role !== 'none';
	if (!personContentVisibleTo(people.owner, readerId, member)) return false;
	if (!personContentVisibleTo(people.pinner, readerId, member)) return false;
	if (pin.is_hidden === 0) return access.read;
	return member || (readerId !== null && readerId === pin.pinner_id);
}
