import { type AuthModalState, openAuthModal } from './auth-modal.store.ts';

/** The event the header's inline script sends, with the clicked link, once this code loaded. */
const AUTH_MODAL_EVENT = 'corkboard:auth-modal';

/**
 * The modal a `data-auth-modal` link asks for: `data-auth-modal` = `login` | `signup` |
 * `add-account`; optional `data-auth-heading`, `data-auth-username`, `data-auth-next`,
 * `data-auth-limited` (present: LIM-03 limited login), and from the signed-out upsells
 * (`src/lib/growth/upsell/client/upsell-modal.ts`) `data-auth-reason`, `data-auth-save-pin` (a pin id)
 * and `data-auth-closable="false"` (UPS-11 wall). Null for any other mode.
 */
export function authModalStateFromLink(data: DOMStringMap): AuthModalState | null {
	const mode = data.authModal;
	if (mode !== 'login' && mode !== 'signup' && mode !== 'add-account') return null;
	const state: AuthModalState = { mode, closable: true };
	if (data.authHeading) state.heading = data.authHeading;
	if (data.authUsername) state.username = data.authUsername;
	if (data.authNext) state.next = data.authNext;
	if (data.authLimited !== undefined) state.limited = true;
	if (data.authReason) state.reason = data.authReason.slice(0, 32);
	if (data.authSavePin && /^[1-9][0-9]{0,18}$/.test(data.authSavePin)) {
		state.savePinId = data.authSavePin;
	}
	if (data.authClosable === 'false') state.closable = false;
	return state;
}

/**
 * Lets the header's inline script (which has no imports, so Astro can inline it) open the
 * modal: after importing the modal's code by URL it sends `AUTH_MODAL_EVENT` with the link; a
 * link this cannot handle, or a modal that cannot open, is followed as a plain link (a detached
 * link without `href`, as the upsells send for prompts, is not followed anywhere).
 */
export function listenForAuthModalRequests(): void {
	addEventListener(AUTH_MODAL_EVENT, (event) => {
		const link = (event as CustomEvent<HTMLAnchorElement>).detail;
		const state = authModalStateFromLink(link.dataset);
		const follow = () => {
			if (link.getAttribute('href')) location.assign(link.href);
		};
		if (!state) {
			follow();
			return;
		}
		void openAuthModal(state).then((opened) => {
			if (!opened) follow();
		});
	});
}
