import type { Kysely } from 'kysely';
import { isFullyAuthenticated, type Viewer } from '../../platform/access/viewer.ts';
import type { Database, UserRow } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isReservedTopLevel } from '../../platform/routing/reserved-paths.ts';
import { type AvatarUrls, avatarUrls } from './avatar.server.ts';
import { displayName, fullName } from './display-name.ts';
import type { PublicUser } from './user.ts';
import { findRelation, NO_RELATION } from './user-relations.repository.server.ts';
import {
	countsOfUser,
	findUserById,
	findUserByUsername,
	findUserWithAvatar,
	type UserWithAvatarRow,
} from './users.repository.server.ts';
import {
	LIMITED_LOGIN_FIELDS,
	type ViewerModel,
	viewerModelFromRow,
} from './viewer-model.server.ts';

/**
 * Who may see an account at all, and how much of it (ACC-19):
 * - suspended or deactivated accounts do not exist for anyone (404);
 * - the account itself, and the person owning a linked business, see everything;
 * - others see the public profile, or only a stub when the profile is private.
 */
function isActive(row: Pick<UserRow, 'status'>): boolean {
	return row.status === 'active';
}

/** True when `viewerId` may see the account's private fields: its own, or a linked business they own. */
function mayReadPrivate(
	row: Pick<UserRow, 'id' | 'owner_user_id'>,
	viewerId: string | null | undefined,
): boolean {
	return !!viewerId && (row.id === viewerId || row.owner_user_id === viewerId);
}

/**
 * Row → page user. `restricted` turns it into the stub of a private profile: the name only,
 * with `about` emptied and counts at 0 so nothing private reaches the page by mistake.
 */
function userRowToPublicUser(row: UserRow, options: { restricted?: boolean } = {}): PublicUser {
	const restricted = options.restricted ?? false;
	return {
		id: row.id,
		username: row.username,
		fullName: displayName(row),
		about: restricted ? '' : row.about,
		accountType: row.account_type === 'business' ? 'business' : 'personal',
		isPrivate: row.is_private === 1,
		isRestricted: restricted,
		followerCount: restricted ? 0 : row.follower_count,
		followingCount: restricted ? 0 : row.following_count,
		pinCount: restricted ? 0 : row.pin_count,
		boardCount: restricted ? 0 : row.board_count,
	};
}

function pageUser(
	row: UserRow | undefined,
	viewerId: string | null | undefined,
): PublicUser | null {
	if (!row || !isActive(row)) return null;
	const restricted = row.is_private === 1 && !mayReadPrivate(row, viewerId);
	return userRowToPublicUser(row, { restricted });
}

/**
 * The profile behind a top-level path segment (RTE-22), or null (reserved names never match;
 * suspended and deactivated accounts are hidden). A private profile of someone else comes back
 * as its stub (`isRestricted`).
 */
export async function getProfile(
	db: Kysely<Database>,
	segment: string,
	viewerId?: string | null,
): Promise<PublicUser | null> {
	if (isReservedTopLevel(segment) || !/^[A-Za-z0-9_]{1,30}$/.test(segment)) return null;
	return pageUser(await findUserByUsername(db, segment), viewerId);
}

/** A profile page's user: `getProfile` plus the picture (RTE-05 header), in one query. */
export async function getProfileWithAvatar(
	db: Kysely<Database>,
	segment: string,
	viewerId?: string | null,
): Promise<(PublicUser & { avatarUrl: string | null; websiteUrl: string | null }) | null> {
	if (isReservedTopLevel(segment) || !/^[A-Za-z0-9_]{1,30}$/.test(segment)) return null;
	const row = await findUserWithAvatar(db, { username: segment });
	const user = pageUser(row, viewerId);
	if (!row || !user) return null;
	return {
		...user,
		avatarUrl: avatarUrls(row.avatar_storage_key, row.avatar_variants).image_medium_url,
		websiteUrl: user.isRestricted ? null : row.website_url,
	};
}

/** A user's public fields by id, or null; same visibility as `getProfile`. */
export async function getPublicUserById(
	db: Kysely<Database>,
	id: string,
	viewerId?: string | null,
): Promise<PublicUser | null> {
	return pageUser(await findUserById(db, id), viewerId);
}

/** ACC-19: what anyone may read of an account with a public profile. */
interface PublicProfileModel extends AvatarUrls {
	type: 'user';
	id: string;
	username: string;
	first_name: string;
	last_name: string;
	full_name: string;
	about: string;
	website_url: string | null;
	account_type: 'personal' | 'business';
	is_partner: boolean;
	is_private_profile: false;
	avatar_color_index: number;
	created_at: string;
	board_count: number;
	pin_count: number;
	follower_count: number;
	following_count: number;
	explicitly_followed_by_me: boolean;
	blocked_by_me: boolean;
	profile_cover: null;
	/** The public part of the partner block: no contact or ownership addresses. */
	partner: { is_linked_business: boolean; business_name: string | null } | null;
}

/** ACC-19: all that others learn of a private profile. */
interface PrivateProfileStub {
	id: string;
	username: string;
	full_name: string;
	is_private_profile: true;
}

export type UserModel =
	| ViewerModel
	| Partial<ViewerModel>
	| PublicProfileModel
	| PrivateProfileStub;

async function publicProfile(
	db: Kysely<Database>,
	row: UserWithAvatarRow,
	viewerId: string | null,
): Promise<PublicProfileModel> {
	const [counts, relation] = await Promise.all([
		countsOfUser(db, row.id, { publicOnly: true }),
		viewerId ? findRelation(db, viewerId, row.id) : Promise.resolve(NO_RELATION),
	]);
	const isBusiness = row.account_type === 'business';
	return {
		type: 'user',
		id: row.id,
		username: row.username,
		first_name: row.first_name,
		last_name: row.last_name,
		full_name: fullName(row),
		about: row.about,
		website_url: row.website_url,
		account_type: isBusiness ? 'business' : 'personal',
		is_partner: isBusiness,
		is_private_profile: false,
		avatar_color_index: row.avatar_color_index,
		created_at: row.created_at,
		...avatarUrls(row.avatar_storage_key, row.avatar_variants),
		board_count: counts.board_count,
		pin_count: counts.pin_count,
		follower_count: counts.follower_count,
		following_count: counts.following_count,
		explicitly_followed_by_me: relation.following,
		blocked_by_me: relation.blocking,
		profile_cover: null,
		partner: isBusiness
			? { is_linked_business: row.owner_user_id !== null, business_name: row.business_name }
			: null,
	};
}

/** Keeps only the named fields of a model. */
export function pickFields<T extends object>(model: T, fields: ReadonlySet<string>): Partial<T> {
	return Object.fromEntries(Object.entries(model).filter(([key]) => fields.has(key))) as Partial<T>;
}

/**
 * ACC-19 `UserResource` get: the account by id or username, shaped for the viewer asking.
 * Limited-login viewers reading themselves get only the basic fields (LIM).
 */
export async function getUserForViewer(
	db: Kysely<Database>,
	viewer: Viewer | null,
	where: { id: string } | { username: string },
): Promise<UserModel> {
	const row = await findUserWithAvatar(db, where);
	if (!row || !isActive(row)) {
		const what = 'id' in where ? where.id : where.username;
		throw new AppError('NotFound', { detail: `No user ${what.slice(0, 40)}.` });
	}
	if (viewer && mayReadPrivate(row, viewer.id)) {
		const model = await viewerModelFromRow(db, row, {
			sessionOwnerId: row.id === viewer.id ? viewer.ownerUserId : viewer.id,
			loginState: viewer.loginState,
		});
		return isFullyAuthenticated(viewer) ? model : pickFields(model, LIMITED_LOGIN_FIELDS);
	}
	if (row.is_private === 1) {
		return {
			id: row.id,
			username: row.username,
			full_name: displayName(row),
			is_private_profile: true,
		};
	}
	return publicProfile(db, row, viewer?.id ?? null);
}
