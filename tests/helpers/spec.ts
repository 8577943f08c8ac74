/** NAV-08: the ideas categories, in menu order, as the spec lists them. */
export const NAV_08_CATEGORIES = [
	'Art',
	'Pets',
	'Beauty',
	'Design',
	'Food & Drink',
	"Women's Fashion",
	"Men's Fashion",
	'Home Decor',
	'DIY',
	'Quotes',
	'Travel',
	'Fitness',
	'Weddings',
] as const;

/**
 * Every user-facing string the checklist quotes for the accounts areas (ACC, AUTH, MAS, LIM, SET,
 * PPC, CMP), by item, with "Corkboard" in place of the original product name.
 */
export const ACCOUNT_STRINGS: Record<string, readonly string[]> = {
	'ACC-14': ['Business', 'Personal'],
	'AUTH-17': ['Oops! Your password can only have letters, numbers and basic symbols.'],
	'AUTH-21': ['Verify your email', 'Resend email', 'Email sent', 'Got it'],
	'MAS-06': [
		"Oh no! You're no longer logged into",
		'Failed to log into this account',
		'Log in again',
		'Remove account',
	],
	'MAS-10': ['Add account', 'Your accounts'],
	'PPC-02': ['Update this setting?', 'Cancel', 'Update'],
	'PPC-04': ['Required', 'Please only use numbers', 'Please enter four digits'],
	'PPC-05': ['Please make sure your passcodes match'],
	'PPC-06': [
		'Please enter a valid email address',
		'This email address is already used for this Corkboard account.',
	],
	'PPC-07': ['Please make sure your email addresses match'],
	'CMP-06': [
		"Oh no! Corkboard doesn't work unless you enable cookies.",
		'Please enable cookies and try again',
	],
};
