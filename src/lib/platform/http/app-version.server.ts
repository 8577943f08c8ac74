import { config } from '../config/config.server.ts';

/** Response header carrying the app version (STA-08). */
export const APP_VERSION_HEADER = 'X-App-Version';

const buildId = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

/** The version of this deployment: `APP_VERSION`, else the build id. */
export function appVersion(): string {
	return config().APP_VERSION ?? buildId;
}
