import { z } from 'zod';
import { pickFields } from '~/lib/identity/users/users.service.server.ts';
import {
	LIMITED_LOGIN_FIELDS,
	VIEWER_MODEL_FIELDS,
	viewerModel,
} from '~/lib/identity/users/viewer-model.server.ts';
import { AppError, orNotFound } from '~/lib/platform/http/errors.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `GET /v3/users/me/` (ACC-18, API-17): the viewer's model (ACC-02..12). `fields` names the
 * wanted fields, comma-separated, with or without the `user.` prefix
 * (`user.full_name,user.email`); only those come back, and unknown names are refused with
 * `InvalidOptions` naming them. Without `fields`, the whole model.
 * A limited-login viewer (login_state 2) may read their own basic fields (`LIMITED_LOGIN_FIELDS`,
 * with `is_limited_login` true); any other field they ask for is left out.
 */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({ fields: z.string().max(4000).optional() }),
	async run({ db, viewer }, input) {
		if (!viewer) throw new AppError('AuthenticationRequired');
		let wanted: Set<string> | null = null;
		if (input.fields !== undefined) {
			const names = input.fields
				.split(',')
				.map((f) => f.trim().replace(/^user\./, ''))
				.filter((f) => f !== '');
			const unknown = names.filter((f) => !VIEWER_MODEL_FIELDS.has(f));
			if (unknown.length > 0) {
				throw new AppError('InvalidOptions', {
					detail: `Unknown fields: ${unknown.slice(0, 20).join(', ').slice(0, 500)}.`,
					extra: { unknown_fields: unknown.slice(0, 20) },
				});
			}
			wanted = new Set(names);
		}
		const model = orNotFound(
			await viewerModel(db, viewer.id, {
				sessionOwnerId: viewer.ownerUserId,
				loginState: viewer.loginState,
			}),
		);
		let allowed: ReadonlySet<string> = wanted ?? VIEWER_MODEL_FIELDS;
		if (viewer.loginState !== 1) {
			allowed = new Set([...allowed].filter((f) => LIMITED_LOGIN_FIELDS.has(f)));
		}
		return { data: pickFields(model, allowed) };
	},
});
