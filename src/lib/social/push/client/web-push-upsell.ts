import webPushMessages from '~/messages/web-push/index.ts';
import { callRest } from '../../../platform/client/api.ts';
import { recordClientEvent } from '../../../platform/client/client-events.ts';
import { applicationServerKey, DISMISS_KEY, SUBSCRIPTION_ID_KEY } from './upsell-rules.ts';

/**
 * The web push upsell (NTF-08, NTF-10): a small prompt "Turn on notifications?" with Allow and
 * Not now. Allow asks the browser; then:
 * - granted: registers `/sw.js`, fetches the key (`GET /getWebPushKey`), subscribes
 *   (`userVisibleOnly`), stores the subscription (`PUT /v3/users/devices/web/{id}/`, the id kept
 *   in localStorage) and records `web_push_allowed`;
 * - denied: records `web_push_denied`;
 * - still default (the browser's own prompt was closed), or Not now: stores the time, so the
 *   upsell waits 30 days.
 * Any failure records the metric `web_push_failure` with its step and says so in the prompt.
 * Events go to the event log through `recordClientEvent` (the shell's logger sends them).
 */

function remember(key: string, value: string): void {
	try {
		localStorage.setItem(key, value);
	} catch {
		// Private mode without storage: the upsell may ask again next time; nothing breaks.
	}
}

function subscriptionId(): string {
	try {
		const kept = localStorage.getItem(SUBSCRIPTION_ID_KEY);
		if (kept && /^[A-Za-z0-9_-]{1,128}$/.test(kept)) return kept;
	} catch {
		// falls through to a new id
	}
	const id = crypto.randomUUID();
	remember(SUBSCRIPTION_ID_KEY, id);
	return id;
}

/** Subscribes this browser and stores the subscription; throws with the failed step. */
async function subscribeThisBrowser(): Promise<void> {
	let step = 'register';
	try {
		const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
		await navigator.serviceWorker.ready;
		step = 'key';
		const { key } = await callRest<{ key: string }>('GET', '/getWebPushKey', undefined, {
			quiet: true,
		});
		step = 'subscribe';
		const subscription = await registration.pushManager.subscribe({
			userVisibleOnly: true,
			applicationServerKey: applicationServerKey(key),
		});
		step = 'store';
		await callRest(
			'PUT',
			`/v3/users/devices/web/${encodeURIComponent(subscriptionId())}/`,
			{
				subscription_endpoint: subscription.endpoint,
				subscription_info: JSON.stringify(subscription.toJSON()),
			},
			{ quiet: true },
		);
	} catch (error) {
		throw Object.assign(new Error(`web push ${step} failed`), { step, cause: error });
	}
}

function render(): {
	root: HTMLElement;
	allow: HTMLButtonElement;
	later: HTMLButtonElement;
	status: HTMLElement;
} {
	const t = webPushMessages();
	const root = document.createElement('section');
	root.className = 'web-push-upsell';
	root.setAttribute('role', 'dialog');
	root.setAttribute('aria-labelledby', 'web-push-upsell-title');
	root.dataset.testid = 'web-push-upsell';
	const title = document.createElement('h2');
	title.id = 'web-push-upsell-title';
	title.textContent = t.prompt();
	const detail = document.createElement('p');
	detail.textContent = t.promptDetail();
	const status = document.createElement('p');
	status.setAttribute('role', 'status');
	const actions = document.createElement('div');
	actions.className = 'web-push-upsell__actions';
	const later = document.createElement('button');
	later.type = 'button';
	later.className = 'button';
	later.textContent = t.notNow();
	const allow = document.createElement('button');
	allow.type = 'button';
	allow.className = 'button button--primary';
	allow.textContent = t.allow();
	actions.append(later, allow);
	root.append(title, detail, status, actions);
	return { root, allow, later, status };
}

export function runWebPushUpsell(): void {
	if (document.querySelector('.web-push-upsell')) return;
	const { root, allow, later, status } = render();
	const close = () => root.remove();
	later.addEventListener('click', () => {
		remember(DISMISS_KEY, String(Date.now()));
		recordClientEvent('web_push_dismissed');
		close();
	});
	allow.addEventListener('click', async () => {
		allow.disabled = true;
		later.disabled = true;
		const permission = await Notification.requestPermission();
		if (permission === 'denied') {
			recordClientEvent('web_push_denied');
			close();
			return;
		}
		if (permission !== 'granted') {
			remember(DISMISS_KEY, String(Date.now()));
			close();
			return;
		}
		try {
			await subscribeThisBrowser();
			recordClientEvent('web_push_allowed');
			close();
		} catch (error) {
			recordClientEvent('web_push_failure', {
				step: (error as { step?: string }).step ?? 'unknown',
			});
			status.textContent = webPushMessages().failed();
			later.disabled = false;
		}
	});
	document.body.append(root);
}
