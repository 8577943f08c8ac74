import { describe, expect, it } from 'vitest';
import { nextDigestTime } from '~/lib/social/notification-mail/digest-time.ts';
import {
	applicationServerKey,
	DISMISSAL_MS,
	shouldOfferWebPush,
} from '~/lib/social/push/client/upsell-rules.ts';
import { acceptablePushEndpoint } from '~/lib/social/push/push-endpoint.ts';

describe('NTF-08: when the web push upsell runs', () => {
	const now = Date.UTC(2026, 10, 28, 12);
	const base = { supported: true, permission: 'default' as const, dismissedAt: null, now };

	it('runs only while the permission is default', () => {
		expect(shouldOfferWebPush(base)).toBe(true);
		expect(shouldOfferWebPush({ ...base, permission: 'granted' })).toBe(false);
		expect(shouldOfferWebPush({ ...base, permission: 'denied' })).toBe(false);
		expect(shouldOfferWebPush({ ...base, permission: 'unsupported' })).toBe(false);
		expect(shouldOfferWebPush({ ...base, supported: false })).toBe(false);
	});

	it('waits 30 days (2592000000 ms) after a dismissal', () => {
		expect(DISMISSAL_MS).toBe(2_592_000_000);
		expect(shouldOfferWebPush({ ...base, dismissedAt: String(now - 1000) })).toBe(false);
		expect(shouldOfferWebPush({ ...base, dismissedAt: String(now - DISMISSAL_MS + 1) })).toBe(
			false,
		);
		expect(shouldOfferWebPush({ ...base, dismissedAt: String(now - DISMISSAL_MS) })).toBe(true);
		// A stored value that is no time, or one in the future (a wrong clock), does not block forever.
		expect(shouldOfferWebPush({ ...base, dismissedAt: 'garbage' })).toBe(true);
		expect(shouldOfferWebPush({ ...base, dismissedAt: String(now + DISMISSAL_MS) })).toBe(true);
	});

	it('turns the base64url VAPID key into the bytes subscribe() takes', () => {
		const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 7) % 256);
		const key = Buffer.from(bytes).toString('base64url');
		expect([...applicationServerKey(key)]).toEqual([...bytes]);
	});
});

describe('NTF-09: which push endpoints are accepted', () => {
	it.each([
		'https://fcm.googleapis.com/fcm/send/abc',
		'https://updates.push.services.mozilla.com/wpush/v2/abc',
		'https://web.push.apple.com/QGk',
		'https://93.184.215.14/push',
	])('accepts %s', (endpoint) => {
		expect(acceptablePushEndpoint(endpoint)).not.toBeNull();
	});

	it.each([
		'http://fcm.googleapis.com/fcm/send/abc',
		'https://localhost/x',
		'https://push.localhost/x',
		'https://printer.local/x',
		'https://metadata.google.internal/x',
		'https://router.home.arpa/x',
		'https://intranet/x',
		'https://10.1.2.3/x',
		'https://[fd00::1]/x',
		'https://[::1]/x',
		'https://0x7f.1/x',
		'https://fcm.googleapis.com:444/x',
		'ftp://fcm.googleapis.com/x',
		`https://fcm.googleapis.com/${'a'.repeat(2100)}`,
	])('refuses %s', (endpoint) => {
		expect(acceptablePushEndpoint(endpoint)).toBeNull();
	});

	it('accepts a registered loopback test target, over http too, and nothing else on loopback', () => {
		const targets = [{ address: '127.0.0.1', port: 4455 }];
		expect(acceptablePushEndpoint('http://127.0.0.1:4455/push/a', targets)).not.toBeNull();
		expect(acceptablePushEndpoint('http://127.0.0.1:4456/push/a', targets)).toBeNull();
		expect(acceptablePushEndpoint('http://127.0.0.1:4455/push/a')).toBeNull();
	});
});

describe('the daily digest time', () => {
	it('is the next 09:00 UTC strictly after now', () => {
		expect(nextDigestTime(new Date('2026-11-28T08:59:59Z')).toISOString()).toBe(
			'2026-11-28T09:00:00.000Z',
		);
		expect(nextDigestTime(new Date('2026-11-28T09:00:00Z')).toISOString()).toBe(
			'2026-11-29T09:00:00.000Z',
		);
		expect(nextDigestTime(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe(
			'2027-01-01T09:00:00.000Z',
		);
	});
});
