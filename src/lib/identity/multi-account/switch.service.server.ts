import { requireAuth } from '../../platform/http/auth-guard.server.ts';
import { AppError } from '../../platform/http/errors.ts';
import { createSession, type NewSession, rotateSession } from '../auth/session.server.ts';
import { setCurrentSession, setStoredTokens } from '../auth/session-cookies.server.ts';
import { deleteSessions } from '../auth/sessions.repository.server.ts';
import {
	type AccountsContext,
	type BrowserTokens,
	browserTokens,
	type HeldToken,
} from './browser-accounts.server.ts';
import { accountUsersByIds } from './multi-account.repository.server.ts';
import { storedAccountProfiles } from './stored-account.server.ts';
import type { SwitchResult } from './stored-account.ts';

export interface SwitchInput {
	switch_account?: string | undefined;
	get_user?: boolean | undefined;
	business_id?: string | undefined;
	owner_id?: string | undefined;
}

/** The refusal that makes the client mark the account as failed (MAS-08). */
function switchFailed(userId: string): AppError {
	return new AppError('SwitchFailed', {
		detail: 'This browser no longer holds a live login of that account.',
		extra: { user_id: userId },
	});
}

/**
 * MAS-03, MAS-07 (`UserSessionResource` create with `switch_account`, or `business_id` and
 * `owner_id`): changes the browser's current account. The server never trusts the user id it is
 * sent: it only switches to an account whose live session token this browser already holds, or
 * opens a linked business for its owner.
 *
 * - `switch_account: X`: the stored live session of X gets a new token (the old one stops
 *   working) and becomes current; the previous current token joins the stored ones. In a linked
 *   business session, X being the owner means switching back (below).
 * - `business_id` + `owner_id`: the viewer (full login) must be the owner, or a business session
 *   of that owner, and the business must be the owner's linked business. A new business session
 *   becomes current; the owner's token is kept as a stored account.
 * - `owner_id` alone (or `switch_account` = owner) in a business session: switching back ends the
 *   business session and makes the owner's stored token current.
 *
 * Refused with `SwitchFailed` when the browser holds no live session of the account asked for
 * (it never answers a token; tokens travel only in HttpOnly cookies). `get_user` adds the account.
 */
export async function switchAccount(
	ctx: AccountsContext,
	input: SwitchInput,
): Promise<SwitchResult> {
	const tokens = await browserTokens(ctx.db, ctx.cookies);
	let userId: string;
	if (input.business_id) {
		if (!input.owner_id) {
			throw new AppError('InvalidOptions', { detail: 'Send `owner_id` with `business_id`.' });
		}
		userId = await toLinkedBusiness(ctx, tokens, input.business_id, input.owner_id);
	} else {
		const target = input.switch_account ?? input.owner_id;
		if (!target || (input.owner_id && input.switch_account && input.owner_id !== target)) {
			throw new AppError('InvalidOptions', {
				detail: 'Send `switch_account`, or `business_id` with `owner_id`.',
			});
		}
		const current = tokens.current?.state === 'dead' ? null : tokens.current?.session;
		const inBusinessOf = current?.owner_user_id ?? null;
		userId =
			inBusinessOf === target
				? await backToOwner(ctx, tokens, target)
				: await toStoredAccount(ctx, tokens, target);
	}
	const result: SwitchResult = { access_token_issued: true, user_id: userId };
	if (input.get_user) {
		const profile = (await storedAccountProfiles(ctx.db, [userId])).get(userId);
		if (profile) result.user = { ...profile, logged_in: true, is_current: true };
	}
	return result;
}

/** The stored tokens left after a switch: no dead ones, none of `without`, `first` in front. */
function storedAfter(tokens: BrowserTokens, without: HeldToken[], first?: HeldToken | null) {
	const rest = tokens.stored.filter((h) => h.state !== 'dead' && !without.includes(h));
	return [...(first && first.state !== 'dead' ? [first] : []), ...rest].map((h) => h.token);
}

function commitCookies(ctx: AccountsContext, current: NewSession, stored: string[]): void {
	setCurrentSession(ctx.cookies, current);
	setStoredTokens(ctx.cookies, stored);
}

async function toStoredAccount(
	ctx: AccountsContext,
	tokens: BrowserTokens,
	userId: string,
): Promise<string> {
	const current = tokens.current;
	if (current?.state === 'live' && current.session!.user_id === userId) return userId;
	const target = tokens.stored.find((h) => h.state === 'live' && h.session!.user_id === userId);
	if (!target) throw switchFailed(userId);
	const fresh = await ctx.db.transaction().execute((trx) => rotateSession(trx, target.session!.id));
	// An expired current account stays listed as failed (MAS-08) rather than vanishing.
	const previous = current && current.session?.user_id !== userId ? current : null;
	commitCookies(ctx, fresh, storedAfter(tokens, [target], previous));
	return userId;
}

async function backToOwner(
	ctx: AccountsContext,
	tokens: BrowserTokens,
	ownerId: string,
): Promise<string> {
	const business = tokens.current!;
	const owner = tokens.stored.find(
		(h) =>
			h.state === 'live' && h.session!.user_id === ownerId && h.session!.owner_user_id === null,
	);
	if (!owner) throw switchFailed(ownerId);
	const fresh = await ctx.db.transaction().execute(async (trx) => {
		await deleteSessions(trx, [business.session!.id]);
		return rotateSession(trx, owner.session!.id);
	});
	commitCookies(ctx, fresh, storedAfter(tokens, [owner]));
	return ownerId;
}

async function toLinkedBusiness(
	ctx: AccountsContext,
	tokens: BrowserTokens,
	businessId: string,
	ownerId: string,
): Promise<string> {
	requireAuth(ctx.viewer);
	const current = tokens.current;
	const session = current?.state === 'live' ? current.session! : null;
	const viewerIsOwner =
		session !== null &&
		session.user_id === ctx.viewer.id &&
		((session.user_id === ownerId && session.owner_user_id === null) ||
			session.owner_user_id === ownerId);
	const refused = new AppError('Forbidden', {
		detail: 'Only the owner of a linked business can switch to it.',
	});
	if (!viewerIsOwner) throw refused;
	const rows = await accountUsersByIds(ctx.db, [businessId, ownerId]);
	const business = rows.find((r) => r.id === businessId);
	const owner = rows.find((r) => r.id === ownerId);
	if (
		!business ||
		!owner ||
		business.account_type !== 'business' ||
		business.owner_user_id !== ownerId ||
		business.status !== 'active' ||
		owner.status !== 'active'
	) {
		throw refused;
	}
	if (session.user_id === businessId) return businessId;

	// Sessions this browser holds of the same business, and the business session being left,
	// end here: a business session exists only while its owner is using it.
	const leaving = session.owner_user_id === ownerId ? [current!] : [];
	const stale = tokens.stored.filter(
		(h) => h.session?.user_id === businessId && h.session.owner_user_id === ownerId,
	);
	const ended = [...leaving, ...stale];
	const fresh = await ctx.db.transaction().execute(async (trx) => {
		await deleteSessions(
			trx,
			ended.map((h) => h.session!.id),
		);
		return createSession(trx, businessId, {
			ownerUserId: ownerId,
			client: ctx.request?.headers.get('user-agent') ?? null,
		});
	});
	commitCookies(ctx, fresh, storedAfter(tokens, stale, leaving.length ? null : current));
	return businessId;
}
