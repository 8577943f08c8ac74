import { AppError } from '../../platform/http/errors.ts';
import { deleteSessions } from '../auth/sessions.repository.server.ts';
import {
	type AccountsContext,
	type BrowserTokens,
	browserTokens,
	type HeldToken,
	keptStoredTokens,
	promoteToken,
	writeStoredTokens,
} from './browser-accounts.server.ts';
import { storedAccountProfiles } from './stored-account.server.ts';
import type { SessionAccounts } from './stored-account.ts';

/**
 * Keeps the worthwhile stored tokens (rewriting `_cb_accts` when that drops any) and builds the
 * map from them and the current token, with one profile load for every account.
 */
async function settleAndMap(
	ctx: AccountsContext,
	tokens: BrowserTokens,
	cookieHeld: HeldToken[],
): Promise<SessionAccounts> {
	const kept = keptStoredTokens(tokens);
	writeStoredTokens(
		ctx.cookies,
		cookieHeld,
		kept.map((h) => h.token),
	);
	const current = tokens.current?.state === 'dead' ? null : tokens.current;
	const held = current ? [current, ...kept] : kept;
	const profiles = await storedAccountProfiles(
		ctx.db,
		held.map((h) => h.session!.user_id),
	);
	const out: SessionAccounts = {};
	for (const h of held) {
		const userId = h.session!.user_id;
		const profile = profiles.get(userId);
		if (!profile) continue;
		const seen = out[userId];
		out[userId] = {
			...profile,
			logged_in: h.state === 'live' || seen?.logged_in === true,
			is_current: seen?.is_current === true || h === current,
		};
	}
	return out;
}

/**
 * AUTH-10, MAS-01: `{session_accounts}`, the accounts this browser holds a token for, keyed by
 * user id: the current one and each stored one. A live session is `logged_in: true`; an expired
 * one `logged_in: false` (the client shows it as failed, MAS-08); a revoked one (no session row,
 * or an account no longer active) is dropped and `_cb_accts` rewritten without it.
 * Four queries whatever the number of accounts (sessions, users with owners, businesses, avatars).
 */
export async function storedAccountsMap(
	ctx: AccountsContext,
): Promise<{ session_accounts: SessionAccounts }> {
	const tokens = await browserTokens(ctx.db, ctx.cookies);
	return { session_accounts: await settleAndMap(ctx, tokens, tokens.stored) };
}

/**
 * ACC-17, API-33 (`GET /refresh_stored_accounts`): drops dead tokens, and when the current session
 * has expired (or is gone) while a stored one is live, makes that one current: the same account's
 * if the browser holds a newer login of it, else the first live one. The expired current token
 * stays as a stored account shown as failed. Answers the refreshed `session_accounts` map.
 */
export async function refreshStoredAccounts(
	ctx: AccountsContext,
): Promise<{ session_accounts: SessionAccounts; promoted_user_id: string | null }> {
	const tokens = await browserTokens(ctx.db, ctx.cookies);
	let promoted: HeldToken | undefined;
	if (tokens.current?.state !== 'live') {
		const live = keptStoredTokens(tokens).filter((h) => h.state === 'live');
		const currentUser = tokens.current?.session?.user_id;
		promoted = live.find((h) => h.session!.user_id === currentUser) ?? live[0];
	}
	if (!promoted) {
		return {
			session_accounts: await settleAndMap(ctx, tokens, tokens.stored),
			promoted_user_id: null,
		};
	}

	promoteToken(ctx.cookies, promoted);
	const previous =
		tokens.current &&
		tokens.current.state !== 'dead' &&
		tokens.current.session!.user_id !== promoted.session!.user_id
			? [tokens.current]
			: [];
	const next: BrowserTokens = {
		current: promoted,
		stored: [...previous, ...tokens.stored.filter((h) => h !== promoted)],
	};
	return {
		session_accounts: await settleAndMap(ctx, next, tokens.stored),
		promoted_user_id: promoted.session!.user_id,
	};
}

/**
 * The "Remove account" button (MAS-06): forgets a stored account in this browser and ends its
 * session, together with any linked-business session it opened here. The account in use cannot
 * be removed this way (log out instead), nor the owner of the business session in use.
 */
export async function removeStoredAccount(
	ctx: AccountsContext,
	userId: string,
): Promise<{ user_id: string; removed: boolean }> {
	const tokens = await browserTokens(ctx.db, ctx.cookies);
	const current = tokens.current?.state === 'dead' ? null : tokens.current?.session;
	if (current?.user_id === userId) {
		throw new AppError('InvalidOptions', {
			detail: 'This is the account in use. Log out to remove it from this browser.',
		});
	}
	if (current?.owner_user_id === userId) {
		throw new AppError('InvalidOptions', {
			detail: 'This account owns the business in use. Switch back to it before removing it.',
		});
	}
	const removed = tokens.stored.filter(
		(h) => h.session && (h.session.user_id === userId || h.session.owner_user_id === userId),
	);
	await ctx.db.transaction().execute((trx) =>
		deleteSessions(
			trx,
			removed.map((h) => h.session!.id),
		),
	);
	const remaining = tokens.stored.filter((h) => h.state !== 'dead' && !removed.includes(h));
	writeStoredTokens(
		ctx.cookies,
		tokens.stored,
		remaining.map((h) => h.token),
	);
	return { user_id: userId, removed: removed.length > 0 };
}
