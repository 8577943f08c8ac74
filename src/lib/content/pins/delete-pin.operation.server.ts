import type { Kysely } from 'kysely';
import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { deletePin } from './pin-write.service.server.ts';

/**
 * Delete a pin, the one implementation behind `PinResource` delete and `DELETE /v3/pins/{id}/`:
 * the pinner, the board owner or a collaborator may (`deletePin`; others `PinNotRemovable`).
 * A pin the viewer cannot see, or a malformed id, is `NotFound`. Answers `{id, deleted: true}`.
 */
export async function deletePinForApi(
	db: Kysely<Database>,
	viewer: Viewer,
	id: string,
): Promise<{ id: string; deleted: true }> {
	if (!isId(id))
		throw new AppError('NotFound', {
			detail: errorsDetail().pinNotVisible({ id: id.slice(0, 20) }),
		});
	await deletePin(db, viewer, id);
	return { id, deleted: true };
}
