import type { ResourceDefinition } from '../http/resource.server.ts';
import { pinResource } from './pin.resource.server.ts';

/** Pins and their marks (PinResource, ReactionsResource, favorites, done, hide, report). Listed in `http/resources.server.ts`. */
export const pinsResources: ResourceDefinition[] = [pinResource];
