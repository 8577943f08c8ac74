import { z } from 'zod';
import { settingsView } from '~/lib/identity/settings/settings-view.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/** `GET /v3/users/settings/` (SET-02, API-18): the viewer's settings (`SettingsView`). */
export const GET = restRoute({
	auth: 'required',
	input: z.object({}),
	async run({ db, viewer }) {
		return { data: await settingsView(db, viewer.id) };
	},
});
