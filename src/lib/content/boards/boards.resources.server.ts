import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { boardResource } from './board.resource.server.ts';
import {
	boardArchiveResource,
	boardFollowResource,
	boardMergeResource,
	boardSensitivityScreenResource,
} from './board-actions.resource.server.ts';
import { boardsFeedResource } from './board-feed.resource.server.ts';
import {
	boardSectionResource,
	boardSectionSuggestionsResource,
	boardSectionsResource,
} from './board-section.resource.server.ts';
import { boardOrderResource, boardsResource } from './boards-list.resource.server.ts';
import { boardPinsMoveResource } from './move-pins.resource.server.ts';

/** Boards and sections (BoardResource, BoardsResource, BoardSectionResource, board follows, organize). Listed in `src/app/resources.server.ts`. */
export const boardsResources: ResourceDefinition[] = [
	boardResource,
	boardsResource,
	boardOrderResource,
	boardArchiveResource,
	boardMergeResource,
	boardFollowResource,
	boardSensitivityScreenResource,
	boardSectionResource,
	boardSectionsResource,
	boardSectionSuggestionsResource,
	boardPinsMoveResource,
	boardsFeedResource,
];
