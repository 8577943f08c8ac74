import { quickSave } from '../../../content/saving/client/saving.api.ts';
import { ApiError, callRest } from '../../../platform/client/api.ts';
import { pagesForSignup } from '../unauth-state.ts';
import { endUnauthSave } from '../upsell-state.ts';
import { unauthState, upsellState } from './upsell-storage.ts';

/** AUTH-09 / API-27. */
const LANDING_SIGNALS_PATH = '/v3/orientation/user_landing_signals/';

export interface AfterAuthInput {
	/** The visitor has just created the account (else: logged in). */
	registered: boolean;
	/** UPS-06: the save the visitor asked for before having an account. */
	savePinId?: string | undefined;
}

export interface AfterAuthDeps {
	postLandingSignals?: (pages: string[]) => Promise<unknown>;
	save?: (pinId: string) => Promise<unknown>;
}

/**
 * What a signed-out visit leaves to do once the visitor has an account, run by the auth modal
 * before it moves on (the page then reloads signed in, without these scripts):
 * - after a sign-up, `POST /v3/orientation/user_landing_signals/` with `is_register` and the
 *   pages visited signed out (UPS-01 `visitedUnauthPages`);
 * - the pins quick-saved in this browser (UPS-14) and the pending save (UPS-06) are saved to the
 *   account's Quick saves board; the pending save then ends `completed` (`hasSavedUnauthPin`).
 * Failures are swallowed: signing up has succeeded either way, and an unsaved pin can be saved
 * again (a pin kept in this browser stays there until it is saved). A pin that is already on
 * the board counts as saved.
 */
export async function completeUnauthJourney(
	input: AfterAuthInput,
	deps: AfterAuthDeps = {},
): Promise<void> {
	const post =
		deps.postLandingSignals ??
		((pages: string[]) =>
			callRest('POST', LANDING_SIGNALS_PATH, { is_register: true, unauth_visited_pages: pages }));
	const save = deps.save ?? quickSave;
	const unauth = unauthState().get();
	if (input.registered) await post(pagesForSignup(unauth)).catch(() => {});
	const pins = [...new Set([...unauth.savedPins.map((p) => p.id), input.savePinId ?? ''])].filter(
		Boolean,
	);
	const failed = new Set<string>();
	for (const id of pins) {
		const ok = await save(id).then(
			() => true,
			(error: unknown) => error instanceof ApiError && error.code === 'AlreadySaved',
		);
		if (!ok) failed.add(id);
	}
	// Pins kept in this browser leave it once they are on the account; failed ones stay.
	if (unauth.savedPins.length > 0) {
		unauthState().update((s) => ({ ...s, savedPins: s.savedPins.filter((p) => failed.has(p.id)) }));
	}
	if (input.savePinId && !failed.has(input.savePinId)) {
		upsellState().update((s) => endUnauthSave(s, 'completed'));
	}
}
