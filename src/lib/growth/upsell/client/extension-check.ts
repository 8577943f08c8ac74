import { ensureCsrfToken } from '../../../platform/client/csrf.ts';
import { consentAllows } from '../../../platform/privacy/consent.ts';
import {
	EXTENSION_CHECK_DELAY_MS,
	EXTENSION_MARKER,
	EXTENSION_STATUS_PATH,
	EXTENSION_STORE_LINKS,
	type ExtensionStatus,
	extensionStatus,
	extensionUpsellShown,
} from '../extension-upsell.ts';
import { browserOf } from '../visitor-agent.ts';
import { unauthState } from './upsell-storage.ts';

/** Posted once per tab session. */
const SENT_KEY = 'cb_extension_status_sent';

/**
 * UPS-18 on the home page: 100 ms after load, checks for the extension's marker, logs the status
 * (once per tab session, and only with analytics consent), and shows the server-rendered upsell
 * (which carries this browser's store link) unless the extension is installed or the upsell was
 * dismissed lately. Not on the mobile experience: extensions are a desktop thing.
 */
export function checkExtension(upsell: HTMLElement, mobile: boolean): void {
	setTimeout(() => {
		const browser = browserOf(navigator.userAgent);
		const status = extensionStatus(browser, document.documentElement.dataset[EXTENSION_MARKER]);
		postStatus(status);
		const now = Date.now();
		const dismissedAt = unauthState().get().extensionUpsellDismissedAt;
		if (mobile || !extensionUpsellShown({ status, dismissedAt, now })) return;
		const store = browser === 'other' ? null : EXTENSION_STORE_LINKS[browser];
		const link = upsell.querySelector<HTMLAnchorElement>('[data-extension-store]');
		if (!store || !link) return;
		link.href = store.url;
		link.textContent = `Add to ${store.name}`;
		upsell.hidden = false;
		upsell.querySelector('[data-extension-dismiss]')?.addEventListener('click', () => {
			upsell.hidden = true;
			unauthState().update((s) => ({ ...s, extensionUpsellDismissedAt: Date.now() }));
		});
	}, EXTENSION_CHECK_DELAY_MS);
}

function postStatus(status: ExtensionStatus): void {
	if (!consentAllows('analytics')) return;
	try {
		if (sessionStorage.getItem(SENT_KEY)) return;
		sessionStorage.setItem(SENT_KEY, '1');
	} catch {
		return;
	}
	// A signed-out home page may come from a shared cache, without the CSRF cookie: get it first.
	void ensureCsrfToken().then((token) =>
		fetch(EXTENSION_STATUS_PATH, {
			method: 'POST',
			keepalive: true,
			headers: { 'content-type': 'application/json', 'x-csrftoken': token },
			body: JSON.stringify(status),
		}).catch(() => {}),
	);
}
