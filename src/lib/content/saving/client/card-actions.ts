/**
 * The pin cards' page script (`PinCardOverlay.astro`), for every viewer; no framework, a few
 * hundred bytes:
 * - **Overlay** (desktop): the first time a mouse enters a card or focus moves into it, the
 *   page's `#pin-card-overlay` template is copied into the card's `<li>`: the board button
 *   before the Save link, Share and "More options" after it, so Tab goes card → board → Save →
 *   Share → More. CSS shows them only while the card is hovered or holds focus, and never on
 *   phones.
 * - **Long press** (touch and pen): holding a card for `LONG_PRESS_MS` without moving clicks its
 *   Save link, so each viewer gets that link's own flow (the board picker signed in, the
 *   signed-out save of UPS-05/14, the login modal for limited-login), and the click that ends
 *   the press does not open the pin.
 */

const LONG_PRESS_MS = 450;
/** How far (px) a finger may drift before the press counts as a scroll. */
const SLOP = 10;
const CARD_ITEM = '.masonry > li';

function cardOf(target: EventTarget | null): HTMLLIElement | null {
	return (target as Element | null)?.closest?.<HTMLLIElement>(CARD_ITEM) ?? null;
}

/** Puts the overlay's controls into a card, once. */
function addOverlay(item: HTMLLIElement): void {
	if (item.dataset.overlay !== undefined) return;
	const template = document.getElementById('pin-card-overlay') as HTMLTemplateElement | null;
	const save = item.querySelector<HTMLAnchorElement>('a.pin-save');
	const card = item.querySelector<HTMLAnchorElement>('a.pin-card');
	if (!template || !save || !card) return;
	item.dataset.overlay = '';
	const parts = template.content.cloneNode(true) as DocumentFragment;
	const board = parts.querySelector('.pin-board');
	const tools = parts.querySelector('.pin-tools');
	const share = parts.querySelector<HTMLElement>('[data-copy-link]');
	if (share) share.dataset.copyLink = new URL(card.href, location.href).href;
	if (board) save.before(board);
	if (tools) save.after(tools);
}

function listenForOverlay(): void {
	document.addEventListener('pointerover', (event) => {
		if (event.pointerType !== 'mouse') return;
		const item = cardOf(event.target);
		if (item) addOverlay(item);
	});
	document.addEventListener('focusin', (event) => {
		const item = cardOf(event.target);
		if (item) addOverlay(item);
	});
}

function listenForLongPress(): void {
	let timer: ReturnType<typeof setTimeout> | undefined;
	let start: { x: number; y: number } | null = null;
	/** The card whose press fired: the click that ends it must not open the pin. */
	let fired: HTMLLIElement | null = null;
	let pressed: HTMLLIElement | null = null;
	const cancel = () => {
		clearTimeout(timer);
		start = null;
		pressed = null;
	};
	const fire = () => {
		const item = pressed;
		cancel();
		if (!item) return;
		fired = item;
		navigator.vibrate?.(10);
		item.querySelector<HTMLAnchorElement>('a.pin-save')?.click();
	};
	document.addEventListener('pointerdown', (event) => {
		cancel();
		fired = null;
		if (event.pointerType === 'mouse' || !event.isPrimary) return;
		const item = cardOf(event.target);
		if (!item || !(event.target as Element).closest('.pin-card')) return;
		start = { x: event.clientX, y: event.clientY };
		pressed = item;
		timer = setTimeout(fire, LONG_PRESS_MS);
	});
	document.addEventListener('pointermove', (event) => {
		if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > SLOP) cancel();
	});
	for (const type of ['pointerup', 'pointercancel', 'scroll']) {
		addEventListener(type, cancel, { capture: true, passive: true });
	}
	// On window, in the capture phase: ahead of every page listener (the UPS-04 card counter).
	addEventListener(
		'click',
		(event) => {
			if (!fired || !(event.target as Element | null)?.closest?.('.pin-card')) return;
			if (cardOf(event.target) !== fired) return;
			fired = null;
			event.preventDefault();
			event.stopPropagation();
		},
		true,
	);
	// The browser's own long-press menu (open in a new tab, copy the image) would cover the
	// picker; a browser whose long press is quicker than ours fires the save with its menu.
	addEventListener(
		'contextmenu',
		(event) => {
			if (!cardOf(event.target)) return;
			if (pressed) {
				event.preventDefault();
				fire();
			} else if (fired) event.preventDefault();
		},
		true,
	);
}

let started = false;

export function startPinCards(): void {
	if (started) return;
	started = true;
	listenForOverlay();
	listenForLongPress();
}
