import type { ResourceDefinition } from '../../platform/http/resource.server.ts';
import {
	parentalPasscodeResource,
	parentalPasscodeVerifyResource,
} from '../passcode/passcode.resource.server.ts';
import { countriesResource, localesResource } from './countries.resource.server.ts';
import { userPasswordResource } from './password.resource.server.ts';
import { userSettingsResource } from './user-settings.resource.server.ts';

/** Resources of settings, countries and locales, and the parental passcode. Listed in `src/app/resources.server.ts`. */
export const settingsResources: ResourceDefinition[] = [
	userSettingsResource,
	userPasswordResource,
	countriesResource,
	localesResource,
	parentalPasscodeResource,
	parentalPasscodeVerifyResource,
];
