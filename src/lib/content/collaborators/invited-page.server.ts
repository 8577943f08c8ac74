import type { Kysely } from 'kysely';
import errorsDetail from '~/messages/errors-detail/index.ts';
import { displayName } from '../../identity/users/display-name.ts';
import type { Database } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { formString } from '../../platform/http/form.server.ts';
import { boardPath } from '../boards/board.ts';
import { findBoardAddress, listOwnershipOffers } from './collaborators.repository.server.ts';
import { type InvitePage, viewerInvitesPage } from './invite-lists.service.server.ts';
import { acceptInvite, removeEntry } from './invites.service.server.ts';
import {
	acceptOwnershipTransfer,
	cancelOwnershipTransfer,
} from './ownership-transfer.service.server.ts';

/**
 * RTE-15 `/invited`: the signed-in user's pending collaborator invites and ownership offers,
 * each with accept and decline buttons (plain forms, no JavaScript).
 */

const INVITED_PAGE_SIZE = 50;

/** A board offered to the viewer (COL-05). */
interface OwnershipOffer {
	boardId: string;
	boardName: string;
	boardUrl: string;
	ownerUsername: string;
	ownerName: string;
}

export interface InvitedPageData {
	invites: InvitePage;
	offers: OwnershipOffer[];
}

export async function loadInvitedPage(
	db: Kysely<Database>,
	viewerId: string,
	bookmark: string | null,
): Promise<InvitedPageData> {
	const [invites, offerRows] = await Promise.all([
		viewerInvitesPage(db, viewerId, {
			bookmark: bookmark ?? undefined,
			pageSize: INVITED_PAGE_SIZE,
		}),
		listOwnershipOffers(db, viewerId, INVITED_PAGE_SIZE),
	]);
	return {
		invites,
		offers: offerRows.map((r) => ({
			boardId: r.id,
			boardName: r.name,
			boardUrl: boardPath(r.username, r.slug),
			ownerUsername: r.username,
			ownerName: displayName(r),
		})),
	};
}

export type InvitedOutcome =
	| { kind: 'redirect'; to: string }
	| { kind: 'error'; status: number; message: string };

const DECISIONS = ['accept', 'decline', 'accept_ownership', 'decline_ownership'] as const;

/**
 * Applies one form post of the page: `board_id` and `decision`. Accepting an invite or an
 * ownership offer goes to the board; declining comes back to the list with a note.
 */
export async function submitInvitedForm(
	db: Kysely<Database>,
	viewerId: string,
	form: FormData,
): Promise<InvitedOutcome> {
	const boardId = formString(form, 'board_id', 40);
	const decision = formString(form, 'decision', 40) as (typeof DECISIONS)[number];
	if (!isId(boardId) || !DECISIONS.includes(decision)) {
		return {
			kind: 'error',
			status: 400,
			message: errorsDetail().invitedChooseDecision(),
		};
	}
	try {
		if (decision === 'accept') {
			const invite = await acceptInvite(db, viewerId, boardId);
			return { kind: 'redirect', to: `${invite.board.url}?joined=1` };
		}
		if (decision === 'decline') {
			await removeEntry(db, viewerId, boardId, viewerId);
			return { kind: 'redirect', to: '/invited?declined=1' };
		}
		if (decision === 'accept_ownership') {
			await acceptOwnershipTransfer(db, viewerId, boardId);
			const board = await findBoardAddress(db, boardId);
			return { kind: 'redirect', to: boardPath(board.username, board.slug) };
		}
		await cancelOwnershipTransfer(db, viewerId, boardId);
		return { kind: 'redirect', to: '/invited?declined=1' };
	} catch (error) {
		if (error instanceof AppError && (error.code === 'NotFound' || error.code === 'Forbidden')) {
			return {
				kind: 'error',
				status: 404,
				message: errorsDetail().invitedNoLongerOpen(),
			};
		}
		throw error;
	}
}
