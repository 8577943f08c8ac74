import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import { contextLogResource } from './context-log.resource.server.ts';

/** Event logging (ContextLogResource). Listed in `src/app/resources.server.ts`. */
export const telemetryResources: ResourceDefinition[] = [contextLogResource];
