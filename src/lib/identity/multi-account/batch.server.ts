import { z } from 'zod';
import { isId } from '../../platform/db/ids.ts';
import { failureBody, type ResourceResponse, successBody } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/errors.ts';
import { fullName } from '../users/display-name.ts';
import { type AccountsContext, browserTokens } from './browser-accounts.server.ts';
import { type AccountUserRow, accountUsersByIds } from './multi-account.repository.server.ts';
import { avatarUrlsOf, storedAccountProfiles } from './stored-account.server.ts';

/** MAS-02: most sub-requests one batch may carry. */
export const MAX_BATCH_REQUESTS = 20;

/** The one batchable call: `GET v3/users/{id}/` (leading and trailing slash optional). */
const USER_ENDPOINT = /^\/?v3\/users\/([^/?#]{1,40})\/?$/;

const subRequestSchema = z.object({
	method: z.string().max(10),
	endpoint: z.string().max(200),
	data: z
		.object({ fields: z.string().max(1000).optional() })
		.loose()
		.nullish(),
});

/** One sub-request, read: a user to load (with the wanted fields, null for all) or a refusal. */
export type BatchPlan = { userId: string; fields: string[] | null } | { error: AppError };

/** Answer of one sub-request: the envelope's inner `resource_response`. */
export type BatchEntry = ResourceResponse['resource_response'];

/**
 * Reads `requests` (JSON text of a list, or the list itself in a JSON body). A malformed list,
 * or one longer than `MAX_BATCH_REQUESTS`, refuses the whole call; a malformed or unsupported
 * entry only fails that entry.
 */
export function planBatch(raw: unknown): BatchPlan[] {
	let list: unknown = raw;
	if (typeof raw === 'string') {
		try {
			list = JSON.parse(raw);
		} catch {
			throw new AppError('InvalidOptions', { detail: '`requests` must be JSON text of a list.' });
		}
	}
	if (!Array.isArray(list)) {
		throw new AppError('InvalidOptions', { detail: '`requests` must be a list.' });
	}
	if (list.length > MAX_BATCH_REQUESTS) {
		throw new AppError('InvalidOptions', {
			detail: `Send at most ${MAX_BATCH_REQUESTS} requests in one batch.`,
		});
	}
	return list.map((item): BatchPlan => {
		const parsed = subRequestSchema.safeParse(item);
		if (!parsed.success) {
			return {
				error: new AppError('InvalidOptions', {
					detail: 'Each request needs `method`, `endpoint` and an optional `data` object.',
				}),
			};
		}
		const { method, endpoint, data } = parsed.data;
		const match = USER_ENDPOINT.exec(endpoint);
		if (method.toUpperCase() !== 'GET' || !match) {
			return {
				error: new AppError('InvalidOptions', {
					detail: 'Only `GET v3/users/{id}/` can be batched.',
				}),
			};
		}
		const userId = match[1]!;
		if (!isId(userId)) return { error: new AppError('NotFound', { detail: 'No such user.' }) };
		const fields = data?.fields
			? data.fields
					.split(',')
					.map((f) => f.trim().replace(/^user\./, ''))
					.filter(Boolean)
			: null;
		return { userId, fields };
	});
}

/**
 * What anyone may read of an account. A private profile (SET-01) shows only who it is. The
 * stored `pin_count`/`board_count` include secret boards and pins, so they are left out here;
 * the account's own browser gets them with the private fields.
 */
function publicFields(row: AccountUserRow): Record<string, unknown> {
	if (row.is_private === 1) {
		return {
			id: row.id,
			username: row.username,
			full_name: fullName(row),
			type: 'user',
			is_private_profile: true,
		};
	}
	return {
		id: row.id,
		username: row.username,
		full_name: fullName(row),
		about: row.about,
		type: 'user',
		is_partner: row.account_type === 'business',
		avatar_color_index: row.avatar_color_index,
		follower_count: row.follower_count,
		following_count: row.following_count,
	};
}

/** What only the account itself (a session this browser holds) may read. */
function ownFields(row: AccountUserRow): Record<string, unknown> {
	return {
		about: row.about,
		is_partner: row.account_type === 'business',
		avatar_color_index: row.avatar_color_index,
		follower_count: row.follower_count,
		following_count: row.following_count,
		pin_count: row.pin_count,
		board_count: row.board_count,
	};
}

function pick(all: Record<string, unknown>, fields: string[] | null): Record<string, unknown> {
	if (!fields) return all;
	// `id` always comes back, so the client can match answers to accounts.
	return Object.fromEntries(
		Object.entries(all).filter(([key]) => key === 'id' || fields.includes(key)),
	);
}

/**
 * MAS-02 (`POST /v3/batch/`): answers each sub-request in order with its own status. The
 * private fields (email, partner, businesses, owners) come back only for accounts this browser
 * holds a live session of (the current one or a stored one); anyone else gets the public
 * profile, and accounts that are missing, suspended or deactivated fail with `NotFound`.
 * A fixed number of queries whatever the number of requests.
 */
export async function runBatch(ctx: AccountsContext, plans: BatchPlan[]): Promise<BatchEntry[]> {
	const ids = [...new Set(plans.flatMap((p) => ('userId' in p ? [p.userId] : [])))];
	const tokens = await browserTokens(ctx.db, ctx.cookies);
	const held = new Set(
		[tokens.current, ...tokens.stored].flatMap((h) =>
			h?.state === 'live' ? [h.session!.user_id] : [],
		),
	);
	const rows = new Map(
		(await accountUsersByIds(ctx.db, ids))
			.filter((r) => r.status === 'active')
			.map((r) => [r.id, r]),
	);
	const avatars = await avatarUrlsOf(ctx.db, [...rows.values()]);
	const privateProfiles = await storedAccountProfiles(
		ctx.db,
		ids.filter((id) => held.has(id) && rows.has(id)),
	);

	return plans.map((plan) => {
		if ('error' in plan) return failureBody(plan.error).resource_response;
		const row = rows.get(plan.userId);
		if (!row) {
			return failureBody(new AppError('NotFound', { detail: `No user ${plan.userId}.` }))
				.resource_response;
		}
		const mine = privateProfiles.get(row.id);
		const all: Record<string, unknown> = {
			...publicFields(row),
			...(mine || row.is_private !== 1 ? avatars.get(row.id) : {}),
		};
		if (mine) {
			Object.assign(all, ownFields(row));
			all.email = mine.email;
			all.partner = mine.partner;
			all.businesses = mine.businesses;
			all.owners = mine.owners;
		}
		return successBody(pick(all, plan.fields)).resource_response;
	});
}
