import { describe, expect, it } from 'vitest';
import { navigationUpsellDue } from '~/lib/growth/upsell/navigation-upsell.ts';
import {
	countPinLinkClick,
	PIN_LINK_COUNTER_RESET_MS,
	pinLinkUpsellDue,
} from '~/lib/growth/upsell/pin-link-upsell.ts';
import { pinViewUpsellDue } from '~/lib/growth/upsell/pin-view-upsell.ts';
import { QUICK_SAVE_CAP, quickSaveDecision } from '~/lib/growth/upsell/quick-save.ts';

const base = { clickCount: 0, seen: false, dismissed: false, relaxation: false };

describe('pinViewUpsellDue (UPS-04)', () => {
	it('lets 3 pins open and stops the 4th (clickCount + 1 >= 4)', () => {
		expect([0, 1, 2].map((clickCount) => pinViewUpsellDue({ ...base, clickCount }))).toEqual([
			false,
			false,
			false,
		]);
		expect(pinViewUpsellDue({ ...base, clickCount: 3 })).toBe(true);
		expect(pinViewUpsellDue({ ...base, clickCount: 10 })).toBe(true);
	});

	it('shows once per session: not after the modal was seen', () => {
		expect(pinViewUpsellDue({ ...base, clickCount: 3, seen: true })).toBe(false);
	});

	it('in the relaxation group, not after a dismissal (control ignores dismissals)', () => {
		expect(pinViewUpsellDue({ ...base, clickCount: 3, dismissed: true })).toBe(true);
		expect(pinViewUpsellDue({ ...base, clickCount: 3, dismissed: true, relaxation: true })).toBe(
			false,
		);
		expect(pinViewUpsellDue({ ...base, clickCount: 3, relaxation: true })).toBe(true);
	});
});

describe('pin-link upsell (UPS-07)', () => {
	it('shows at click 2 and every 5th after: 2, 7, 12, 17', () => {
		const due = Array.from({ length: 20 }, (_, i) => i + 1).filter(pinLinkUpsellDue);
		expect(due).toEqual([2, 7, 12, 17]);
	});

	it('counts clicks and restarts the counter after 7 days', () => {
		const t0 = 1_000_000;
		let c = countPinLinkClick({ count: 0, since: null }, t0);
		expect(c).toEqual({ count: 1, since: t0 });
		c = countPinLinkClick(c, t0 + 1000);
		expect(c).toEqual({ count: 2, since: t0 });
		// Exactly 7 days later still counts on; a moment after, it starts over.
		expect(countPinLinkClick(c, t0 + PIN_LINK_COUNTER_RESET_MS)).toEqual({ count: 3, since: t0 });
		const later = t0 + PIN_LINK_COUNTER_RESET_MS + 1;
		expect(countPinLinkClick(c, later)).toEqual({ count: 1, since: later });
	});
});

describe('navigationUpsellDue (UPS-08)', () => {
	const nav = { navigationCount: 4, pinViews: 0, uniqueNavigationalPages: 0, seen: false };

	it('is considered once the local navigation count reaches 4', () => {
		expect(navigationUpsellDue({ ...nav, navigationCount: 3, uniqueNavigationalPages: 4 })).toBe(
			false,
		);
		expect(navigationUpsellDue({ ...nav, uniqueNavigationalPages: 4 })).toBe(true);
	});

	it('needs more than 3 pin views or more than 3 unique navigational pages', () => {
		expect(navigationUpsellDue({ ...nav, pinViews: 3, uniqueNavigationalPages: 3 })).toBe(false);
		expect(navigationUpsellDue({ ...nav, pinViews: 4 })).toBe(true);
		expect(navigationUpsellDue({ ...nav, navigationCount: 9, uniqueNavigationalPages: 4 })).toBe(
			true,
		);
	});

	it('not once the login modal was seen in this session', () => {
		expect(navigationUpsellDue({ ...nav, pinViews: 5, seen: true })).toBe(false);
	});
});

describe('quickSaveDecision (UPS-14)', () => {
	it('saves up to the cap of 2, then blocks', () => {
		expect(QUICK_SAVE_CAP).toBe(2);
		expect(quickSaveDecision([], '1')).toBe('save');
		expect(quickSaveDecision([{ id: '1' }], '2')).toBe('save');
		expect(quickSaveDecision([{ id: '1' }, { id: '2' }], '3')).toBe('blocked');
	});

	it('a pin already kept is not saved twice, even at the cap', () => {
		expect(quickSaveDecision([{ id: '1' }, { id: '2' }], '2')).toBe('already-saved');
	});

	it('push experiments may set the cap to 0: every save is blocked', () => {
		expect(quickSaveDecision([], '1', 0)).toBe('blocked');
	});
});
