import { describe, expect, it } from 'vitest';
import {
	FINGERPRINT_PATTERN,
	FINGERPRINT_SENT_KEY,
	type FingerprintTraits,
	fingerprintOf,
} from '~/lib/growth/spam/fingerprint.ts';
import * as shell from '~/lib/growth/telemetry/client/shell-telemetry.ts';

const traits: FingerprintTraits = {
	userAgent: 'Mozilla/5.0',
	languages: ['en-US', 'en'],
	timeZone: 'Europe/Paris',
	screen: '1920x1080x24',
	hardwareConcurrency: 8,
	maxTouchPoints: 0,
};

describe('fingerprintOf (AUTH-20)', () => {
	it('is 16 hex digits, the same for the same traits, different for others', () => {
		const fp = fingerprintOf(traits);
		expect(fp).toMatch(/^[0-9a-f]{16}$/);
		expect(fingerprintOf({ ...traits })).toBe(fp);
		expect(fingerprintOf({ ...traits, timeZone: 'Europe/Berlin' })).not.toBe(fp);
		expect(FINGERPRINT_PATTERN.test(fp)).toBe(true);
	});

	it('the server accepts 1 to 128 printable ASCII characters', () => {
		expect(FINGERPRINT_PATTERN.test('x'.repeat(128))).toBe(true);
		for (const bad of ['', 'x'.repeat(129), 'has space', 'é', 'a\nb']) {
			expect(FINGERPRINT_PATTERN.test(bad), JSON.stringify(bad)).toBe(false);
		}
	});

	it("the header's copy of the session key and delay match AUTH-20", () => {
		expect(shell.FINGERPRINT_SENT_KEY).toBe(FINGERPRINT_SENT_KEY);
		expect(shell.FINGERPRINT_DELAY_MS).toBe(300);
	});
});
