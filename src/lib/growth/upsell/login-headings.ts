import upsellClient, { type Messages } from '~/messages/upsell-client/index.ts';

/**
 * UPS-20: the headings of the signed-out login modal, in the current language. A follow or
 * comment asks with 'Log in to follow' / 'Log in to unfollow' / 'Log in to continue'; an action
 * that needs an account names the action (save, edit, follow, unfollow, create), in the mode the
 * modal opens in.
 */
type AuthAction = 'save' | 'edit' | 'follow' | 'unfollow' | 'create';
export type HeadingType = AuthAction | 'continue';

type HeadingKey = {
	[K in keyof Messages]: Messages[K] extends () => string ? K : never;
}[keyof Messages];

const HEADING_KEYS: Record<HeadingType, { login: HeadingKey; signup: HeadingKey }> = {
	continue: { login: 'loginToContinue', signup: 'signupToContinue' },
	save: { login: 'loginToSave', signup: 'signupToSave' },
	edit: { login: 'loginToEdit', signup: 'signupToEdit' },
	follow: { login: 'loginToFollow', signup: 'signupToFollow' },
	unfollow: { login: 'loginToUnfollow', signup: 'signupToUnfollow' },
	create: { login: 'loginToCreate', signup: 'signupToCreate' },
};

/** The heading of the modal opened for `type` in `mode`. */
export function authHeading(type: HeadingType, mode: 'login' | 'signup' = 'login'): string {
	return upsellClient()[HEADING_KEYS[type][mode]]();
}

/**
 * The login headings pages put on their `data-auth-heading` links. Each property is read in the
 * current language when it is used (a getter, never a text fixed at module load): the language
 * changes with every request. Same as `authHeading('follow')` and so on.
 */
export const LOGIN_HEADINGS = {
	get continue(): string {
		return authHeading('continue');
	},
	get follow(): string {
		return authHeading('follow');
	},
	get unfollow(): string {
		return authHeading('unfollow');
	},
};
