import type { ResourceDefinition } from '../http/resource.server.ts';

/** Boards and sections (BoardResource, BoardsResource, BoardSectionResource, board follows, organize). Listed in `http/resources.server.ts`. */
export const boardsResources: ResourceDefinition[] = [];
