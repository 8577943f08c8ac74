/**
 * UPS-07: clicks on pins' outbound links by a signed-out visitor are counted; the counter
 * restarts after 7 days. The upsell modal shows at the 2nd click and then at every 5th click
 * after it: 2, 7, 12, 17, …
 */
export const PIN_LINK_COUNTER_RESET_MS = 7 * 24 * 60 * 60 * 1000;
const PIN_LINK_FIRST_UPSELL = 2;
const PIN_LINK_UPSELL_EVERY = 5;

export interface PinLinkCounter {
	count: number;
	/** When the counter (re)started; null before the first click. */
	since: number | null;
}

/** Counts one click at `now`, first restarting a counter older than 7 days. */
export function countPinLinkClick(counter: PinLinkCounter, now: number): PinLinkCounter {
	const fresh = counter.since === null || now - counter.since > PIN_LINK_COUNTER_RESET_MS;
	return fresh ? { count: 1, since: now } : { count: counter.count + 1, since: counter.since };
}

/** Whether the click that brought the counter to `count` shows the modal. */
export function pinLinkUpsellDue(count: number): boolean {
	if (count < PIN_LINK_FIRST_UPSELL) return false;
	return (count - PIN_LINK_FIRST_UPSELL) % PIN_LINK_UPSELL_EVERY === 0;
}
