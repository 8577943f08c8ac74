/**
 * UPS-20: the headings of the signed-out login modal. A follow or comment asks with 'Log in to
 * follow' / 'Log in to unfollow' / 'Log in to continue'; an action that needs an account names
 * the action (save, edit, follow, unfollow, create), in the mode the modal opens in.
 */
export const LOGIN_HEADINGS = {
	continue: 'Log in to continue',
	follow: 'Log in to follow',
	unfollow: 'Log in to unfollow',
} as const;

type AuthAction = 'save' | 'edit' | 'follow' | 'unfollow' | 'create';
export type HeadingType = AuthAction | 'continue';

const ACTION_HEADERS: Record<HeadingType, { login: string; signup: string }> = {
	continue: { login: LOGIN_HEADINGS.continue, signup: 'Sign up to continue' },
	save: { login: 'Log in to save ideas', signup: 'Sign up to save ideas' },
	edit: { login: 'Log in to edit', signup: 'Sign up to edit' },
	follow: { login: LOGIN_HEADINGS.follow, signup: 'Sign up to follow' },
	unfollow: { login: LOGIN_HEADINGS.unfollow, signup: 'Sign up to unfollow' },
	create: { login: 'Log in to create Pins', signup: 'Sign up to create Pins' },
};

/** The heading of the modal opened for `type` in `mode`. */
export function authHeading(type: HeadingType, mode: 'login' | 'signup' = 'login'): string {
	return ACTION_HEADERS[type][mode];
}
