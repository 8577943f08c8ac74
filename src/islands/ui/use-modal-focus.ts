import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
	return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
		(el) => !el.closest('[hidden]') && el.getClientRects().length > 0,
	);
}

/**
 * Modal behaviour for a `role="dialog"` element while it is mounted:
 * - everything else on the page is made `inert` (screen readers and Tab stay inside) and the
 *   page stops scrolling;
 * - focus moves to the first field (or the first control) and Tab / Shift+Tab cycle inside;
 * - Escape calls `onEscape` when given (AUTH-16: only for a closable modal) and is otherwise
 *   swallowed;
 * - on unmount everything is restored and focus goes back to `returnTo`.
 */
export function useModalFocus(
	ref: RefObject<HTMLElement | null>,
	onEscape: (() => void) | null,
	returnTo: () => HTMLElement | null,
): void {
	// biome-ignore lint/correctness/useExhaustiveDependencies: set up once per opening (mount).
	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		const host = dialog.closest('body > *') as HTMLElement | null;
		const made: HTMLElement[] = [];
		for (const el of document.body.children) {
			if (el instanceof HTMLElement && el !== host && !el.inert) {
				el.inert = true;
				made.push(el);
			}
		}
		const root = document.documentElement;
		const overflow = root.style.overflow;
		root.style.overflow = 'hidden';
		const first = dialog.querySelector<HTMLElement>('input:not([type="hidden"])');
		(first ?? focusables(dialog)[0] ?? dialog).focus();
		const opener = returnTo();

		return () => {
			for (const el of made) el.inert = false;
			root.style.overflow = overflow;
			if (opener?.isConnected) opener.focus();
		};
	}, []);

	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		function onKeyDown(event: KeyboardEvent) {
			if (event.key === 'Escape') {
				event.preventDefault();
				event.stopPropagation();
				onEscape?.();
				return;
			}
			if (event.key !== 'Tab' || !dialog) return;
			const items = focusables(dialog);
			if (items.length === 0) {
				event.preventDefault();
				return;
			}
			const firstItem = items[0]!;
			const lastItem = items[items.length - 1]!;
			const active = document.activeElement;
			if (event.shiftKey && (active === firstItem || !dialog.contains(active))) {
				event.preventDefault();
				lastItem.focus();
			} else if (!event.shiftKey && (active === lastItem || !dialog.contains(active))) {
				event.preventDefault();
				firstItem.focus();
			}
		}
		document.addEventListener('keydown', onKeyDown, true);
		return () => document.removeEventListener('keydown', onKeyDown, true);
	}, [ref, onEscape]);
}
