import { STORY_MAX_VIDEO_PAGE_MS, STORY_PAGE_MS } from './story-rules.ts';

/**
 * The story closeup's playback (BLD-14), as pure state: which page shows, how far its time has
 * run, and why it is paused. The closeup's script (`client/story-player.client.ts`) feeds it
 * ticks and events and draws what it answers.
 *
 * A page shows for `STORY_PAGE_MS`, a page with a video for `STORY_MAX_VIDEO_PAGE_MS`; after the
 * last page the story stops there. It is paused while any reason holds: the pointer is over
 * it, focus is in it, the reader pressed Pause, or the reader prefers reduced motion (no
 * autoplay then; paging by hand still works, and Play starts it).
 */
export type PauseReason = 'hover' | 'focus' | 'user' | 'motion' | 'ended';

export interface PlayerState {
	index: number;
	count: number;
	/** Milliseconds the current page has shown. */
	elapsed: number;
	paused: ReadonlySet<PauseReason>;
}

export function pageDuration(hasVideo: boolean): number {
	return hasVideo ? STORY_MAX_VIDEO_PAGE_MS : STORY_PAGE_MS;
}

export function initialState(count: number, reducedMotion: boolean): PlayerState {
	return {
		index: 0,
		count,
		elapsed: 0,
		paused: new Set<PauseReason>(reducedMotion ? ['motion'] : []),
	};
}

export function isPlaying(state: PlayerState): boolean {
	return state.paused.size === 0;
}

/** `ms` more of playing, with the current page's duration; moves on when it has run out. */
export function tick(state: PlayerState, ms: number, duration: number): PlayerState {
	if (!isPlaying(state)) return state;
	const elapsed = state.elapsed + ms;
	if (elapsed < duration) return { ...state, elapsed };
	if (state.index + 1 >= state.count) {
		return { ...state, elapsed: duration, paused: withReason(state.paused, 'ended', true) };
	}
	return { ...state, index: state.index + 1, elapsed: 0 };
}

/** Shows page `index` (clamped) from its start. */
export function goTo(state: PlayerState, index: number): PlayerState {
	const to = Math.max(0, Math.min(state.count - 1, index));
	return { ...state, index: to, elapsed: 0, paused: withReason(state.paused, 'ended', false) };
}

export function setPaused(state: PlayerState, reason: PauseReason, on: boolean): PlayerState {
	return { ...state, paused: withReason(state.paused, reason, on) };
}

/**
 * The Pause/Play button: pausing adds the reader's reason; playing clears it and the reduced
 * motion one (the reader asked), and starts over from the first page when the story had ended.
 */
export function togglePlay(state: PlayerState): PlayerState {
	const userPaused =
		state.paused.has('user') || state.paused.has('motion') || state.paused.has('ended');
	if (!userPaused) return setPaused(state, 'user', true);
	let paused = withReason(state.paused, 'user', false);
	paused = withReason(paused, 'motion', false);
	if (state.paused.has('ended'))
		return { ...state, index: 0, elapsed: 0, paused: withReason(paused, 'ended', false) };
	return { ...state, paused };
}

/** Whether the reader's Play/Pause button reads "Play". */
export function showsPlay(state: PlayerState): boolean {
	return state.paused.has('user') || state.paused.has('motion') || state.paused.has('ended');
}

function withReason(
	set: ReadonlySet<PauseReason>,
	reason: PauseReason,
	on: boolean,
): Set<PauseReason> {
	const next = new Set(set);
	if (on) next.add(reason);
	else next.delete(reason);
	return next;
}
