/*
 * Corkboard's service worker (issue 28, NTF-08): shows web push notifications and opens their
 * page. Registered by the web push upsell (`src/lib/social/push/client/web-push-upsell.ts`) with
 * scope `/`. It caches nothing and handles no fetch: pages always come from the server.
 *
 * - `push`: the payload is `{title, body, url, icon, tag}` (`push-delivery.server.ts`); a push
 *   without a readable payload shows nothing it cannot name.
 * - `notificationclick`: focuses an open tab of this site showing `data.url`, else opens it.
 *   Only same-origin paths are opened; anything else opens the site's start page.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A same-origin URL for a payload's `url`, or the start page. */
function sameOriginUrl(value) {
	try {
		const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
		return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
	} catch {
		return new URL('/', self.location.origin).href;
	}
}

self.addEventListener('push', (event) => {
	let payload = null;
	try {
		payload = event.data ? event.data.json() : null;
	} catch {
		payload = null;
	}
	if (!payload || typeof payload.title !== 'string') return;
	const options = {
		body: typeof payload.body === 'string' ? payload.body : '',
		tag: typeof payload.tag === 'string' ? payload.tag : undefined,
		data: { url: sameOriginUrl(payload.url) },
	};
	if (typeof payload.icon === 'string' && payload.icon) options.icon = payload.icon;
	event.waitUntil(self.registration.showNotification(payload.title, options));
});

self.addEventListener('notificationclick', (event) => {
	event.notification.close();
	const target = sameOriginUrl(event.notification.data?.url);
	event.waitUntil(
		self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
			for (const client of windows) {
				if (client.url === target && 'focus' in client) return client.focus();
			}
			return self.clients.openWindow(target);
		}),
	);
});
