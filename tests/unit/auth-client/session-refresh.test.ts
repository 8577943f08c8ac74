import { describe, expect, it, vi } from 'vitest';
import {
	refreshSessionIfNeeded,
	sessionRefreshAction,
} from '~/lib/identity/auth/client/session-refresh.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-01T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('sessionRefreshAction (ACC-17)', () => {
	it('refreshes the token when it expires within 1 to 90 days', () => {
		expect(sessionRefreshAction(at(1 * DAY), NOW)).toBe('refresh_token');
		expect(sessionRefreshAction(at(45 * DAY), NOW)).toBe('refresh_token');
		expect(sessionRefreshAction(at(90 * DAY), NOW)).toBe('refresh_token');
		expect(sessionRefreshAction(at(3 * 60 * 60 * 1000), NOW)).toBe('refresh_token');
	});

	it('does nothing when more than 90 days remain', () => {
		expect(sessionRefreshAction(at(90 * DAY + 1), NOW)).toBeNull();
		expect(sessionRefreshAction(at(180 * DAY), NOW)).toBeNull();
	});

	it('refreshes the stored accounts once the token has expired', () => {
		expect(sessionRefreshAction(at(0), NOW)).toBe('refresh_stored_accounts');
		expect(sessionRefreshAction(at(-30 * DAY), NOW)).toBe('refresh_stored_accounts');
	});

	it('ignores an unreadable expiry', () => {
		expect(sessionRefreshAction('soon', NOW)).toBeNull();
	});
});

describe('refreshSessionIfNeeded', () => {
	it('calls the matching path once per page load', async () => {
		const guard = { ran: false };
		const get = vi.fn(async () => {});
		await expect(
			refreshSessionIfNeeded(at(10 * DAY), { now: () => NOW, get, guard }),
		).resolves.toBe('refresh_token');
		await expect(
			refreshSessionIfNeeded(at(10 * DAY), { now: () => NOW, get, guard }),
		).resolves.toBeNull();
		expect(get).toHaveBeenCalledTimes(1);
		expect(get).toHaveBeenCalledWith('/refresh_token');
	});

	it('calls /refresh_stored_accounts for an expired token and nothing for a fresh one', async () => {
		const get = vi.fn(async () => {});
		await refreshSessionIfNeeded(at(-DAY), { now: () => NOW, get, guard: { ran: false } });
		expect(get).toHaveBeenCalledWith('/refresh_stored_accounts');
		get.mockClear();
		await refreshSessionIfNeeded(at(120 * DAY), { now: () => NOW, get, guard: { ran: false } });
		expect(get).not.toHaveBeenCalled();
	});

	it('swallows a failed refresh (the next page tries again)', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		const get = vi.fn(async () => {
			throw new Error('offline');
		});
		await expect(
			refreshSessionIfNeeded(at(DAY), { now: () => NOW, get, guard: { ran: false } }),
		).resolves.toBe('refresh_token');
		expect(warn).toHaveBeenCalled();
		warn.mockRestore();
	});
});
