import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { pinResource } from './pin.resource.server.ts';
import {
	pinDoneResource,
	pinFavoriteResource,
	pinHideResource,
	pinReportResource,
} from './pin-marks.resource.server.ts';
import { reactionsResource } from './reactions.resource.server.ts';

/** Pins and their marks (PinResource, ReactionsResource, favorites, done, hide, report). Listed in `src/app/resources.server.ts`. */
export const pinsResources: ResourceDefinition[] = [
	pinResource,
	reactionsResource,
	pinFavoriteResource,
	pinDoneResource,
	pinHideResource,
	pinReportResource,
];
