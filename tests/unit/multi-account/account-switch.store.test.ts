import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	$accountSwitch,
	$storedAccounts,
	dismissSwitchFailure,
	loadStoredAccounts,
	removeStoredAccount,
	type SwitchTarget,
	switchOptions,
	switchTo,
} from '~/lib/identity/multi-account/client/account-switch.store.ts';
import type { StoredAccount } from '~/lib/identity/multi-account/stored-account.ts';
import { offlineMessage } from '~/lib/platform/client/api.ts';
import { $clientEvents } from '~/lib/platform/client/client-events.ts';

/** The browser globals `callResource` reads; `fetch` answers from `reply`. */
let reply: (url: string, init: RequestInit) => Promise<Response>;
const calls: { url: string; init: RequestInit }[] = [];

function envelope(status: number, body: Record<string, unknown>) {
	return new Response(JSON.stringify({ resource_response: body }), {
		status,
		headers: { 'content-type': 'application/json' },
	});
}
const ok = (data: unknown) => envelope(200, { status: 'success', code: 0, data });
const failure = (status: number, code: string) =>
	envelope(status, {
		status: 'failure',
		error: { code, api_error_code: 3023, message: 'no', message_detail: '', http_status: status },
	});

const target: SwitchTarget = { kind: 'account', userId: '7', name: 'Ada', username: 'ada' };

function account(id: string, loggedIn = true): StoredAccount {
	return {
		id,
		username: `u${id}`,
		email: `u${id}@example.test`,
		full_name: '',
		image_small_url: null,
		image_medium_url: null,
		avatar_color_index: 0,
		type: 'personal',
		opt_in_private_account: false,
		owners: [],
		partner: null,
		businesses: [],
		logged_in: loggedIn,
		is_current: false,
	};
}

beforeEach(() => {
	calls.length = 0;
	vi.stubGlobal('location', { pathname: '/', search: '', assign: vi.fn() });
	vi.stubGlobal('document', { cookie: 'csrftoken=abc' });
	vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
		calls.push({ url, init });
		return reply(url, init);
	});
	$accountSwitch.set({ status: 'idle' });
	$storedAccounts.set({ status: 'idle' });
	$clientEvents.set([]);
});
afterEach(() => {
	vi.unstubAllGlobals();
});

describe('switchOptions (MAS-03, MAS-07)', () => {
	it('sends switch_account, or business_id with owner_id, or owner_id, with get_user', () => {
		expect(switchOptions(target)).toEqual({ switch_account: '7', get_user: true });
		expect(
			switchOptions({ kind: 'business', businessId: '9', ownerId: '1', name: 'B', username: 'b' }),
		).toEqual({ business_id: '9', owner_id: '1', get_user: true });
		expect(switchOptions({ kind: 'owner', ownerId: '1', name: 'O', username: 'o' })).toEqual({
			owner_id: '1',
			get_user: true,
		});
	});
});

describe('switchTo (MAS-04..09)', () => {
	it('MAS-04, MAS-05: idle → loading → success, records the event and reloads at /', async () => {
		let release!: () => void;
		reply = () =>
			new Promise((resolve) => {
				release = () => resolve(ok({ access_token_issued: true, user_id: '7' }));
			});
		const navigate = vi.fn();
		const done = switchTo(target, navigate);
		expect($accountSwitch.get()).toEqual({ status: 'loading', target });
		await vi.waitFor(() => expect(release).toBeTypeOf('function'));
		release();
		await done;
		expect($accountSwitch.get()).toEqual({ status: 'success', target });
		expect(navigate).toHaveBeenCalledWith('/');
		expect($clientEvents.get().map((e) => e.name)).toEqual(['switch_account_success']);
		expect(calls[0]!.url).toBe('/resource/UserSessionResource/create/');
		expect(String(calls[0]!.init.body)).toContain('switch_account');
		expect((calls[0]!.init.headers as Record<string, string>)['x-csrftoken']).toBe('abc');
	});

	it('MAS-06, MAS-08: SwitchFailed → failure, event recorded, account marked logged out', async () => {
		$storedAccounts.set({ status: 'loaded', accounts: { '7': account('7') } });
		reply = async () => failure(401, 'SwitchFailed');
		const navigate = vi.fn();
		await switchTo(target, navigate);
		expect($accountSwitch.get()).toEqual({ status: 'failure', target });
		expect(navigate).not.toHaveBeenCalled();
		expect($clientEvents.get().map((e) => e.name)).toEqual(['switch_account_failure']);
		const state = $storedAccounts.get();
		expect(state.status === 'loaded' && state.accounts['7']!.logged_in).toBe(false);
		dismissSwitchFailure();
		expect($accountSwitch.get()).toEqual({ status: 'idle' });
	});

	it('MAS-08: a success without a new login is a failure too', async () => {
		reply = async () => ok(null);
		await switchTo(target, vi.fn());
		expect($accountSwitch.get().status).toBe('failure');
	});

	it('MAS-09: another error clears loading and is rethrown', async () => {
		reply = async () => failure(500, 'Internal');
		await expect(switchTo(target, vi.fn())).rejects.toThrow();
		expect($accountSwitch.get()).toEqual({ status: 'idle' });
		// No answer at all (fetch rejects): rethrown with the offline text (ERR-04).
		reply = () => Promise.reject(new TypeError('Failed to fetch'));
		await expect(switchTo(target, vi.fn())).rejects.toThrow(offlineMessage());
		expect($accountSwitch.get()).toEqual({ status: 'idle' });
		expect($clientEvents.get()).toEqual([]);
	});

	it('ignores a second switch while one is loading', async () => {
		$accountSwitch.set({ status: 'loading', target });
		reply = async () => ok({ access_token_issued: true, user_id: '7' });
		await switchTo(target, vi.fn());
		expect(calls).toHaveLength(0);
	});
});

describe('stored accounts (AUTH-10, MAS-06)', () => {
	it('loads the map once', async () => {
		reply = async () => ok({ session_accounts: { '1': account('1') } });
		await loadStoredAccounts();
		await loadStoredAccounts();
		expect(calls).toHaveLength(1);
		expect($storedAccounts.get().status).toBe('loaded');
	});

	it('Remove account deletes it on the server and from the list', async () => {
		$storedAccounts.set({ status: 'loaded', accounts: { '1': account('1'), '7': account('7') } });
		$accountSwitch.set({ status: 'failure', target });
		reply = async () => ok({ user_id: '7', removed: true });
		await removeStoredAccount('7');
		expect(calls[0]!.url).toBe('/v3/sessions/stored_accounts/7/');
		expect(calls[0]!.init.method).toBe('DELETE');
		const state = $storedAccounts.get();
		expect(state.status === 'loaded' && Object.keys(state.accounts)).toEqual(['1']);
		expect($accountSwitch.get()).toEqual({ status: 'idle' });
	});
});
