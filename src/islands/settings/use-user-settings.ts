import { useEffect, useState } from 'react';
import type { UserSettingsView } from '~/lib/identity/settings/client/settings-view.ts';
import { callRest } from '~/lib/platform/client/api.ts';
import settingsForm from '~/messages/settings-form/index.ts';

/** The GET path of the viewer's settings (SET-02). */
const SETTINGS_PATH = '/v3/users/settings/';

/**
 * The viewer's settings: the server-rendered `initial` when the page passed it, else fetched
 * once on mount. `error` is set when that fetch failed.
 */
export function useUserSettings(initial: UserSettingsView | null | undefined) {
	const [settings, setSettings] = useState<UserSettingsView | null>(initial ?? null);
	const [error, setError] = useState<string | null>(null);
	useEffect(() => {
		if (initial) return;
		let live = true;
		callRest<UserSettingsView>('GET', SETTINGS_PATH)
			.then((s) => live && setSettings(s))
			.catch(() => live && setError(settingsForm().loadFailed()));
		return () => {
			live = false;
		};
	}, [initial]);
	return { settings, setSettings, error };
}
