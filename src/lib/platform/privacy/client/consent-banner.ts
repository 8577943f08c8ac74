import { callResource } from '../../client/api.ts';
import {
	CONSENT_COOKIE,
	CONSENT_MARKER_ID,
	type ConsentAnswer,
	consentSettings,
	cookieValue,
	parseConsent,
	writeConsentCookie,
} from '../consent.ts';

/** Saves a signed-in user's answer to their settings (ACC-05); a failure is only logged. */
function saveToSettings(answer: ConsentAnswer): void {
	callResource('UserSettingsResource', 'update', consentSettings(answer), { quiet: true }).catch(
		(error) => console.warn('The cookie choice could not be saved to the settings', error),
	);
}

/**
 * CMP-05: the consent banner's behaviour. Accept all / Reject all answer at once; "Choose
 * cookies" shows the three checkboxes and "Save choices". The answer goes to the `_cb_consent`
 * cookie and, for a signed-in user, to their settings; the banner then goes away. Without a
 * banner (`data-sync` on the marker) it only copies the cookie's answer to the settings.
 */
export function initConsentBanner(): void {
	const marker = document.getElementById(CONSENT_MARKER_ID);
	const signedIn = marker?.dataset.signedIn !== undefined;
	if (marker?.dataset.sync !== undefined) {
		const answer = parseConsent(cookieValue(document.cookie, CONSENT_COOKIE));
		if (answer) saveToSettings(answer);
	}
	const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
	if (!banner) return;
	const choices = banner.querySelector<HTMLFieldSetElement>('[data-consent-choices]')!;
	const button = (name: string) =>
		banner.querySelector<HTMLButtonElement>(`[data-consent-action="${name}"]`)!;
	const checked = (name: string) =>
		choices.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked === true;

	function answer(value: ConsentAnswer) {
		writeConsentCookie(value);
		if (signedIn) saveToSettings(value);
		banner?.remove();
	}

	button('accept').addEventListener('click', () =>
		answer({ analytics: true, personalization: true, marketing: true }),
	);
	button('reject').addEventListener('click', () =>
		answer({ analytics: false, personalization: false, marketing: false }),
	);
	button('choose').addEventListener('click', () => {
		const open = choices.hidden;
		choices.hidden = !open;
		button('save').hidden = !open;
		button('choose').setAttribute('aria-expanded', String(open));
		if (open) choices.querySelector<HTMLInputElement>('input')?.focus();
	});
	button('save').addEventListener('click', () =>
		answer({
			analytics: checked('analytics'),
			personalization: checked('personalization'),
			marketing: checked('marketing'),
		}),
	);
}
