import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { boardCollaboratorResource } from './board-collaborator.resource.server.ts';
import { boardInviteResource } from './board-invite.resource.server.ts';
import { boardJoinRequestResource } from './board-join-request.resource.server.ts';
import { boardOwnershipTransferResource } from './board-ownership-transfer.resource.server.ts';

/** Board collaborators (invites, join requests, ownership transfer). Listed in `src/app/resources.server.ts`. */
export const collaboratorsResources: ResourceDefinition[] = [
	boardInviteResource,
	boardJoinRequestResource,
	boardCollaboratorResource,
	boardOwnershipTransferResource,
];
