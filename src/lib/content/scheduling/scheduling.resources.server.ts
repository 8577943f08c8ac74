import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { scheduledPinsResource } from './scheduled-pins.resource.server.ts';

/** Scheduled pins (ScheduledPinsResource). Listed in `src/app/resources.server.ts`. */
export const schedulingResources: ResourceDefinition[] = [scheduledPinsResource];
