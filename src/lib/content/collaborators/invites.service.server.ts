import errorsDetail from '~/messages/errors-detail/index.ts';
import mailMessages from '~/messages/mail/index.ts';
import { displayName } from '../../identity/users/display-name.ts';
import { isBlockedEitherWay } from '../../identity/users/user-relations.repository.server.ts';
import { findUserById, findUserByLogin } from '../../identity/users/users.repository.server.ts';
import { isBoardPublic } from '../../platform/access/board-access.ts';
import { findCollaboratorStatus } from '../../platform/access/board-collaborator.server.ts';
import { recordActivity } from '../../platform/activity/record-activity.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { inMailLanguage } from '../../platform/mail/mail-language.server.ts';
import { enqueueMail, notifyOutbox } from '../../platform/mail/outbox.server.ts';
import { mailUrl } from '../../platform/routing/absolute-url.server.ts';
import { type RateLimitRule, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import { boardPath } from '../boards/board.ts';
import { boardStateOfRow } from '../boards/board-row.server.ts';
import {
	countCollaboratorAdded,
	countCollaboratorRemoved,
} from '../pins/counters.repository.server.ts';
import { loadCollabBoard, requireOwner } from './collab-board.server.ts';
import type { BoardInvite, RemovedInvite } from './collaboration.ts';
import { boardInviteMail, joinRequestMail } from './collaborator-mail.ts';
import {
	statusAfterAccept,
	statusAfterApprove,
	statusAfterInvite,
	statusAfterJoinRequest,
} from './collaborator-status.ts';
import {
	changeEntryStatus,
	clearPendingOwnerIf,
	deleteEntry,
	insertEntry,
} from './collaborators.repository.server.ts';
import { inviteRowToInvite, removedInvite } from './invite-model.server.ts';
import { findInviteRow } from './invite-rows.repository.server.ts';
import { normalizeLogin } from './normalize-login.ts';

/**
 * Invites, join requests and membership (COL-01..04): every change of an entry and of the
 * board's `collaborator_count`/`is_collaborative` happens in one transaction, and status moves
 * are conditional updates, so two racing calls never count twice.
 */

/** New invites (each one mails someone) per inviting account and hour. */
const INVITE_LIMIT: RateLimitRule = {
	name: 'collab-invite:user',
	limit: 60,
	windowMs: 60 * 60_000,
};

/** New join requests (each one mails the board's owner) per account and hour. */
const JOIN_REQUEST_LIMIT: RateLimitRule = {
	name: 'collab-join:user',
	limit: 20,
	windowMs: 60 * 60_000,
};

async function answer(db: Db, boardId: string, userId: string): Promise<BoardInvite> {
	const row = await findInviteRow(db, boardId, userId);
	if (!row) throw new AppError('NotFound', { detail: errorsDetail().inviteGone() });
	return inviteRowToInvite(row);
}

/**
 * The owner invites a user by username or email. The invite is bound to that account: only it
 * can accept. COL-03: an existing entry (pending invite, join request, collaborator) is answered
 * unchanged. A new invite queues a mail with a link to `/invited`.
 */
export async function inviteCollaborator(
	db: Db,
	inviterId: string,
	boardId: string,
	login: string,
): Promise<BoardInvite> {
	const cb = await loadCollabBoard(db, boardId, inviterId);
	requireOwner(cb, 'invite');
	if (cb.board.is_archived === 1) throw new AppError('CollaboratorBoardArchived');
	// Counted before the lookup, so probing which emails have accounts is limited too; given back
	// when nothing new is made (COL-03 repeats). Counting first means parallel calls cannot slip past.
	const limiter = rateLimiter();
	if (!(await limiter.hit(INVITE_LIMIT, inviterId)).allowed) {
		await limiter.release(INVITE_LIMIT, inviterId);
		throw new AppError('CollaboratorInviteLimit');
	}
	const value = normalizeLogin(login);
	const invitee = value ? await findUserByLogin(db, value) : undefined;
	if (invitee?.status !== 'active') {
		throw new AppError('CollaboratorUserNotFound', {
			detail: value.includes('@')
				? errorsDetail().inviteNoAccountEmail({ email: value.slice(0, 254) })
				: errorsDetail().inviteNoAccountUsername({ username: value.slice(0, 60) }),
		});
	}
	if (invitee.id === inviterId) throw new AppError('CollaboratorIsOwner');
	if (await isBlockedEitherWay(db, inviterId, invitee.id)) {
		throw new AppError('CollaboratorInviteBlocked');
	}
	// COL-03: an existing entry is answered as it is.
	if ((await findCollaboratorStatus(db, boardId, invitee.id)) !== null) {
		await limiter.release(INVITE_LIMIT, inviterId);
		return answer(db, boardId, invitee.id);
	}
	const inviter = await findUserById(db, inviterId);
	const created = await db.transaction().execute(async (trx) => {
		const current = await findCollaboratorStatus(trx, boardId, invitee.id);
		if (current !== null) return false; // COL-03: keep what is there
		const added = await insertEntry(trx, {
			boardId,
			userId: invitee.id,
			status: statusAfterInvite(current),
			invitedById: inviterId,
		});
		if (added) {
			// In the invitee's language, which also names an inviter without a name ("Someone").
			await enqueueMail(trx, {
				...inMailLanguage(invitee.locale, () =>
					boardInviteMail({
						names: invitee.email_verified_at
							? {
									personName: inviter ? displayName(inviter) : mailMessages().someone(),
									boardName: cb.board.name,
								}
							: null,
						link: mailUrl('/invited'),
					}),
				),
				to: invitee.email,
				userId: invitee.id,
			});
			// Issue 28: the invitee's notification (the fan-out runs after this commits).
			const event = {
				kind: 'board_invite',
				actorId: inviterId,
				boardId,
				inviteeId: invitee.id,
			} as const;
			await recordActivity(db, event, { within: trx });
		}
		return added;
	});
	if (created) notifyOutbox();
	else await limiter.release(INVITE_LIMIT, inviterId);
	return answer(db, boardId, invitee.id);
}

/**
 * COL-05: a signed-in reader of a public, live board asks to join (`join_requested`). Secret
 * and archived boards take no requests (strangers cannot see them at all). An existing entry
 * is answered unchanged. The owner gets a mail.
 */
export async function requestToJoin(
	db: Db,
	viewerId: string,
	boardId: string,
): Promise<BoardInvite> {
	const cb = await loadCollabBoard(db, boardId, viewerId);
	if (cb.access.role === 'owner') throw new AppError('CollaboratorIsOwner');
	// Only a board the viewer may read and that is public takes requests from non-members; a
	// pending request of a board that is no longer so (turned secret or archived, its owner's
	// profile turned private) answers NotFound like any hidden board and never names it again.
	// Members and invited users get their entry as before.
	const stranger = cb.access.role === 'none' && cb.viewerStatus !== 'invited';
	if (stranger && (!cb.access.read || !isBoardPublic(boardStateOfRow(cb.board)))) {
		throw new AppError('NotFound', { detail: `No board ${boardId}.` });
	}
	const [requester, owner] = await Promise.all([
		findUserById(db, viewerId),
		findUserById(db, cb.board.owner_id),
	]);
	if (await isBlockedEitherWay(db, viewerId, cb.board.owner_id)) {
		throw new AppError('NotFound', { detail: `No board ${boardId}.` });
	}
	if (cb.viewerStatus !== null) return answer(db, boardId, viewerId);
	if (!(await rateLimiter().hit(JOIN_REQUEST_LIMIT, viewerId)).allowed) {
		await rateLimiter().release(JOIN_REQUEST_LIMIT, viewerId);
		throw new AppError('CollaboratorInviteLimit', {
			message: errorsDetail().joinRequestLimit(),
		});
	}
	const created = await db.transaction().execute(async (trx) => {
		const current = await findCollaboratorStatus(trx, boardId, viewerId);
		if (current !== null) return false;
		const added = await insertEntry(trx, {
			boardId,
			userId: viewerId,
			status: statusAfterJoinRequest(current),
			invitedById: null,
		});
		if (added && owner && requester) {
			await enqueueMail(trx, {
				...inMailLanguage(owner.locale, () =>
					joinRequestMail({
						names: owner.email_verified_at
							? { personName: displayName(requester), boardName: cb.board.name }
							: null,
						link: mailUrl(boardPath(cb.board.owner_username, cb.board.slug)),
					}),
				),
				to: owner.email,
				userId: owner.id,
			});
			// Issue 28: the owner's notification.
			const event = { kind: 'board_join_request', actorId: viewerId, boardId } as const;
			await recordActivity(db, event, { within: trx });
		}
		return added;
	});
	if (created) notifyOutbox();
	else await rateLimiter().release(JOIN_REQUEST_LIMIT, viewerId);
	return answer(db, boardId, viewerId);
}

/** COL-02: the invited user accepts (`accepted`). Only their own invite; else not found. */
export async function acceptInvite(
	db: Db,
	viewerId: string,
	boardId: string,
): Promise<BoardInvite> {
	const cb = await loadCollabBoard(db, boardId, viewerId);
	const current = cb.viewerStatus;
	const next = statusAfterAccept(current);
	if (current === null || next === null) {
		throw new AppError('NotFound', { detail: errorsDetail().noInviteToBoard() });
	}
	// ACC-22: a block either way (made after the invite) closes the invite, as it refuses new ones.
	if (current !== 'accepted' && (await isBlockedEitherWay(db, viewerId, cb.board.owner_id))) {
		throw new AppError('NotFound', { detail: errorsDetail().noInviteToBoard() });
	}
	if (next !== current) {
		await db.transaction().execute(async (trx) => {
			const changed = await changeEntryStatus(trx, boardId, viewerId, current, next);
			if (changed && next === 'accepted') await countCollaboratorAdded(trx, boardId);
		});
	}
	return answer(db, boardId, viewerId);
}

/**
 * COL-02: the owner approves a user's entry: a join request becomes `accepted`; an invite that
 * is not a join request stays `new` (the invitee alone accepts it).
 */
export async function approveEntry(
	db: Db,
	ownerId: string,
	boardId: string,
	userId: string,
): Promise<BoardInvite> {
	const cb = await loadCollabBoard(db, boardId, ownerId);
	requireOwner(cb, 'approve');
	const current = await findCollaboratorStatus(db, boardId, userId);
	const next = statusAfterApprove(current);
	if (current === null || next === null) {
		throw new AppError('NotFound', { detail: errorsDetail().noJoinRequest() });
	}
	if (next !== current) {
		await db.transaction().execute(async (trx) => {
			const changed = await changeEntryStatus(trx, boardId, userId, current, next);
			if (changed && next === 'accepted') await countCollaboratorAdded(trx, boardId);
		});
	}
	return answer(db, boardId, userId);
}

/**
 * Removes an entry (COL-02: answers `not_invited`). The owner may remove anyone's (deny a
 * request, cancel an invite, remove a collaborator); a user may remove their own (decline an
 * invite, withdraw a request, leave). Removing an accepted collaborator lowers the count and
 * clears an ownership transfer offered to them.
 */
export async function removeEntry(
	db: Db,
	viewerId: string,
	boardId: string,
	userId: string,
): Promise<RemovedInvite> {
	const cb = await loadCollabBoard(db, boardId, viewerId);
	if (userId !== viewerId) requireOwner(cb, 'remove');
	else if (cb.access.role === 'owner') throw new AppError('CollaboratorIsOwner');
	await db.transaction().execute(async (trx) => {
		const current = await findCollaboratorStatus(trx, boardId, userId);
		if (current === null) return;
		if (!(await deleteEntry(trx, boardId, userId, current))) return;
		if (current === 'accepted') {
			await countCollaboratorRemoved(trx, boardId);
			await clearPendingOwnerIf(trx, boardId, userId);
		}
	});
	return removedInvite(boardId, userId);
}
