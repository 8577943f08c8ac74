import { importScript } from '../../../platform/client/chunk-load.ts';
import { DISMISS_KEY, shouldOfferWebPush } from './upsell-rules.ts';

/**
 * The first step of the web push upsell (NTF-08), on signed-in pages only (`WebPushUpsell.astro`):
 * a few lines that check the rules and, only when the upsell may run, load its code by URL
 * (`LazyScript`) once the page is idle. Most page views load nothing more.
 */
const UPSELL_SCRIPT_ID = 'web-push-upsell-script';

function storedDismissal(): string | null {
	try {
		return localStorage.getItem(DISMISS_KEY);
	} catch {
		return null;
	}
}

export function offerWebPushWhenIdle(): void {
	const supported =
		'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
	const offer = shouldOfferWebPush({
		supported,
		permission: supported ? Notification.permission : 'unsupported',
		dismissedAt: storedDismissal(),
		now: Date.now(),
	});
	if (!offer) return;
	const load = () => {
		importScript(UPSELL_SCRIPT_ID).catch(() => {});
	};
	if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 5000 });
	else setTimeout(load, 2000);
}
