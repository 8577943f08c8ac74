import upsellClient from '~/messages/upsell-client/index.ts';
import { ensureCsrfToken } from '../../../platform/client/csrf.ts';
import { consentAllows } from '../../../platform/privacy/consent.ts';
import {
	EXTENSION_CHECK_DELAY_MS,
	EXTENSION_MARKER,
	EXTENSION_STATUS_PATH,
	type ExtensionStatus,
	extensionStatus,
	extensionStoreFor,
	extensionUpsellShown,
	extensionUpsellWaitMs,
	parseExtensionStores,
} from '../extension-upsell.ts';
import { browserOf } from '../visitor-agent.ts';
import { unauthState } from './upsell-storage.ts';

/** Posted once per tab session. */
const SENT_KEY = 'cb_extension_status_sent';
/** What counts as engaging with the page: the visitor scrolled, pressed a key or a pointer. */
const ENGAGEMENTS = ['scroll', 'keydown', 'pointerdown'] as const;

/**
 * UPS-18 on the home page (the upsell is rendered only where EXTENSION_STORE_URLS is set): 100 ms
 * after load, checks for the extension's marker, logs the status (once per tab session, and only
 * with analytics consent), and, unless the extension is installed or the upsell was dismissed
 * lately, shows the server-rendered upsell with this browser's store page once the visitor has
 * engaged with the page and `EXTENSION_UPSELL_MIN_DELAY_MS` have passed since load
 * (`extensionUpsellWaitMs`): never on the first paint. Not on the mobile experience: extensions are
 * a desktop thing.
 */
export function checkExtension(upsell: HTMLElement, mobile: boolean): void {
	const loadedAt = performance.now();
	const engaged = new Promise<void>((resolve) => {
		const done = () => {
			for (const type of ENGAGEMENTS) removeEventListener(type, done, true);
			resolve();
		};
		for (const type of ENGAGEMENTS) addEventListener(type, done, { capture: true, passive: true });
	});
	setTimeout(() => {
		const browser = browserOf(navigator.userAgent);
		const status = extensionStatus(browser, document.documentElement.dataset[EXTENSION_MARKER]);
		postStatus(status);
		const dismissedAt = unauthState().get().extensionUpsellDismissedAt;
		if (mobile || !extensionUpsellShown({ status, dismissedAt, now: Date.now() })) return;
		const store = extensionStoreFor(parseExtensionStores(upsell.dataset.extensionStores), browser);
		const link = upsell.querySelector<HTMLAnchorElement>('[data-extension-store]');
		if (!store || !link) return;
		link.href = store.url;
		link.textContent = upsellClient().addToBrowser({ browser: store.name });
		upsell.querySelector('[data-extension-dismiss]')?.addEventListener('click', () => {
			upsell.hidden = true;
			unauthState().update((s) => ({ ...s, extensionUpsellDismissedAt: Date.now() }));
		});
		void engaged.then(() => {
			const wait = extensionUpsellWaitMs(performance.now() - loadedAt);
			setTimeout(() => {
				upsell.hidden = false;
			}, wait);
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
