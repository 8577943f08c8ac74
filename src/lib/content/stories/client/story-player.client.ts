import storyPlayer from '~/messages/story-player/index.ts';
import {
	goTo,
	initialState,
	isPlaying,
	type PlayerState,
	pageDuration,
	setPaused,
	showsPlay,
	tick,
	togglePlay,
} from '../story-player.ts';

const TICK_MS = 100;

/**
 * Turns every story closeup on the page (`[data-story-player]`) from its no-JavaScript form, an
 * ordered list of all pages, into a player (BLD-14): one page at a time, progress bars,
 * previous/next and pause buttons, left and right arrow keys, paused on hover or focus, no
 * autoplay for a reader who prefers reduced motion. Time comes from `Date.now`, so a test clock
 * drives it.
 */
export function startStoryPlayers(doc: Document = document): void {
	for (const root of doc.querySelectorAll<HTMLElement>('[data-story-player]')) startPlayer(root);
}

function startPlayer(root: HTMLElement): void {
	if (root.dataset.storyReady) return;
	root.dataset.storyReady = '1';
	const pages = [...root.querySelectorAll<HTMLElement>('[data-story-page]')];
	const fills = [...root.querySelectorAll<HTMLElement>('[data-story-fill]')];
	const status = root.querySelector<HTMLElement>('[data-story-status]');
	const toggle = root.querySelector<HTMLButtonElement>('[data-story-toggle]');
	const prev = root.querySelector<HTMLButtonElement>('[data-story-prev]');
	const next = root.querySelector<HTMLButtonElement>('[data-story-next]');
	if (pages.length === 0 || !toggle || !prev || !next) return;
	const reduced =
		root.ownerDocument.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ??
		false;
	let state: PlayerState = initialState(pages.length, reduced);
	let last = Date.now();
	let shownIndex = -1;
	const t = storyPlayer();

	const duration = (i: number) =>
		pageDuration(pages[i]?.querySelector('[data-story-video]') != null);

	const draw = () => {
		pages.forEach((page, i) => {
			page.hidden = i !== state.index;
		});
		fills.forEach((fill, i) => {
			const done = i < state.index ? 1 : i > state.index ? 0 : state.elapsed / duration(i);
			fill.style.transform = `scaleX(${Math.min(1, done).toFixed(3)})`;
		});
		const playLabel = showsPlay(state) ? t.play() : t.pause();
		if (toggle.textContent !== playLabel) toggle.textContent = playLabel;
		prev.disabled = state.index === 0;
		next.disabled = state.index === state.count - 1;
		if (shownIndex !== state.index) {
			shownIndex = state.index;
			root.dataset.storyIndex = String(state.index);
			if (status) status.textContent = t.pageOf({ n: state.index + 1, count: state.count });
			for (const [i, page] of pages.entries()) {
				for (const video of page.querySelectorAll<HTMLVideoElement>('video')) {
					if (i === state.index) void video.play().catch(() => {});
					else video.pause();
				}
			}
		}
	};

	const update = (next: PlayerState) => {
		state = next;
		draw();
	};

	root.ownerDocument.defaultView?.setInterval(() => {
		const now = Date.now();
		const ms = now - last;
		last = now;
		if (isPlaying(state)) update(tick(state, ms, duration(state.index)));
	}, TICK_MS);

	prev.addEventListener('click', () => update(goTo(state, state.index - 1)));
	next.addEventListener('click', () => update(goTo(state, state.index + 1)));
	toggle.addEventListener('click', () => update(togglePlay(state)));
	root.addEventListener('keydown', (event) => {
		if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
		event.preventDefault();
		update(goTo(state, state.index + (event.key === 'ArrowRight' ? 1 : -1)));
	});
	root.addEventListener('mouseenter', () => update(setPaused(state, 'hover', true)));
	root.addEventListener('mouseleave', () => update(setPaused(state, 'hover', false)));
	root.addEventListener('focusin', () => update(setPaused(state, 'focus', true)));
	root.addEventListener('focusout', (event) => {
		if (!root.contains(event.relatedTarget as Node | null))
			update(setPaused(state, 'focus', false));
	});

	root.dataset.storyPlaying = '';
	for (const el of root.querySelectorAll<HTMLElement>('[data-story-js]')) el.hidden = false;
	draw();
}
