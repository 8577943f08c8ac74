/** OUT-02 strings, exactly as the spec gives them; shared by the modal and the `/offsite/` page. */
export const OFFSITE_STRINGS = {
	headsUp: 'Heads up!',
	blocked: 'We have blocked this link',
	learnMore: 'Learn more',
	okay: 'Okay',
} as const;

/** Where 'Learn more' leads: why links are blocked or flagged. */
export const OFFSITE_LEARN_MORE_PATH = '/offsite/learn-more/';
