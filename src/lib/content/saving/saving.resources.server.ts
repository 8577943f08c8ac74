import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { boardPickerShortlistResource } from './board-picker-shortlist.resource.server.ts';
import { quickSaveResource } from './quick-save.resource.server.ts';
import { repinResource } from './repin.resource.server.ts';

/** Saving pins (RepinResource, board picker shortlist, quick saves). Listed in `src/app/resources.server.ts`. */
export const savingResources: ResourceDefinition[] = [
	repinResource,
	quickSaveResource,
	boardPickerShortlistResource,
];
