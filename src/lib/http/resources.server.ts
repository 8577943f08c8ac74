import { userHomefeedResource } from '../feed/homefeed.resource.server.ts';
import { pinResource } from '../pins/pin.resource.server.ts';
import type { ResourceDefinition } from './resource.server.ts';

/** Every resource the gateway answers, by name. Add new domains' resources here. */
const all: ResourceDefinition[] = [pinResource, userHomefeedResource];

export const resources: ReadonlyMap<string, ResourceDefinition> = new Map(
	all.map((r) => [r.name, r]),
);
