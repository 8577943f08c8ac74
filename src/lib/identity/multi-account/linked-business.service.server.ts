import type { Kysely } from 'kysely';
import type { z } from 'zod';
import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { parseOrThrow } from '../../platform/http/handle-errors.server.ts';
import { insertUser, takenUsernames } from '../auth/accounts.repository.server.ts';
import { checkDisplayName } from '../users/name-rules.ts';
import { findUserById, updateUser } from '../users/users.repository.server.ts';
import { countLinkedBusinesses, ownsLinkedBusiness } from './linked-business.repository.server.ts';
import {
	businessNameSchema,
	businessUsernameCandidates,
	type LinkedBusinessInput,
	linkedBusinessEmail,
	linkedBusinessInputSchema,
	MAX_LINKED_BUSINESSES,
} from './linked-business.ts';
import { AVATAR_COLOR_COUNT } from './stored-account.ts';

/** Tries when a chosen username was taken between the check and the insert. */
const INSERT_ATTEMPTS = 3;

async function loadActive(db: Kysely<Database>, userId: string) {
	const row = await findUserById(db, userId);
	if (row?.status !== 'active') throw new AppError('NotFound', { detail: 'No such account.' });
	return row;
}

/**
 * MAS-07: creates a linked business owned by `owner`: a new account of type `business` with
 * `owner_user_id` = owner, its business name (held to the display-name rules of
 * `name-rules.ts`), a username made from that name (never reserved, unique), no password (it is
 * opened only through its owner, `switchAccount`), an internal never-deliverable email
 * (`linkedBusinessEmail`) counted as verified, and the owner's country and locale. A personal
 * account may own several (up to `MAX_LINKED_BUSINESSES`); business accounts cannot own
 * businesses. Returns the new account's id and username.
 */
export async function createLinkedBusiness(
	db: Kysely<Database>,
	owner: { id: string },
	input: LinkedBusinessInput,
): Promise<{ id: string; username: string }> {
	const data = parseOrThrow(linkedBusinessInputSchema, input);
	checkDisplayName('business_name', data.business_name);
	let lastError: unknown;
	for (let attempt = 0; attempt < INSERT_ATTEMPTS; attempt++) {
		try {
			return await db.transaction().execute((trx) => insertBusiness(trx, owner.id, data));
		} catch (error) {
			// A username taken by a concurrent insert fails the unique index; pick again.
			if (error instanceof AppError) throw error;
			lastError = error;
		}
	}
	throw lastError;
}

async function insertBusiness(
	trx: Kysely<Database>,
	ownerId: string,
	data: z.output<typeof linkedBusinessInputSchema>,
): Promise<{ id: string; username: string }> {
	const owner = await loadActive(trx, ownerId);
	if (owner.account_type === 'business' || owner.owner_user_id) {
		throw new AppError('Forbidden', {
			detail: 'Business accounts cannot own other businesses. Use a personal account.',
		});
	}
	if ((await countLinkedBusinesses(trx, ownerId)) >= MAX_LINKED_BUSINESSES) {
		throw new AppError('InvalidOptions', {
			message: errorsDetail().businessLimit({ max: MAX_LINKED_BUSINESSES }),
			detail: 'Linked business limit reached.',
		});
	}
	const candidates = businessUsernameCandidates(data.business_name);
	const taken = await takenUsernames(trx, candidates);
	const username = candidates.find((c) => !taken.has(c));
	if (!username) throw new AppError('UsernameTaken', { detail: 'No free username was found.' });

	const now = new Date().toISOString();
	const id = newId();
	await insertUser(trx, {
		id,
		username,
		email: linkedBusinessEmail(id),
		password_hash: null,
		first_name: data.business_name,
		last_name: '',
		about: '',
		website_url: data.website_url ?? null,
		image_media_id: null,
		account_type: 'business',
		country: owner.country,
		locale: owner.locale,
		created_at: now,
		updated_at: now,
		email_verified_at: now,
		owner_user_id: ownerId,
		business_name: data.business_name,
		avatar_color_index: Number(BigInt(id) % BigInt(AVATAR_COLOR_COUNT)),
		signup_data: JSON.stringify({
			linked_business: { contact_email: data.contact_email ?? null },
		}),
	});
	return { id, username };
}

/**
 * SET-12 (`/convert-business`): turns a personal account into a business account with the given
 * business name; email, password and content stay. Only personal accounts that own no linked
 * businesses may convert (businesses cannot own businesses).
 */
export async function convertToBusiness(
	db: Kysely<Database>,
	user: { id: string },
	input: { business_name: string },
): Promise<void> {
	const businessName = parseOrThrow(businessNameSchema, input.business_name);
	checkDisplayName('business_name', businessName);
	await db.transaction().execute(async (trx) => {
		const row = await loadActive(trx, user.id);
		if (row.account_type === 'business') {
			throw new AppError('Conflict', { detail: 'This is already a business account.' });
		}
		if (await ownsLinkedBusiness(trx, user.id)) {
			throw new AppError('Conflict', {
				message: errorsDetail().businessOwnerCannotConvert(),
			});
		}
		await updateUser(trx, user.id, {
			account_type: 'business',
			business_name: businessName,
			updated_at: new Date().toISOString(),
		});
	});
}

/**
 * SET-12 (`/convert-personal`): turns a business account back into a personal one (the business
 * name is cleared). A linked business cannot: it has no sign-in of its own and exists only
 * through its owner.
 */
export async function convertToPersonal(db: Kysely<Database>, user: { id: string }): Promise<void> {
	await db.transaction().execute(async (trx) => {
		const row = await loadActive(trx, user.id);
		if (row.account_type !== 'business') {
			throw new AppError('Conflict', { detail: 'This is already a personal account.' });
		}
		if (row.owner_user_id) {
			throw new AppError('Forbidden', {
				message: errorsDetail().linkedBusinessStaysBusiness(),
			});
		}
		await updateUser(trx, user.id, {
			account_type: 'personal',
			business_name: null,
			updated_at: new Date().toISOString(),
		});
	});
}
