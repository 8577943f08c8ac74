import { action, defineResource } from '../../platform/http/resource.server.ts';
import { settingsUpdateOptions, updateUserSettings } from './settings.service.server.ts';

/**
 * `UserSettingsResource` update (SET-02..05, API-19, API-20): saves any subset of the settings
 * and answers the whole settings view (`SettingsView`), with `email_changing_to` set while an
 * email change waits for its link. A new email or username needs a recent re-authentication
 * (`ReauthRequired`; see `UserReauthResource`). Protected changes need `passcode` when a
 * parental passcode is set; stricter-only ones may send `user_confirm_skip_passcode: true`
 * instead (U-30).
 */
export const userSettingsResource = defineResource({
	name: 'UserSettingsResource',
	update: action({
		auth: 'required',
		options: settingsUpdateOptions,
		async run({ db, viewer, clientAddress }, options) {
			return { data: await updateUserSettings(db, viewer, options, { clientAddress }) };
		},
	}),
});
