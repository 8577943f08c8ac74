/**
 * UPS-15: a visit after more than 30 minutes without activity counts as a new visit: the
 * revisitation count goes up and the visit's start time is updated. `ts` is the last activity.
 */
export const REVISITATION_GAP_MS = 30 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RevisitationState {
	count: number;
	/** When the current visit began. */
	time: number | null;
	/** The last activity. */
	ts: number | null;
}

export interface Revisitation {
	state: RevisitationState;
	/** Whole days since the previous visit's last activity, when this activity began a visit. */
	daysSinceLastRevisitation: number | null;
	/** This activity began a new visit. */
	newVisit: boolean;
}

/** Records activity at `now`. */
export function touchRevisitation(state: RevisitationState, now: number): Revisitation {
	if (state.ts === null || state.count === 0) {
		return {
			state: { count: 1, time: now, ts: now },
			daysSinceLastRevisitation: null,
			newVisit: true,
		};
	}
	if (now - state.ts > REVISITATION_GAP_MS) {
		return {
			state: { count: state.count + 1, time: now, ts: now },
			daysSinceLastRevisitation: Math.floor((now - state.ts) / DAY_MS),
			newVisit: true,
		};
	}
	return {
		state: { ...state, ts: Math.max(state.ts, now) },
		daysSinceLastRevisitation: null,
		newVisit: false,
	};
}

/** Whether the visitor is on their first visit (UPS-11 "first-time visitor"). */
export function isFirstVisit(state: RevisitationState): boolean {
	return state.count <= 1;
}
