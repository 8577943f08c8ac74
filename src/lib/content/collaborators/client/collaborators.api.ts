import type {
	BoardInvite,
	OwnershipTransferState,
	RemovedInvite,
	ViewerOwnershipState,
} from '~/lib/content/collaborators/collaboration.ts';
import { callResource } from '~/lib/platform/client/api.ts';

/**
 * The browser's calls for board collaboration (resources of `src/lib/content/collaborators`). Lists ask
 * for the largest page (250): a board's collaborators and pending invites fit in one.
 */

const LIST = { page_size: 250 };

export const collaboratorsApi = {
	collaborators: (boardId: string) =>
		callResource<BoardInvite[]>('BoardCollaboratorResource', 'get', { board_id: boardId, ...LIST }),
	pendingInvites: (boardId: string) =>
		callResource<BoardInvite[]>('BoardInviteResource', 'get', {
			board_id: boardId,
			status: 'new',
			...LIST,
		}),
	joinRequests: (boardId: string) =>
		callResource<BoardInvite[]>('BoardInviteResource', 'get', {
			board_id: boardId,
			status: 'join_requested',
			...LIST,
		}),
	ownership: (boardId: string) =>
		callResource<ViewerOwnershipState>('BoardOwnershipTransferResource', 'get', {
			board_id: boardId,
		}),
	/** `who` is a username (with or without `@`) or an email address. */
	invite: (boardId: string, who: string) =>
		callResource<BoardInvite>('BoardInviteResource', 'create', {
			board_id: boardId,
			...(who.includes('@') && !who.startsWith('@') ? { email: who } : { username: who }),
		}),
	requestToJoin: (boardId: string) =>
		callResource<BoardInvite>('BoardJoinRequestResource', 'create', { board_id: boardId }),
	approve: (boardId: string, userId: string) =>
		callResource<BoardInvite>('BoardJoinRequestResource', 'update', {
			board_id: boardId,
			user_id: userId,
		}),
	/** Denies a request, cancels an invite, removes a collaborator, or (no user) leaves. */
	remove: (boardId: string, userId?: string) =>
		callResource<RemovedInvite>('BoardCollaboratorResource', 'delete', {
			board_id: boardId,
			...(userId ? { user_id: userId } : {}),
		}),
	offerOwnership: (boardId: string, userId: string) =>
		callResource<OwnershipTransferState>('BoardOwnershipTransferResource', 'create', {
			board_id: boardId,
			user_id: userId,
		}),
	cancelOwnership: (boardId: string) =>
		callResource<OwnershipTransferState>('BoardOwnershipTransferResource', 'delete', {
			board_id: boardId,
		}),
	acceptOwnership: (boardId: string) =>
		callResource<OwnershipTransferState>('BoardOwnershipTransferResource', 'update', {
			board_id: boardId,
		}),
};
