import type { BoardAccess } from './board-access.ts';
import { type PersonState, personContentVisibleTo } from './person-visibility.ts';

/**
 * Who may read a pin: the closeup's rule, which every single-pin surface follows (closeup,
 * AMP, `PinResource`, `/v3/pins/{id}/`, `v3GetPinQuery`, saves, marks, reactions):
 * - its board is readable (`boardAccess(...).read`), and a pin hidden by moderation shows only
 *   to its pinner and the board's owner and collaborators (its pinner too only while the board
 *   is readable to them: a former collaborator's pin on a secret board is not theirs to read);
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
	if (!access.read) return false;
	return pin.is_hidden === 0 || member || (readerId !== null && readerId === pin.pinner_id);
}
