import { atom } from 'nanostores';
import { ApiError, callResource, callRest } from '../../../platform/client/api.ts';
import { recordClientEvent } from '../../../platform/client/client-events.ts';
import type { SessionAccounts, SwitchResult } from '../stored-account.ts';

/**
 * Client state of multi-account switching: the browser's stored accounts (loaded when the
 * account menu first opens) and the switch state machine of MAS-04. Components only render
 * these stores and call the actions below.
 */

/** Where a switch goes: a stored account, a linked business of its owner, or back to the owner. */
export type SwitchTarget =
	| { kind: 'account'; userId: string; name: string; username: string }
	| { kind: 'business'; businessId: string; ownerId: string; name: string; username: string }
	| { kind: 'owner'; ownerId: string; name: string; username: string };

/** MAS-04: idle → loading → success | failure. */
export type SwitchState =
	| { status: 'idle' }
	| { status: 'loading'; target: SwitchTarget }
	| { status: 'success'; target: SwitchTarget }
	| { status: 'failure'; target: SwitchTarget };

export const $accountSwitch = atom<SwitchState>({ status: 'idle' });

export type StoredAccountsState =
	| { status: 'idle' }
	| { status: 'loading' }
	| { status: 'loaded'; accounts: SessionAccounts }
	| { status: 'error' };

export const $storedAccounts = atom<StoredAccountsState>({ status: 'idle' });

/** The user id a target switches to. */
export function targetUserId(target: SwitchTarget): string {
	if (target.kind === 'account') return target.userId;
	if (target.kind === 'business') return target.businessId;
	return target.ownerId;
}

/** MAS-03: the `UserSessionResource` create options of a switch. */
export function switchOptions(target: SwitchTarget): Record<string, unknown> {
	if (target.kind === 'business') {
		return { business_id: target.businessId, owner_id: target.ownerId, get_user: true };
	}
	if (target.kind === 'owner') return { owner_id: target.ownerId, get_user: true };
	return { switch_account: target.userId, get_user: true };
}

/** AUTH-10: loads `session_accounts` once (again with `force`); failures leave an `error` state. */
export async function loadStoredAccounts(force = false): Promise<void> {
	const state = $storedAccounts.get();
	if (!force && (state.status === 'loading' || state.status === 'loaded')) return;
	$storedAccounts.set({ status: 'loading' });
	try {
		const data = await callResource<{ session_accounts: SessionAccounts }>(
			'UserSessionResource',
			'create',
			{ session_accounts: true },
		);
		$storedAccounts.set({ status: 'loaded', accounts: data.session_accounts });
	} catch {
		$storedAccounts.set({ status: 'error' });
	}
}

/** MAS-08: shows a stored account as logged out after a failed switch. */
function markAccountFailed(userId: string): void {
	const state = $storedAccounts.get();
	const account = state.status === 'loaded' ? state.accounts[userId] : undefined;
	if (state.status !== 'loaded' || !account) return;
	$storedAccounts.set({
		status: 'loaded',
		accounts: { ...state.accounts, [userId]: { ...account, logged_in: false } },
	});
}

function fail(target: SwitchTarget): void {
	markAccountFailed(targetUserId(target));
	$accountSwitch.set({ status: 'failure', target });
	recordClientEvent('switch_account_failure', { user_id: targetUserId(target), kind: target.kind });
}

/**
 * MAS-03..09: switches account. On success records `switch_account_success` and reloads at `/`
 * (MAS-05). An answer without a new login (`SwitchFailed`, or no `access_token_issued`) is a
 * failure: `switch_account_failure` is recorded, the account is marked failed and the
 * failed-account prompt opens (MAS-06, MAS-08). Any other error clears the loading state and is
 * rethrown (MAS-09). A second switch while one is loading is ignored.
 */
export async function switchTo(
	target: SwitchTarget,
	navigate: (url: string) => void = (url) => location.assign(url),
): Promise<void> {
	if ($accountSwitch.get().status === 'loading') return;
	$accountSwitch.set({ status: 'loading', target });
	let result: SwitchResult | null;
	try {
		result = await callResource<SwitchResult | null>(
			'UserSessionResource',
			'create',
			switchOptions(target),
		);
	} catch (error) {
		if (error instanceof ApiError && error.code === 'SwitchFailed') {
			fail(target);
			return;
		}
		$accountSwitch.set({ status: 'idle' });
		throw error;
	}
	if (!result?.access_token_issued) {
		fail(target);
		return;
	}
	$accountSwitch.set({ status: 'success', target });
	recordClientEvent('switch_account_success', { user_id: result.user_id, kind: target.kind });
	navigate('/');
}

/** Closes the failed-account prompt. */
export function dismissSwitchFailure(): void {
	if ($accountSwitch.get().status === 'failure') $accountSwitch.set({ status: 'idle' });
}

/** MAS-06 'Remove account': forgets a stored account in this browser and drops it from the list. */
export async function removeStoredAccount(userId: string): Promise<void> {
	await callRest('DELETE', `/v3/sessions/stored_accounts/${encodeURIComponent(userId)}/`);
	const state = $storedAccounts.get();
	if (state.status === 'loaded') {
		const { [userId]: _removed, ...rest } = state.accounts;
		$storedAccounts.set({ status: 'loaded', accounts: rest });
	}
	dismissSwitchFailure();
}
