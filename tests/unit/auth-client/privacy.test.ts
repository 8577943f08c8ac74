import { describe, expect, it, vi } from 'vitest';
import {
	applyGpcSignal,
	GPC_OPT_OUTS,
	GPC_SAVED_KEY,
} from '~/lib/platform/privacy/client/gpc-signal.ts';
import {
	consentSettings,
	cookieValue,
	decideConsent,
	parseConsent,
	serializeConsent,
} from '~/lib/platform/privacy/consent.ts';
import { MemoryStorage } from './memory-storage.ts';

const ALL = { analytics: true, personalization: true, marketing: true };
const NONE = { analytics: false, personalization: false, marketing: false };

describe('cookie consent (CMP-05)', () => {
	it('reads and writes the cookie JSON, tolerating junk', () => {
		const mixed = { analytics: true, personalization: false, marketing: true };
		expect(parseConsent(serializeConsent(mixed))).toEqual(mixed);
		expect(parseConsent('{"analytics":1}')).toBeNull();
		expect(parseConsent('nope')).toBeNull();
		expect(parseConsent(null)).toBeNull();
		expect(parseConsent('null')).toBeNull();
	});

	it('finds a cookie in document.cookie text', () => {
		const text = `a=1; _cb_consent=${encodeURIComponent(serializeConsent(ALL))}; b=2`;
		expect(parseConsent(cookieValue(text, '_cb_consent'))).toEqual(ALL);
		expect(cookieValue(text, 'missing')).toBeNull();
		expect(cookieValue('x_cb_consent=1', '_cb_consent')).toBeNull();
	});

	it('allows everything where consent is not required', () => {
		expect(decideConsent('marketing', { required: false, cookie: null, saved: null })).toBe(true);
		expect(decideConsent('marketing', { required: false, cookie: NONE, saved: null })).toBe(true);
	});

	it('where required: nothing before an answer, then the answer; the cookie wins over settings', () => {
		expect(decideConsent('analytics', { required: true, cookie: null, saved: null })).toBe(false);
		expect(decideConsent('analytics', { required: true, cookie: null, saved: ALL })).toBe(true);
		expect(decideConsent('analytics', { required: true, cookie: NONE, saved: ALL })).toBe(false);
		const mixed = { analytics: true, personalization: false, marketing: false };
		expect(decideConsent('analytics', { required: true, cookie: mixed, saved: null })).toBe(true);
		expect(decideConsent('marketing', { required: true, cookie: mixed, saved: null })).toBe(false);
	});

	it('maps an answer to the three settings fields (ACC-05)', () => {
		expect(consentSettings({ analytics: true, personalization: false, marketing: true })).toEqual({
			allow_analytic_cookies: true,
			allow_personalization_cookies: false,
			allow_marketing_cookies: true,
		});
	});
});

describe('applyGpcSignal (CMP-04)', () => {
	function deps(gpc: boolean, storage = new MemoryStorage()) {
		return {
			gpc,
			userId: '42',
			storage,
			saveSettings: vi.fn(async () => ({})),
			saveState: vi.fn(async () => ({})),
		};
	}

	it('saves the five opt-outs and the user state once per user', async () => {
		const d = deps(true);
		await expect(applyGpcSignal(d)).resolves.toBe(true);
		expect(d.saveSettings).toHaveBeenCalledWith({
			personalize_from_offsite_browsing: false,
			ads_customize_from_conversion: false,
			third_party_marketing_tracking_enabled: false,
			ccpa_opted_out: true,
			third_party_ads_personalization: false,
		});
		expect(d.saveState).toHaveBeenCalledTimes(1);
		expect(GPC_OPT_OUTS.ccpa_opted_out).toBe(true);
		await expect(applyGpcSignal(d)).resolves.toBe(false);
		expect(d.saveSettings).toHaveBeenCalledTimes(1);
		const other = { ...deps(true, d.storage), userId: '43' };
		await expect(applyGpcSignal(other)).resolves.toBe(true);
		expect(d.storage.getItem(GPC_SAVED_KEY)).toBe('42,43');
	});

	it('does nothing without the signal', async () => {
		const d = deps(false);
		await expect(applyGpcSignal(d)).resolves.toBe(false);
		expect(d.saveSettings).not.toHaveBeenCalled();
	});

	it('tries again on the next page when a save failed', async () => {
		const d = deps(true);
		d.saveState.mockRejectedValueOnce(new Error('500'));
		await expect(applyGpcSignal(d)).rejects.toThrow('500');
		expect(d.storage.getItem(GPC_SAVED_KEY)).toBeNull();
		await expect(applyGpcSignal(d)).resolves.toBe(true);
	});
});
