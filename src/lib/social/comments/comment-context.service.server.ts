import commentsServer from '~/messages/comments-server/index.ts';
import { pinWithAccess } from '../../content/pins/pin-write.service.server.ts';
import { findRelation } from '../../identity/users/user-relations.repository.server.ts';
import { parseUserSettings } from '../../identity/users/user-settings.ts';
import { findUserSettingsJson } from '../../identity/users/users.repository.server.ts';
import {
	type CommentSwitches,
	commentsOpen,
	mayComment,
} from '../../platform/access/comment-access.ts';
import type { Db } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Comment } from './comment.ts';
import { commentRowToComment } from './comment-row.server.ts';
import { findVisibleCommentRow } from './comments.repository.server.ts';

/**
 * What every comment call starts from: the pin, read by the pin's own rule (`pinWithAccess`:
 * `mayReadPin`), with whether it takes comments and whether the reader may post; and a comment
 * the reader may see (its pin readable, `commentVisibleSql`). Anything else is not found.
 */

export interface CommentablePin {
	id: string;
	ownerId: string;
	switches: CommentSwitches;
	/** CMT-12: the pin and its owner allow comments. */
	commentsAllowed: boolean;
	/** The reader may post on it (`mayComment`). */
	canComment: boolean;
	/** `pins.comment_count`: every comment and reply. */
	commentCount: number;
}

/**
 * The pin `pinId` as the reader (`readerIdOf`, null: signed out) reads it, or `NotFound`
 * (`notFound: 'pin'` throws CMT-08's `CommentPinNotFound` instead).
 */
export async function commentablePin(
	db: Db,
	readerId: string | null,
	pinId: string,
	notFound: 'generic' | 'pin' = 'generic',
): Promise<CommentablePin> {
	let pin: Awaited<ReturnType<typeof pinWithAccess>>['pin'];
	try {
		if (!isId(pinId)) throw new AppError('NotFound');
		({ pin } = await pinWithAccess(db, readerId, pinId));
	} catch (error) {
		if (error instanceof AppError && error.code === 'NotFound') {
			// Without the pin's id in the detail: a secret pin's id must not come back.
			throw new AppError(notFound === 'pin' ? 'CommentPinNotFound' : 'NotFound');
		}
		throw error;
	}
	const ownerId = pin.pinner_id;
	const [settingsJson, relation] = await Promise.all([
		findUserSettingsJson(db, ownerId),
		readerId && readerId !== ownerId ? findRelation(db, readerId, ownerId) : null,
	]);
	const switches: CommentSwitches = {
		pinAllowsComments: pin.comments_allowed === 1,
		ownerDisabledComments: parseUserSettings(settingsJson).privacy.comments_disabled,
	};
	const block = relation ?? { blocking: false, blockedBy: false };
	return {
		id: pin.id,
		ownerId,
		switches,
		commentsAllowed: commentsOpen(switches),
		canComment: mayComment(readerId, switches, block),
		commentCount: pin.comment_count,
	};
}

/**
 * The comment `commentId` if the reader may see it: it shows to them (`commentVisibleSql`) and
 * they may read its pin. Else `CommentNotFound` (CMT-08's "Could not find comment").
 */
export async function visibleComment(
	db: Db,
	readerId: string | null,
	commentId: string,
): Promise<{ comment: Comment; pin: CommentablePin }> {
	const notFound = () =>
		new AppError('CommentNotFound', {
			// The detail never echoes the id: a secret comment's id must not show up anywhere.
			detail: commentsServer().commentNotVisible(),
		});
	const row = isId(commentId) ? await findVisibleCommentRow(db, commentId, readerId) : undefined;
	if (!row) throw notFound();
	try {
		const pin = await commentablePin(db, readerId, row.pin_id);
		return { comment: commentRowToComment(row), pin };
	} catch (error) {
		if (error instanceof AppError && error.code === 'NotFound') throw notFound();
		throw error;
	}
}
