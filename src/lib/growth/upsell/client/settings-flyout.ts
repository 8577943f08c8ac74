import { loginPromptsCookie } from '../login-prompts.ts';

/**
 * UPS-19: the signed-out settings flyout (`UnauthSettingsFlyout.astro`, a `<details>` that opens
 * without script). This adds what needs script: the "stop login prompts" switch (shown only
 * with script, since without it there are no prompts to stop), Escape and outside clicks to
 * close the flyout. `onChange` runs after the switch saved its state.
 */
export function wireSettingsFlyout(onChange: () => void): void {
	const flyout = document.querySelector<HTMLDetailsElement>('details[data-unauth-settings]');
	if (!flyout) return;
	const row = flyout.querySelector<HTMLElement>('[data-login-prompts-row]');
	const toggle = flyout.querySelector<HTMLInputElement>('input[data-login-prompts-switch]');
	if (row && toggle) {
		row.hidden = false;
		toggle.addEventListener('change', () => {
			// biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
			document.cookie = loginPromptsCookie(toggle.checked, location.protocol === 'https:');
			onChange();
		});
	}
	const close = (focusSummary: boolean) => {
		if (!flyout.open) return;
		flyout.open = false;
		if (focusSummary) flyout.querySelector('summary')?.focus();
	};
	flyout.addEventListener('keydown', (event) => {
		if (event.key === 'Escape') close(true);
	});
	document.addEventListener('click', (event) => {
		if (!flyout.contains(event.target as Node)) close(false);
	});
}
