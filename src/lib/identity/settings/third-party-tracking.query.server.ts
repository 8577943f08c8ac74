import { z } from 'zod';
import { requireAuth } from '../../platform/http/auth-guard.server.ts';
import { definePersistedQuery } from '../../platform/http/persisted-query.server.ts';
import { settingsView } from './settings-view.server.ts';

/**
 * `v3GetUserThirdPartyTrackingSettingsQuery` (SET-10): the viewer's third-party tracking and
 * ads-data settings, and their cookie-consent answers, for the privacy page and the GPC check
 * (CMP-04). Needs a full login.
 */
export const thirdPartyTrackingSettingsQuery = definePersistedQuery({
	name: 'v3GetUserThirdPartyTrackingSettingsQuery',
	variables: z.object({}),
	async run({ db, viewer }) {
		requireAuth(viewer);
		const view = await settingsView(db, viewer.id);
		return {
			third_party_marketing_tracking_enabled: view.third_party_marketing_tracking_enabled,
			ads_customize_from_conversion: view.ads_customize_from_conversion,
			personalize_from_offsite_browsing: view.personalize_from_offsite_browsing,
			third_party_ads_personalization: view.third_party_ads_personalization,
			ccpa_opted_out: view.ccpa_opted_out,
			allow_analytic_cookies: view.allow_analytic_cookies,
			allow_personalization_cookies: view.allow_personalization_cookies,
			allow_marketing_cookies: view.allow_marketing_cookies,
		};
	},
});
