import { describe, expect, it, vi } from 'vitest';
import {
	markLoginForVerify,
	RECAPTCHA_DELAY_MS,
	RECAPTCHA_TIMES_KEY,
	recentRecaptchaTimes,
	takePendingVerify,
	takeRecaptchaSlot,
	type VerifyDeps,
	verifySessionAfterLogin,
} from '~/lib/identity/auth/client/recaptcha-verify.ts';
import { MemoryStorage } from './memory-storage.ts';

const HOUR = 3600 * 1000;

describe('the local recaptcha limit (AUTH-19)', () => {
	it('allows 3 within 3600 s and refuses a 4th', () => {
		const storage = new MemoryStorage();
		const t0 = 1_000_000;
		expect(takeRecaptchaSlot(storage, t0)).toBe(true);
		expect(takeRecaptchaSlot(storage, t0 + 1000)).toBe(true);
		expect(takeRecaptchaSlot(storage, t0 + 2000)).toBe(true);
		expect(takeRecaptchaSlot(storage, t0 + 3000)).toBe(false);
		expect(recentRecaptchaTimes(storage, t0 + 3000)).toHaveLength(3);
		// The first leaves the window exactly 3600 s after it was taken.
		expect(takeRecaptchaSlot(storage, t0 + HOUR - 1)).toBe(false);
		expect(takeRecaptchaSlot(storage, t0 + HOUR)).toBe(true);
		expect(takeRecaptchaSlot(storage, t0 + HOUR + 1)).toBe(false);
	});

	it('reads unreadable storage as empty', () => {
		const storage = new MemoryStorage();
		storage.setItem(RECAPTCHA_TIMES_KEY, '{nope');
		expect(recentRecaptchaTimes(storage, 5)).toEqual([]);
		storage.setItem(RECAPTCHA_TIMES_KEY, '{"a":1}');
		expect(takeRecaptchaSlot(storage, 5)).toBe(true);
	});
});

describe('verifySessionAfterLogin (AUTH-19, U-33)', () => {
	function deps(storage: MemoryStorage, now: number): VerifyDeps & { sleeps: number[] } {
		const sleeps: number[] = [];
		return {
			sleeps,
			storage,
			now: () => now,
			sleep: async (ms) => {
				sleeps.push(ms);
			},
			getToken: async () => 'token-1',
			send: vi.fn(async () => ({})),
			report: vi.fn(),
		};
	}

	it('waits 2 s, then sends the token and reports it', async () => {
		const d = deps(new MemoryStorage(), 10);
		await expect(verifySessionAfterLogin(d)).resolves.toBe('sent');
		expect(d.sleeps).toEqual([RECAPTCHA_DELAY_MS]);
		expect(d.send).toHaveBeenCalledWith('token-1');
		expect(d.report).toHaveBeenCalledWith('sent');
	});

	it('never sends a 4th within the hour', async () => {
		const storage = new MemoryStorage();
		for (let i = 0; i < 3; i++) await verifySessionAfterLogin(deps(storage, 100 + i));
		const d = deps(storage, 200);
		await expect(verifySessionAfterLogin(d)).resolves.toBe('limited');
		expect(d.send).not.toHaveBeenCalled();
		expect(d.report).toHaveBeenCalledWith('limited');
	});

	it('reports a failed send', async () => {
		const d = deps(new MemoryStorage(), 10);
		d.send = async () => {
			throw new Error('500');
		};
		await expect(verifySessionAfterLogin(d)).resolves.toBe('failed');
		expect(d.report).toHaveBeenCalledWith('failed');
	});
});

describe('the pending login mark', () => {
	it('carries the login time to the next page: the rest of the 2 s, once', () => {
		const session = new MemoryStorage();
		markLoginForVerify(session, 1000);
		expect(takePendingVerify(session, 1500)).toBe(1500);
		expect(takePendingVerify(session, 1600)).toBeNull();
		markLoginForVerify(session, 1000);
		expect(takePendingVerify(session, 9000)).toBe(0);
	});

	it('drops a stale or unreadable mark', () => {
		const session = new MemoryStorage();
		markLoginForVerify(session, 0);
		expect(takePendingVerify(session, 2 * HOUR)).toBeNull();
		session.setItem('cb_verify_after_login', 'x');
		expect(takePendingVerify(session, 10)).toBeNull();
	});
});
