/**
 * UPS-04: signed-out visitors open pins for free until the 4th. Before a closeup opens, the
 * count of distinct pins already opened in this session is `clickCount`; the login modal shows
 * instead when `clickCount + 1 >= 4` and the visitor has not seen it in this session (the seen
 * flag is in `sessionStorage`); in the relaxation group it must also not have been dismissed.
 */
const FREE_PIN_VIEW_LIMIT = 4;

export interface PinViewUpsellInput {
	/** Distinct pins opened for free in this session. */
	clickCount: number;
	/** The login upsell modal was shown in this session. */
	seen: boolean;
	/** It was closed without logging in. */
	dismissed: boolean;
	/** The visitor is in the relaxation experiment group. */
	relaxation: boolean;
}

export function pinViewUpsellDue(input: PinViewUpsellInput): boolean {
	if (input.clickCount + 1 < FREE_PIN_VIEW_LIMIT || input.seen) return false;
	return !(input.relaxation && input.dismissed);
}
