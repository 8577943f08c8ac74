import type { Kysely } from 'kysely';
import { isFullyAuthenticated, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, orNotFound } from '../../platform/http/errors.ts';
import { pickFields } from './users.service.server.ts';
import {
	LIMITED_LOGIN_FIELDS,
	VIEWER_MODEL_FIELDS,
	type ViewerModel,
	viewerModel,
} from './viewer-model.server.ts';

/**
 * The viewer's own model (ACC-02..12, ACC-18), as `GET /v3/users/me/` answers it. Signed out:
 * `AuthenticationRequired`. `fields` names the wanted fields, comma-separated, with or without
 * the `user.` prefix; unknown names are refused with `InvalidOptions` naming them; without
 * `fields`, the whole model. A limited-login viewer gets only `LIMITED_LOGIN_FIELDS` of what
 * they ask for.
 */
export async function viewerModelForApi(
	db: Kysely<Database>,
	viewer: Viewer | null,
	fields: string | undefined,
): Promise<Partial<ViewerModel>> {
	if (!viewer) throw new AppError('AuthenticationRequired');
	let wanted: Set<string> | null = null;
	if (fields !== undefined) {
		const names = fields
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
	if (!isFullyAuthenticated(viewer)) {
		allowed = new Set([...allowed].filter((f) => LIMITED_LOGIN_FIELDS.has(f)));
	}
	return pickFields(model, allowed);
}
