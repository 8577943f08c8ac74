import * as z from 'zod/mini';
import { count, list, pinId, text, time, touchCapped } from './schema-parts.ts';

/** Why an upsell modal opened (UPS-03 display prop `reason`). */
const UPSELL_REASONS = [
	'pin_view',
	'navigation',
	'pin_link',
	'save',
	'quick_save_cap',
	'safari_wall',
] as const;
export type UpsellReason = (typeof UPSELL_REASONS)[number];

/** UPS-06: a signed-out save waits for an account, then ends dismissed or completed. */
const UNAUTH_SAVE_STATUSES = ['pending', 'dismissed', 'completed'] as const;

/**
 * UPS-03: the upsell state of one tab session (kept in `sessionStorage`, and only when consent
 * allows, like the unauth state; `upsell-storage.ts`). It decides which prompt may show next.
 */
const upsellStateSchema = z.object({
	/** The last upsell modal shown, with its display props; null before any. */
	modal: z.catch(
		z.nullable(
			z.object({
				shown: z.boolean(),
				/** Which heading it used (`continue`, `save`, `follow`, …; UPS-20). */
				headingType: text(32),
				/** Who the modal speaks for when a pin or board led to it (its id), else null. */
				attributionLabel: z.catch(z.nullable(text(64)), null),
				reason: z.enum(UPSELL_REASONS),
			}),
		),
		null,
	),
	lastShownTime: time(),
	/** Upsell modals shown in this session. */
	timesShownForSessionCount: count(),
	/** UPS-08: signed-out page views of upsell-eligible pages in this session. */
	upsellEligibleNavigationCount: count(),
	sessionContext: z.catch(
		z.nullable(
			z.object({
				country: text(2),
				referrer: text(2048),
				/** A random id of this signed-out session (not of the device). */
				unauthId: text(64),
				userAgent: text(512),
			}),
		),
		null,
	),
	/** The landing-page type of the current page (`closeup`, `home`, `board`, …). */
	currentPageViewType: z.catch(z.nullable(text(32)), null),
	/** UPS-04: distinct pins opened for free in this session (`clickCount` is their number). */
	freePinViews: list(pinId()),
	/** UPS-08: distinct navigational (non-closeup) pages viewed in this session. */
	navigationalPages: list(text(512)),
	/** UPS-06: the signed-out save waiting for an account (`unauthSavePinId`) and how it ended. */
	unauthSave: z.catch(
		z.nullable(z.object({ pinId: pinId(), status: z.enum(UNAUTH_SAVE_STATUSES) })),
		null,
	),
});

export type UpsellState = z.infer<typeof upsellStateSchema>;
export type UpsellModalProps = NonNullable<UpsellState['modal']>;

export function emptyUpsellState(): UpsellState {
	return upsellStateSchema.parse({});
}

export function parseUpsellState(stored: string | null): UpsellState {
	let value: unknown = {};
	try {
		value = stored ? JSON.parse(stored) : {};
	} catch {
		value = {};
	}
	const result = upsellStateSchema.safeParse(value);
	return result.success ? result.data : emptyUpsellState();
}

/** UPS-03: an upsell modal was shown now. */
export function recordModalShown(
	state: UpsellState,
	props: Omit<UpsellModalProps, 'shown'>,
	now: number,
): UpsellState {
	return {
		...state,
		modal: { ...props, shown: true },
		lastShownTime: now,
		timesShownForSessionCount: state.timesShownForSessionCount + 1,
	};
}

/** UPS-04: a pin's closeup was opened for free (each pin counts once). */
export function recordFreePinView(state: UpsellState, id: string): UpsellState {
	return { ...state, freePinViews: touchCapped(state.freePinViews, id) };
}

/** UPS-08: one more eligible page view; navigational pages are also kept by path. */
export function recordNavigation(
	state: UpsellState,
	page: { type: string; path: string; navigational: boolean },
): UpsellState {
	return {
		...state,
		currentPageViewType: page.type,
		upsellEligibleNavigationCount: state.upsellEligibleNavigationCount + 1,
		navigationalPages: page.navigational
			? touchCapped(state.navigationalPages, page.path.slice(0, 512))
			: state.navigationalPages,
	};
}

/** UPS-06: the save the visitor asked for before having an account. */
export function startUnauthSave(state: UpsellState, id: string): UpsellState {
	return { ...state, unauthSave: { pinId: id, status: 'pending' } };
}

/**
 * UPS-06: the pending save ended: `dismissed` (the modal was closed) or `completed` (saved after
 * signing up; `hasSavedUnauthPin`). Only a pending save changes.
 */
export function endUnauthSave(state: UpsellState, status: 'dismissed' | 'completed'): UpsellState {
	if (state.unauthSave?.status !== 'pending') return state;
	return { ...state, unauthSave: { ...state.unauthSave, status } };
}

/** UPS-06 `hasSavedUnauthPin`. */
export function hasSavedUnauthPin(state: UpsellState): boolean {
	return state.unauthSave?.status === 'completed';
}
