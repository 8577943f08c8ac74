import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { avatarUrl } from '../users/avatar.server.ts';
import { displayName, fullName } from '../users/display-name.ts';
import {
	type AccountUserRow,
	accountUsersWithOwners,
	avatarMediaByIds,
	businessesOfOwners,
} from './multi-account.repository.server.ts';
import type {
	AccountOwnerSummary,
	LinkedBusinessSummary,
	PartnerFields,
	StoredAccountProfile,
} from './stored-account.ts';

/**
 * What creating a linked business stores in `users.signup_data` (there is no column for it):
 * the contact address shown as `partner.biz_contact_email`.
 */
const linkedBusinessSignupSchema = z.object({
	linked_business: z.object({ contact_email: z.string().nullable().catch(null) }),
});

function contactEmailOf(row: AccountUserRow): string | null {
	if (!row.signup_data) return null;
	try {
		const parsed = linkedBusinessSignupSchema.safeParse(JSON.parse(row.signup_data));
		return parsed.success ? parsed.data.linked_business.contact_email : null;
	} catch {
		return null;
	}
}

export interface AvatarUrls {
	image_small_url: string | null;
	image_medium_url: string | null;
}

/** Loads the avatar URLs (60×60 and 136×136) of these users, in one query. */
export async function avatarUrlsOf(
	db: Kysely<Database>,
	users: Pick<AccountUserRow, 'id' | 'image_media_id'>[],
): Promise<Map<string, AvatarUrls>> {
	const mediaIds = [...new Set(users.flatMap((u) => (u.image_media_id ? [u.image_media_id] : [])))];
	const media = new Map((await avatarMediaByIds(db, mediaIds)).map((m) => [m.id, m]));
	const out = new Map<string, AvatarUrls>();
	for (const user of users) {
		const row = user.image_media_id ? media.get(user.image_media_id) : undefined;
		out.set(user.id, {
			image_small_url: row ? avatarUrl(row.storage_key, row.variants, '60x60') : null,
			image_medium_url: row ? avatarUrl(row.storage_key, row.variants, '136x136') : null,
		});
	}
	return out;
}

function partnerOf(row: AccountUserRow, owner: AccountUserRow | undefined): PartnerFields | null {
	if (row.account_type !== 'business') return null;
	const businessName = displayName(row);
	if (row.owner_user_id) {
		const ownerEmail = owner?.email ?? '';
		return {
			is_linked_business: true,
			business_name: businessName,
			biz_contact_email: contactEmailOf(row) ?? ownerEmail,
			biz_ownership_email: ownerEmail,
		};
	}
	return {
		is_linked_business: false,
		business_name: businessName,
		biz_contact_email: row.email,
		biz_ownership_email: row.email,
	};
}

/**
 * MAS-01, ACC-11: the private profiles of these accounts, keyed by id, in three queries
 * whatever their number (users with their owners, linked businesses, avatars). Accounts that
 * are missing or not active (suspended, deactivated) are left out.
 *
 * Only call this for accounts the browser holds a session of: it includes email addresses.
 */
export async function storedAccountProfiles(
	db: Kysely<Database>,
	ids: string[],
): Promise<Map<string, StoredAccountProfile>> {
	const unique = [...new Set(ids)];
	const users = await accountUsersWithOwners(db, unique);
	const byId = new Map(users.map((u) => [u.id, u]));
	const wanted = unique.flatMap((id) => {
		const row = byId.get(id);
		return row && row.status === 'active' ? [row] : [];
	});
	// Businesses cannot own businesses, so only personal accounts list linked ones.
	const owners = wanted.filter((u) => u.account_type !== 'business').map((u) => u.id);
	const businesses = await businessesOfOwners(db, owners);
	const avatars = await avatarUrlsOf(db, [...users, ...businesses]);
	const noAvatar: AvatarUrls = { image_small_url: null, image_medium_url: null };

	const businessesByOwner = new Map<string, LinkedBusinessSummary[]>();
	for (const b of businesses) {
		const list = businessesByOwner.get(b.owner_user_id!) ?? [];
		list.push({
			id: b.id,
			username: b.username,
			business_name: displayName(b),
			...(avatars.get(b.id) ?? noAvatar),
			avatar_color_index: b.avatar_color_index,
		});
		businessesByOwner.set(b.owner_user_id!, list);
	}

	const out = new Map<string, StoredAccountProfile>();
	for (const row of wanted) {
		const owner = row.owner_user_id ? byId.get(row.owner_user_id) : undefined;
		const owners: AccountOwnerSummary[] =
			owner && owner.status === 'active'
				? [
						{
							id: owner.id,
							username: owner.username,
							full_name: fullName(owner),
							...(avatars.get(owner.id) ?? noAvatar),
							avatar_color_index: owner.avatar_color_index,
						},
					]
				: [];
		out.set(row.id, {
			id: row.id,
			username: row.username,
			email: row.email,
			full_name: fullName(row),
			...(avatars.get(row.id) ?? noAvatar),
			avatar_color_index: row.avatar_color_index,
			type: row.account_type === 'business' ? 'business' : 'personal',
			opt_in_private_account: row.is_private === 1,
			owners,
			partner: partnerOf(row, owner),
			businesses: businessesByOwner.get(row.id) ?? [],
		});
	}
	return out;
}
