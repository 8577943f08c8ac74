import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { logger } from '../../platform/log/logger.server.ts';
import { type MediaStore, mediaStore } from '../../platform/media/media-store.server.ts';
import {
	adjustCountersForClose,
	deleteAccounts,
	deleteMediaRows,
	detachReferences,
	linkedAccountIds,
	mediaStillInUse,
	type OwnedMedia,
	ownedMedia,
} from './close-account.repository.server.ts';
import { type AccountOwnerProof, confirmAccountOwner } from './confirm-account-owner.server.ts';

export interface ClosedAccount {
	/** The closed account and the linked business accounts closed with it. */
	userIds: string[];
	/** Media rows deleted (pictures nobody else uses any more). */
	mediaDeleted: number;
	/**
	 * Settles when the deleted media's files have been removed from the store (best effort:
	 * failures are logged, never thrown). Callers need not wait for it.
	 */
	files: Promise<{ removed: number; failed: number }>;
}

/** At most this many store deletes at once, so a large account does not flood the store. */
const FILE_DELETE_CONCURRENCY = 8;

async function removeFiles(
	store: MediaStore,
	media: readonly OwnedMedia[],
): Promise<{ removed: number; failed: number }> {
	const keys = media.flatMap((m) => m.files.map((file) => `${m.storageKey}/${file}`));
	let removed = 0;
	let failed = 0;
	let next = 0;
	async function worker() {
		while (next < keys.length) {
			const key = keys[next++]!;
			try {
				await store.delete(key);
				removed++;
			} catch (error) {
				failed++;
				logger.warn('closed account: media file not deleted', {
					key,
					error: error instanceof Error ? error.message : String(error),
				});
			}
		}
	}
	await Promise.all(Array.from({ length: Math.min(FILE_DELETE_CONCURRENCY, keys.length) }, worker));
	return { removed, failed };
}

/**
 * SET-12 close account: deletes the account for good. The password is required
 * (`PasswordIncorrect`) and, when the account has a parental passcode, the passcode (PPC-01).
 * A refused request changes nothing.
 *
 * In one transaction: the linked business accounts the user owns are closed with it; counters
 * of what stays (followers, board pins, saves…) are adjusted; references without foreign keys
 * are cleared; the users are deleted (foreign keys cascade to sessions, boards, sections, pins,
 * follows, collaborations, tokens, states); then the media rows they owned that no surviving
 * pin or profile uses are deleted. After the commit their files are removed from the media
 * store in the background (`files`); media still used by others keeps its files and row.
 */
export async function closeAccount(
	db: Kysely<Database>,
	userId: string,
	proof: AccountOwnerProof,
	options: { store?: MediaStore } = {},
): Promise<ClosedAccount> {
	await confirmAccountOwner(db, userId, proof);
	const { userIds, deleted } = await db.transaction().execute(async (trx) => {
		const ids = [userId, ...(await linkedAccountIds(trx, [userId]))];
		const owned = await ownedMedia(trx, ids);
		const inUse = await mediaStillInUse(trx, ids);
		await adjustCountersForClose(trx, ids);
		await detachReferences(trx, ids);
		await deleteAccounts(trx, ids);
		const unused = owned.filter((m) => !inUse.has(m.id));
		await deleteMediaRows(
			trx,
			unused.map((m) => m.id),
		);
		return { userIds: ids, deleted: unused };
	});
	logger.info('account closed', { userIds, mediaDeleted: deleted.length });
	const files =
		deleted.length === 0
			? Promise.resolve({ removed: 0, failed: 0 })
			: Promise.resolve()
					.then(() => removeFiles(options.store ?? mediaStore(), deleted))
					.catch((error: unknown) => {
						logger.warn('closed account: media files not deleted', {
							error: error instanceof Error ? error.message : String(error),
						});
						return { removed: 0, failed: deleted.length };
					});
	return { userIds, mediaDeleted: deleted.length, files };
}
