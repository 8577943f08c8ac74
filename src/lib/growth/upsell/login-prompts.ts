/**
 * UPS-19: the signed-out settings flyout's "stop login prompts" switch. When it is on, the site
 * opens no login upsell on its own: no 4th-pin, navigation or pin-link modal, no scroll banner,
 * no Safari login wall. What the visitor asks for still works (Log in, Sign up, Save, Follow).
 *
 * The choice is a first-party cookie, not consent-gated storage: it is a setting the visitor
 * made, kept so it can be honoured, and the server reads it to render the switch in its state
 * and to leave the scroll banner out.
 */
export const LOGIN_PROMPTS_COOKIE = 'cb_login_prompts';
const LOGIN_PROMPTS_OFF = 'off';
/** One year, in seconds. */
const LOGIN_PROMPTS_MAX_AGE = 365 * 24 * 60 * 60;

/** Whether a cookie value means the prompts are off. */
export function loginPromptsOff(value: string | null | undefined): boolean {
	return value === LOGIN_PROMPTS_OFF;
}

/** The `document.cookie` assignment that saves the choice (`off`) or clears it. */
export function loginPromptsCookie(off: boolean, secure: boolean): string {
	const flags = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
	return off
		? `${LOGIN_PROMPTS_COOKIE}=${LOGIN_PROMPTS_OFF}; Max-Age=${LOGIN_PROMPTS_MAX_AGE}${flags}`
		: `${LOGIN_PROMPTS_COOKIE}=; Max-Age=0${flags}`;
}
