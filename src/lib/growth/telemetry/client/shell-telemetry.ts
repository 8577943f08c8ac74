import { LOGIN_STATE } from '../../../platform/access/viewer.ts';
import { noteAppVersion } from '../../../platform/client/app-version.ts';
import type { ClientEvent, FlushEventsDetail } from '../../../platform/client/client-events.ts';
import { ensureCsrfToken } from '../../../platform/client/csrf.ts';
import { CONTEXT_LOG_URL } from '../../../platform/client/logged-event.ts';
import {
	ACTIVATE_EXPERIMENT_URL,
	createActivationQueue,
} from '../../experiments/experiment-groups.ts';
import { createEventLogger, type EventInput } from '../event-logger.ts';
import { isSampled, TRAFFIC_SAMPLE_RATE } from '../metrics.ts';
import type { SendFailure } from '../send-retry.ts';

/** AUTH-20: how long after load the fingerprint is sent. */
export const FINGERPRINT_DELAY_MS = 300;
/** `FINGERPRINT_SENT_KEY` of `spam/fingerprint.ts` (a copy: see there). */
export const FINGERPRINT_SENT_KEY = 'cb_fingerprint';

/**
 * The browser half of event logging, experiments and the spam fingerprint, started once per
 * page by the header's script (it runs on every page, signed out too, without React). What it
 * wires is described in `../README.md`; the rules themselves are the pure modules it imports.
 */
export function startShellTelemetry(): void {
	const params = new URLSearchParams(location.search);
	const keeper = document.querySelector<HTMLElement>('[data-session-keeper]')?.dataset;

	/** POSTs JSON with the CSRF token; answers null when it was accepted (LOG-03 failures otherwise). */
	async function post(url: string, body: unknown, keepalive: boolean): Promise<SendFailure | null> {
		try {
			const res = await fetch(url, {
				method: 'POST',
				keepalive,
				credentials: 'same-origin',
				headers: {
					'x-csrftoken': await ensureCsrfToken(),
					'content-type': 'application/json',
				},
				body: JSON.stringify(body),
			});
			// STA-08: a newer version is live; the next navigation loads it (app-version.ts).
			noteAppVersion(res);
			if (res.ok) return null;
			const envelope = await res.json().catch(() => null);
			return {
				status: res.status,
				apiErrorCode: envelope?.resource_response?.error?.api_error_code,
			};
		} catch {
			return { status: 0 };
		}
	}
	const resource = (url: string, options: object, keepalive: boolean) =>
		post(
			url,
			{ source_url: location.pathname + location.search, data: { options, context: {} } },
			keepalive,
		);

	let storage: Storage | null = null;
	try {
		storage = localStorage;
	} catch {
		// Storage blocked: failed batches are not kept for later pages.
	}
	const logger = createEventLogger({
		send: (batch, keepalive) => resource(CONTEXT_LOG_URL, batch, keepalive),
		now: Date.now,
		uuid,
		setTimer: (run, ms) => setTimeout(run, ms),
		clearTimer: (timer) => clearTimeout(timer as number),
		storage,
		// LOG-13: `?social_debug` shows every logged event in the console.
		debug: params.has('social_debug') ? (event) => console.info('[event]', event) : undefined,
	});
	const log = (event: EventInput) => logger.log(event);
	logger.resumeCached();

	// Events recorded by islands (`recordClientEvent`) and the page's own (`data-log-event` JSON).
	addEventListener('corkboard:event', (e) => {
		const { name, data, fields } = (e as CustomEvent<ClientEvent>).detail;
		log({ ...fields, event_type: name, event_data: data });
	});
	addEventListener('corkboard:flush-events', (e) => {
		(e as CustomEvent<FlushEventsDetail>).detail.done.push(logger.flush());
	});
	for (const el of document.querySelectorAll<HTMLElement>('[data-log-event]')) {
		try {
			log(JSON.parse(el.dataset.logEvent ?? ''));
		} catch {
			// Not JSON: nothing to log.
		}
	}
	// LOG-11: one page load in ten reports a traffic metric. LOG-13: a visit with `utm_source`.
	if (isSampled(TRAFFIC_SAMPLE_RATE)) {
		log({
			event_type: 'traffic',
			view_data: { path: location.pathname },
			event_data: { sample_rate: TRAFFIC_SAMPLE_RATE },
		});
	}
	const utm = params.get('utm_source');
	if (utm) log({ event_type: 'visit', aux_data: { utm_source: utm.slice(0, 200) } });

	// Impressions (pin_stats `impression`): cards at least half on screen, each once per page,
	// logged in groups every 5 s and when the page is hidden.
	const seen: string[] = [];
	const cards = document.querySelectorAll<HTMLElement>('a.pin-card[data-pin-id]');
	if (cards.length > 0 && 'IntersectionObserver' in window) {
		const observer = new IntersectionObserver(
			(entries) => {
				for (const entry of entries) {
					if (!entry.isIntersecting) continue;
					observer.unobserve(entry.target);
					seen.push((entry.target as HTMLElement).dataset.pinId ?? '');
				}
			},
			{ threshold: 0.5 },
		);
		for (const card of cards) observer.observe(card);
	}
	const logImpressions = () => {
		while (seen.length > 0) {
			log({ event_type: 'impression', aux_data: { pin_ids: seen.splice(0, 50) } });
		}
	};
	setInterval(logImpressions, 5_000);

	// Outbound clicks (the `/offsite/` interstitial counts them for pin analytics).
	document.addEventListener(
		'click',
		(event) => {
			const link = (event.target as Element | null)?.closest?.<HTMLElement>('a[data-offsite-link]');
			if (link) {
				log({
					event_type: 'click_through',
					object_id_str: link.dataset.pinId,
					aux_data: { url: link.dataset.url },
				});
			}
		},
		true,
	);

	// LOG-07: experiments the page shows (`data-experiment`) or an island checks.
	const activations = createActivationQueue({
		send: (experiments, keepalive) =>
			void resource(ACTIVATE_EXPERIMENT_URL, { experiments }, keepalive),
		setTimer: (run, ms) => setTimeout(run, ms),
	});
	for (const el of document.querySelectorAll<HTMLElement>('[data-experiment]')) {
		const { experiment, experimentGroup } = el.dataset;
		if (experiment && experimentGroup) activations.check(experiment, experimentGroup);
	}
	addEventListener('corkboard:experiment', (e) => {
		const { name, group } = (e as CustomEvent<{ name: string; group: string }>).detail;
		activations.check(name, group);
	});

	const leave = () => {
		logImpressions();
		activations.flush(true);
		void logger.flush(true);
	};
	addEventListener('pagehide', leave);
	document.addEventListener('visibilitychange', () => {
		if (document.visibilityState === 'hidden') leave();
	});

	// STA-10: a page restored from the back-forward cache asks for the viewer's fresh state and
	// reloads when someone else is signed in now (or nobody is).
	addEventListener('pageshow', (event) => {
		if (!event.persisted) return;
		fetch(`/_/_/state?source_url=${encodeURIComponent(location.pathname + location.search)}`)
			.then((res) => res.json())
			.then(({ resource_response: { data } }) => {
				if (
					String(data.viewer.login_state) !== (keeper?.loginState ?? String(LOGIN_STATE.UNAUTH)) ||
					(data.viewer.user_id ?? '') !== (keeper?.userId ?? '')
				)
					location.reload();
			})
			.catch(() => {});
	});

	// AUTH-20: the fingerprint, 300 ms after load, once per tab and viewer, never for a
	// limited-login viewer. Its code (`FingerprintScript.astro`) is imported by URL only then.
	const viewerId = keeper?.userId ?? '';
	const fingerprint = () => {
		try {
			if (sessionStorage.getItem(FINGERPRINT_SENT_KEY) === viewerId) return;
		} catch {
			// No session storage: send it on every page.
		}
		const src = document.getElementById('fingerprint-script')?.dataset.src;
		if (src) import(/* @vite-ignore */ src).catch(() => {});
	};
	const later = () => setTimeout(fingerprint, FINGERPRINT_DELAY_MS);
	if (keeper?.loginState === String(LOGIN_STATE.LIMITED_LOGIN)) return;
	if (document.readyState === 'complete') later();
	else addEventListener('load', later, { once: true });
}

/** A random UUID (v4); `crypto.randomUUID` exists only on HTTPS pages, this works on all. */
function uuid(): string {
	const b = crypto.getRandomValues(new Uint8Array(16));
	b[6] = (b[6]! & 15) | 64;
	b[8] = (b[8]! & 63) | 128;
	const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
	return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
