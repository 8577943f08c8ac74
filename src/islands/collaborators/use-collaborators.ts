import { useCallback, useEffect, useState } from 'react';
import type {
	BoardInvite,
	ViewerOwnershipState,
} from '~/lib/content/collaborators/collaboration.ts';
import { collaboratorsApi } from '../../lib/content/collaborators/client/collaborators.api.ts';
import { errorText } from '../ui/error-text.ts';

export interface CollaboratorsState {
	status: 'loading' | 'ready' | 'error';
	error: string | null;
	collaborators: BoardInvite[];
	invites: BoardInvite[];
	requests: BoardInvite[];
	ownership: ViewerOwnershipState | null;
}

const EMPTY: CollaboratorsState = {
	status: 'loading',
	error: null,
	collaborators: [],
	invites: [],
	requests: [],
	ownership: null,
};

/**
 * Loads a board's collaborators (and, for the owner, pending invites and join requests) and
 * the viewer's ownership state; `reload` fetches everything again after a change.
 */
export function useCollaborators(boardId: string, isOwner: boolean) {
	const [state, setState] = useState<CollaboratorsState>(EMPTY);
	const reload = useCallback(async () => {
		try {
			const [collaborators, ownership, invites, requests] = await Promise.all([
				collaboratorsApi.collaborators(boardId),
				collaboratorsApi.ownership(boardId),
				isOwner ? collaboratorsApi.pendingInvites(boardId) : Promise.resolve([]),
				isOwner ? collaboratorsApi.joinRequests(boardId) : Promise.resolve([]),
			]);
			setState({ status: 'ready', error: null, collaborators, invites, requests, ownership });
		} catch (error) {
			setState((s) => ({ ...s, status: 'error', error: errorText(error) }));
		}
	}, [boardId, isOwner]);
	useEffect(() => {
		void reload();
	}, [reload]);
	return { state, reload };
}
