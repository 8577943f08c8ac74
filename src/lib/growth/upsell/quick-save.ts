/**
 * UPS-14: the signed-out quick save. On the mobile experience a signed-out Save keeps the pin in
 * this browser (the unauth state's `savedPins`) instead of asking for an account, up to the
 * cap (2; push experiments may set 0). Once the cap is reached, the next save is blocked and the
 * sign-up modal opens; after signing up, the kept pins and the blocked one are saved to the new
 * account (UPS-06).
 */
export const QUICK_SAVE_CAP = 2;

export type QuickSaveDecision = 'save' | 'already-saved' | 'blocked';

export function quickSaveDecision(
	savedPins: readonly { id: string }[],
	pinId: string,
	cap: number = QUICK_SAVE_CAP,
): QuickSaveDecision {
	if (savedPins.some((p) => p.id === pinId)) return 'already-saved';
	return savedPins.length >= cap ? 'blocked' : 'save';
}
