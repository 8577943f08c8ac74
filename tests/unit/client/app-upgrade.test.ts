import { describe, expect, it } from 'vitest';
import {
	compareAppVersions,
	isNewerAppVersion,
	isSlowConnection,
	MAX_STALENESS_AUTH_DESKTOP_MS,
	MAX_STALENESS_DEFAULT_MS,
	maxStalenessMs,
	mergeAppUpdate,
	reloadDecision,
	STALE_RELOAD_BUCKETS,
	staleReloadBucket,
} from '~/lib/platform/client/app-upgrade.ts';

const HOUR = 3_600_000;

describe('compareAppVersions / isNewerAppVersion (STA-08)', () => {
	it('orders dotted versions by number, not as text', () => {
		expect(compareAppVersions('1.10.0', '1.9.3')).toBeGreaterThan(0);
		expect(compareAppVersions('1.2', '1.2.0')).toBe(0);
		expect(compareAppVersions('v2.0.0', '1.99.99')).toBeGreaterThan(0);
		expect(compareAppVersions('1.2.0', '1.2.1')).toBeLessThan(0);
	});
	it('puts a release after its pre-releases', () => {
		expect(compareAppVersions('1.2.0', '1.2.0-rc1')).toBeGreaterThan(0);
		expect(compareAppVersions('1.2.0-rc1', '1.2.0-rc2')).toBeLessThan(0);
	});
	it('orders base-36 build ids of one length by value', () => {
		const older = (1_790_000_000_000).toString(36);
		const newer = (1_790_000_360_000).toString(36);
		expect(older.length).toBe(newer.length);
		expect(compareAppVersions(newer, older)).toBeGreaterThan(0);
		expect(isNewerAppVersion(newer, older)).toBe(true);
		expect(isNewerAppVersion(older, newer)).toBe(false);
	});
	it('cannot order unlike versions, and counts a different one as newer', () => {
		expect(compareAppVersions('release-blue', 'release-green')).toBeNull();
		expect(isNewerAppVersion('release-blue', 'release-green')).toBe(true);
		expect(isNewerAppVersion('abc', 'abcd')).toBe(true);
	});
	it('never calls a version newer than itself, or an empty one newer', () => {
		expect(isNewerAppVersion('1.0.0', '1.0.0')).toBe(false);
		expect(isNewerAppVersion('', '1.0.0')).toBe(false);
		expect(isNewerAppVersion('1.0.0', '')).toBe(false);
		expect(isNewerAppVersion('0.9.0', '1.0.0')).toBe(false);
	});
});

describe('mergeAppUpdate (STA-08)', () => {
	it('remembers the first newer version with the time it was heard of', () => {
		expect(mergeAppUpdate(null, '1.1.0', '1.0.0', 100)).toEqual({ version: '1.1.0', seenAt: 100 });
	});
	it('ignores the page’s own and older versions', () => {
		expect(mergeAppUpdate(null, '1.0.0', '1.0.0', 100)).toBeNull();
		expect(mergeAppUpdate(null, '0.9.0', '1.0.0', 100)).toBeNull();
	});
	it('moves to an even newer version but keeps the first time (staleness counts from then)', () => {
		const known = { version: '1.1.0', seenAt: 100 };
		expect(mergeAppUpdate(known, '1.2.0', '1.0.0', 900)).toEqual({ version: '1.2.0', seenAt: 100 });
		expect(mergeAppUpdate(known, '1.1.0', '1.0.0', 900)).toEqual(known);
		expect(mergeAppUpdate(known, '1.0.5', '1.0.0', 900)).toEqual(known);
	});
	it('drops a remembered version this page already has', () => {
		expect(mergeAppUpdate({ version: '1.1.0', seenAt: 1 }, '1.1.0', '1.1.0', 9)).toBeNull();
	});
});

describe('isSlowConnection (STA-09)', () => {
	it('calls slow-2g, 2g and 3g slow, and a save-data request', () => {
		expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
		expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
		expect(isSlowConnection({ effectiveType: '3g' })).toBe(true);
		expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
	});
	it('calls 4g, and a browser that does not say, not slow', () => {
		expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
		expect(isSlowConnection({})).toBe(false);
		expect(isSlowConnection(undefined)).toBe(false);
	});
});

describe('reloadDecision (STA-08, STA-09)', () => {
	const update = { version: '2.0.0', seenAt: 0 };
	const fast = { now: 5000, holdBack: false, signedIn: true, desktop: true };

	it('reloads at the next route change once a newer version is known', () => {
		expect(reloadDecision(update, '1.0.0', fast)).toEqual({ reload: true, heldBackMs: 0 });
	});
	it('does nothing without a newer version', () => {
		expect(reloadDecision(null, '1.0.0', fast)).toEqual({ reload: false });
		expect(reloadDecision(update, '2.0.0', fast)).toEqual({ reload: false });
	});
	it('on a slow connection waits 24 h for a signed-in desktop viewer', () => {
		expect(maxStalenessMs({ signedIn: true, desktop: true })).toBe(24 * HOUR);
		const slow = { ...fast, holdBack: true };
		expect(reloadDecision(update, '1.0.0', { ...slow, now: 24 * HOUR - 1 })).toEqual({
			reload: false,
		});
		expect(reloadDecision(update, '1.0.0', { ...slow, now: 24 * HOUR })).toEqual({
			reload: true,
			heldBackMs: MAX_STALENESS_AUTH_DESKTOP_MS,
		});
	});
	it('on a slow connection waits 12 h (U-31) for everyone else', () => {
		expect(maxStalenessMs({ signedIn: false, desktop: true })).toBe(MAX_STALENESS_DEFAULT_MS);
		expect(maxStalenessMs({ signedIn: true, desktop: false })).toBe(12 * HOUR);
		const slowPhone = { now: 12 * HOUR - 1, holdBack: true, signedIn: true, desktop: false };
		expect(reloadDecision(update, '1.0.0', slowPhone)).toEqual({ reload: false });
		expect(reloadDecision(update, '1.0.0', { ...slowPhone, now: 13 * HOUR })).toEqual({
			reload: true,
			heldBackMs: 13 * HOUR,
		});
	});
});

describe('staleReloadBucket (LOG-12)', () => {
	it('has the spec’s buckets', () => {
		expect(STALE_RELOAD_BUCKETS).toEqual(['0', '0-6', '6-12', '12-24', '24-48', '48-72', '72+']);
	});
	it('puts a reload that was not held back in 0', () => {
		expect(staleReloadBucket(0)).toBe('0');
		expect(staleReloadBucket(-5)).toBe('0');
		expect(staleReloadBucket(Number.NaN)).toBe('0');
	});
	it('puts each edge in the bucket it starts', () => {
		expect(staleReloadBucket(1)).toBe('0-6');
		expect(staleReloadBucket(6 * HOUR - 1)).toBe('0-6');
		expect(staleReloadBucket(6 * HOUR)).toBe('6-12');
		expect(staleReloadBucket(12 * HOUR)).toBe('12-24');
		expect(staleReloadBucket(24 * HOUR)).toBe('24-48');
		expect(staleReloadBucket(47.9 * HOUR)).toBe('24-48');
		expect(staleReloadBucket(48 * HOUR)).toBe('48-72');
		expect(staleReloadBucket(72 * HOUR)).toBe('72+');
		expect(staleReloadBucket(1000 * HOUR)).toBe('72+');
	});
});
