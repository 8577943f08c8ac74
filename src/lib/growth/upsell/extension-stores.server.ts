import { type Config, config } from '../../platform/config/config.server.ts';
import type { ExtensionStores } from './extension-upsell.ts';

/**
 * UPS-18: the extension's store pages this site configured (EXTENSION_STORE_URLS), or null when
 * it has none: then no page offers an extension and none checks for one.
 */
export function configuredExtensionStores(
	c: Pick<Config, 'EXTENSION_STORE_URLS'> = config(),
): ExtensionStores | null {
	const stores = c.EXTENSION_STORE_URLS;
	return stores && Object.keys(stores).length > 0 ? stores : null;
}
