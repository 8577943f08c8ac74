import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
	LOGGED_OUT_KEY,
	type LogoutDeps,
	logOutFlow,
	PRESERVED_STORAGE_KEY,
} from '~/lib/identity/auth/client/logout-flow.ts';
import { $session } from '~/lib/identity/auth/client/session.store.ts';
import { ApiError } from '~/lib/platform/client/api.ts';
import { MemoryStorage } from './memory-storage.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');

function setup(answer: Awaited<ReturnType<LogoutDeps['deleteSession']>> = { next_url: '/login' }) {
	const local = new MemoryStorage();
	const session = new MemoryStorage();
	local.setItem(PRESERVED_STORAGE_KEY, 'device-123');
	local.setItem('cb_unauth_state', '{"visited":[]}');
	local.setItem('cb_recaptcha_ts', '[1]');
	session.setItem('cb_verify_email_dismissed', '1');
	session.setItem(PRESERVED_STORAGE_KEY, 'device-123');
	const order: string[] = [];
	const deps: LogoutDeps = {
		deleteSession: vi.fn(async () => {
			order.push('delete');
			expect($session.get().logoutInProgress).not.toBeNull();
			expect($session.get().trackingPaused).toBe(true);
			return answer;
		}),
		flushEvents: vi.fn(async () => {
			order.push('flush');
		}),
		local,
		session,
		assign: vi.fn(),
		now: () => NOW,
		log: vi.fn(),
	};
	return { deps, local, session, order };
}

beforeEach(() => {
	$session.set({
		isAuthenticated: true,
		userId: '42',
		loginSignupFrom: null,
		nuxStep: null,
		trackingPaused: false,
		logoutInProgress: null,
	});
});

describe('logOutFlow', () => {
	it('AUTH-12: marks in progress, pauses tracking, flushes events, then deletes the session', async () => {
		const { deps, order } = setup();
		await logOutFlow({}, deps);
		expect(order).toEqual(['flush', 'delete']);
		expect($session.get()).toMatchObject({
			logoutInProgress: 'user',
			trackingPaused: true,
			isAuthenticated: false,
			userId: null,
		});
	});

	it('AUTH-14, U-29: clears both storages except the device id and records the logout date', async () => {
		const { deps, local, session } = setup();
		await logOutFlow({}, deps);
		expect(local.entries()).toEqual({
			[PRESERVED_STORAGE_KEY]: 'device-123',
			[LOGGED_OUT_KEY]: NOW.toISOString(),
		});
		expect(session.entries()).toEqual({ [PRESERVED_STORAGE_KEY]: 'device-123' });
	});

	it('AUTH-14/15: goes to the given URL, else the server next_url, else /login', async () => {
		let s = setup({ next_url: '/', accounts_left: 2 });
		await logOutFlow({ next: '/somewhere' }, s.deps);
		expect(s.deps.assign).toHaveBeenCalledWith('/somewhere');

		$session.setKey('logoutInProgress', null);
		s = setup({ next_url: '/', accounts_left: 2 });
		await logOutFlow({}, s.deps);
		expect(s.deps.assign).toHaveBeenCalledWith('/');

		$session.setKey('logoutInProgress', null);
		s = setup(null);
		await logOutFlow({}, s.deps);
		expect(s.deps.assign).toHaveBeenCalledWith('/login');
	});

	it('AUTH-11: is skipped entirely while an authentication_failed logout runs', async () => {
		$session.setKey('logoutInProgress', 'authentication_failed');
		const { deps, local } = setup();
		await logOutFlow({ reason: 'user' }, deps);
		await logOutFlow({ reason: 'authentication_failed' }, deps);
		expect(deps.flushEvents).not.toHaveBeenCalled();
		expect(deps.deleteSession).not.toHaveBeenCalled();
		expect(local.getItem('cb_unauth_state')).not.toBeNull();
	});

	it('AUTH-13: on failure clears the flag, leaves storage alone, logs and rethrows', async () => {
		const { deps, local } = setup();
		const error = new ApiError(500, null, 'boom');
		deps.deleteSession = vi.fn(async () => {
			throw error;
		});
		await expect(logOutFlow({ reason: 'authentication_failed' }, deps)).rejects.toBe(error);
		expect($session.get()).toMatchObject({ logoutInProgress: null, trackingPaused: false });
		expect(deps.log).toHaveBeenCalled();
		expect(deps.assign).not.toHaveBeenCalled();
		expect(local.getItem('cb_unauth_state')).not.toBeNull();
		// A later logout is no longer skipped.
		deps.deleteSession = vi.fn(async () => ({ next_url: '/login' }));
		await logOutFlow({}, deps);
		expect(deps.assign).toHaveBeenCalledWith('/login');
	});

	it('AUTH-13: ignores an abort only when logoutOnAbort was set', async () => {
		const abort = new DOMException('The operation was aborted.', 'AbortError');
		let s = setup();
		s.deps.deleteSession = vi.fn(async () => {
			throw abort;
		});
		await expect(logOutFlow({ logoutOnAbort: true }, s.deps)).resolves.toBeUndefined();
		expect(s.deps.log).not.toHaveBeenCalled();
		expect($session.get().logoutInProgress).toBeNull();

		s = setup();
		s.deps.deleteSession = vi.fn(async () => {
			throw new ApiError(0, null, 'signal is aborted without reason');
		});
		await expect(logOutFlow({ logoutOnAbort: true }, s.deps)).resolves.toBeUndefined();

		s = setup();
		s.deps.deleteSession = vi.fn(async () => {
			throw abort;
		});
		await expect(logOutFlow({}, s.deps)).rejects.toBe(abort);
		expect(s.deps.log).toHaveBeenCalled();
	});
});
