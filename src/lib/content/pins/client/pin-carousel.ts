/**
 * The closeup carousel's script (`PinCarousel.astro`): turns each `[data-carousel]` list into a
 * sideways row that snaps to each picture, shows Previous/Next and the dots, and keeps them in
 * step with the scroll position (a swipe is native scrolling). Arrow keys move a picture when
 * the row or a control has focus. Without this script the list stays a readable list.
 */
export function startCarousels(root: ParentNode = document): void {
	for (const el of root.querySelectorAll<HTMLElement>('[data-carousel]')) {
		if (el.dataset.carouselReady) continue;
		el.dataset.carouselReady = '1';
		startCarousel(el);
	}
}

function startCarousel(el: HTMLElement): void {
	const track = el.querySelector<HTMLElement>('[data-carousel-track]');
	const controls = el.querySelector<HTMLElement>('[data-carousel-controls]');
	const prev = el.querySelector<HTMLButtonElement>('[data-carousel-prev]');
	const next = el.querySelector<HTMLButtonElement>('[data-carousel-next]');
	const status = el.querySelector<HTMLElement>('[data-carousel-status]');
	const dots = [...el.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
	const slides = [...el.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
	if (!track || !controls || !prev || !next || slides.length === 0) return;
	el.classList.add('pin-carousel--js');
	controls.hidden = false;
	prev.hidden = false;
	next.hidden = false;
	// The row scrolls: it takes focus so the keyboard reaches it (arrow keys move a picture).
	track.tabIndex = 0;
	// A row's slides are each a whole picture; the others are out of the reading order.
	let current = -1;
	const show = (index: number, announce: boolean) => {
		if (index === current) return;
		current = index;
		const focused = document.activeElement;
		prev.disabled = index <= 0;
		next.disabled = index >= slides.length - 1;
		// An arrow that just ran out keeps no focus: it moves to the other one.
		if (focused === prev && prev.disabled) next.focus();
		if (focused === next && next.disabled) prev.focus();
		dots.forEach((dot, i) => {
			if (i === index) dot.setAttribute('aria-current', 'true');
			else dot.removeAttribute('aria-current');
		});
		slides.forEach((slide, i) => {
			slide.toggleAttribute('inert', i !== index);
		});
		el.dataset.carouselIndex = String(index);
		if (announce && status) status.textContent = slides[index]?.getAttribute('aria-label') ?? '';
	};
	const go = (index: number) => {
		const target = Math.max(0, Math.min(slides.length - 1, index));
		track.scrollTo({ left: slides[target]!.offsetLeft - track.offsetLeft, behavior: 'smooth' });
		show(target, true);
	};
	prev.addEventListener('click', () => go(current - 1));
	next.addEventListener('click', () => go(current + 1));
	dots.forEach((dot, i) => {
		dot.addEventListener('click', () => go(i));
	});
	el.addEventListener('keydown', (event) => {
		if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
			const rtl = getComputedStyle(el).direction === 'rtl';
			const forward = (event.key === 'ArrowRight') !== rtl;
			event.preventDefault();
			go(current + (forward ? 1 : -1));
		}
	});
	// Where a swipe (or a smooth scroll) comes to rest decides the picture shown.
	let settle: ReturnType<typeof setTimeout> | undefined;
	track.addEventListener(
		'scroll',
		() => {
			clearTimeout(settle);
			settle = setTimeout(() => {
				const width = track.clientWidth || 1;
				show(Math.round(Math.abs(track.scrollLeft) / width), true);
			}, 120);
		},
		{ passive: true },
	);
	show(0, false);
}
