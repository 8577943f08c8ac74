import * as z from 'zod/mini';
import {
	appendCapped,
	count,
	LIST_CAP,
	list,
	pinId,
	text,
	time,
	touchCapped,
} from './schema-parts.ts';

/**
 * UPS-01: what this browser remembers of a signed-out visitor. It is stored in `localStorage`
 * only when the visitor's cookie consent allows personalization (UPS-02); otherwise it lives in
 * memory for the page (`upsell-storage.ts`). Lists keep their newest 50 entries (U-09).
 */
const unauthStateSchema = z.object({
	/** Paths (with query) of pages viewed while signed out, oldest first. Sent at sign-up. */
	visitedUnauthPages: list(text(512)),
	/** Ids of pins whose closeup was opened, oldest first, each once (the latest view last). */
	closeupPins: list(pinId()),
	/** Searches run while signed out (SRC-08), oldest first. */
	completedSearches: list(
		z.object({
			query: text(200),
			/** Where the search came from (`typed`, `direct_navigation`, …). */
			rs: text(64),
			scope: text(32),
			rg: z.catch(z.nullable(text(64)), null),
			timestamp: z.number(),
		}),
		10,
	),
	/** Outbound links of pins the visitor followed (UPS-07 counts them separately). */
	clickthroughPins: list(
		z.object({
			pinId: pinId(),
			link: text(2048),
			/** The pin image's media key when the page knows it. */
			imageSignature: z.catch(z.nullable(text(128)), null),
			domain: z.catch(z.nullable(text(253)), null),
		}),
	),
	downloadedPinsCount: count(),
	/** UPS-14: pins quick-saved in this browser while signed out (at most the cap). */
	savedPins: list(z.object({ id: pinId() })),
	/** "is quick unauth save": the visitor has used the signed-out quick save. */
	isQUS: z.catch(z.boolean(), false),
	/** UPS-15: `count` visits; `time` when the current visit began; `ts` the last activity. */
	revisitationState: z.catch(z.object({ count: count(), time: time(), ts: time() }), {
		count: 0,
		time: null,
		ts: null,
	}),
	/** Whole days between the previous visit's last activity and the start of this visit. */
	daysSinceLastRevisitation: z.catch(z.nullable(z.int().check(z.minimum(0))), null),
	/** UPS-07: outbound-link clicks since `since` (the counter restarts after 7 days). */
	pinLinkClicks: z.catch(z.object({ count: count(), since: time() }), { count: 0, since: null }),
	/** UPS-12: how often the mobile sign-up modal was shown and dismissed. */
	mobileSignupModal: z.catch(z.object({ shown: count(), dismissed: count() }), {
		shown: 0,
		dismissed: 0,
	}),
	/** UPS-18: when the browser-extension upsell was last dismissed. */
	extensionUpsellDismissedAt: time(),
	/** UPS-21: a pin shared into this signed-out session, and when it arrived. */
	sharedPin: z.catch(z.nullable(z.object({ pinId: pinId(), storedAt: z.number() })), null),
});

export type UnauthState = z.infer<typeof unauthStateSchema>;

/** A state with nothing remembered. */
export function emptyUnauthState(): UnauthState {
	return unauthStateSchema.parse({});
}

/** Reads stored text into a state; anything unreadable becomes the empty state, field by field. */
export function parseUnauthState(stored: string | null): UnauthState {
	let value: unknown = {};
	try {
		value = stored ? JSON.parse(stored) : {};
	} catch {
		value = {};
	}
	const result = unauthStateSchema.safeParse(value);
	return result.success ? result.data : emptyUnauthState();
}

/** Records a page view (path and query, cut to 512 characters). */
export function recordVisitedPage(state: UnauthState, path: string): UnauthState {
	return {
		...state,
		visitedUnauthPages: appendCapped(state.visitedUnauthPages, path.slice(0, 512)),
	};
}

/** Records a closeup view of `pinId` (each pin once, most recent last). */
export function recordCloseupPin(state: UnauthState, id: string): UnauthState {
	return { ...state, closeupPins: touchCapped(state.closeupPins, id) };
}

/** Records an outbound click of a pin's link. */
export function recordClickthrough(
	state: UnauthState,
	click: UnauthState['clickthroughPins'][number],
): UnauthState {
	return { ...state, clickthroughPins: appendCapped(state.clickthroughPins, click) };
}

/** SRC-08: records a completed search (the same query moves to the end instead of repeating). */
export function recordSearch(
	state: UnauthState,
	search: UnauthState['completedSearches'][number],
): UnauthState {
	const others = state.completedSearches.filter(
		(s) => s.query.toLowerCase() !== search.query.toLowerCase(),
	);
	return { ...state, completedSearches: [...others, search].slice(-10) };
}

/** The pages to send with a sign-up (`visited_pages`, `unauth_visited_pages`), at most 50. */
export function pagesForSignup(state: UnauthState): string[] {
	return state.visitedUnauthPages.slice(-LIST_CAP);
}
