/**
 * The email switches notification mail obeys: the `activity` section of the email channel
 * (`identity/users/user-settings.ts` NOTIFICATION_OPTIONS.email.activity). Pure.
 */
export const ACTIVITY_OPTIONS = [
	'comments',
	'mentions',
	'saves',
	'follows',
	'group_boards',
] as const;

export type ActivityOption = (typeof ACTIVITY_OPTIONS)[number];

/** The settings section these options live in. */
export const ACTIVITY_SECTION = 'activity';
