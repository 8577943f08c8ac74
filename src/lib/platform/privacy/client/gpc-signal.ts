import { callResource } from '../../client/api.ts';

/**
 * CMP-04: a browser sending Global Privacy Control, for a signed-in user in a region that honours
 * it as an opt-out, saves the five opt-outs and the user state
 * `GPC_BROWSER_SIGNAL_EVER_DETECTED` = 1, once per user in this browser (remembered in
 * localStorage; the server's saves are idempotent, so a repeat after storage is cleared is
 * harmless).
 */
export const GPC_OPT_OUTS = {
	personalize_from_offsite_browsing: false,
	ads_customize_from_conversion: false,
	third_party_marketing_tracking_enabled: false,
	ccpa_opted_out: true,
	third_party_ads_personalization: false,
} as const;

export const GPC_SAVED_KEY = 'cb_gpc_saved';

export interface GpcDeps {
	gpc: boolean;
	userId: string;
	storage: Pick<Storage, 'getItem' | 'setItem'>;
	saveSettings: (fields: typeof GPC_OPT_OUTS) => Promise<unknown>;
	saveState: () => Promise<unknown>;
}

/** Runs the CMP-04 saves when due; answers whether it saved. */
export async function applyGpcSignal(deps: GpcDeps): Promise<boolean> {
	if (!deps.gpc) return false;
	const saved = (deps.storage.getItem(GPC_SAVED_KEY) ?? '').split(',');
	if (saved.includes(deps.userId)) return false;
	await deps.saveSettings(GPC_OPT_OUTS);
	await deps.saveState();
	deps.storage.setItem(GPC_SAVED_KEY, [...saved.filter(Boolean), deps.userId].join(','));
	return true;
}

/** The browser wiring: reads `navigator.globalPrivacyControl` and calls the resources. */
export function initGpcSignal(userId: string): void {
	const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
	applyGpcSignal({
		gpc: gpc === true,
		userId,
		storage: localStorage,
		saveSettings: (fields) =>
			callResource('UserSettingsResource', 'update', { ...fields }, { quiet: true }),
		saveState: () =>
			callResource(
				'UserStateResource',
				'create',
				{ state: 'GPC_BROWSER_SIGNAL_EVER_DETECTED', value: 1 },
				{ quiet: true },
			),
	}).catch((error) => console.warn('The Global Privacy Control opt-out could not be saved', error));
}
