import offsiteWarning from '~/messages/offsite-warning/index.ts';

/**
 * OUT-02 strings (in English exactly as the spec gives them), in the current language; shared
 * by the modal's template (`OutboundLink.astro`) and the `/offsite/` page.
 */
export function offsiteStrings(): {
	headsUp: string;
	blocked: string;
	learnMore: string;
	okay: string;
} {
	const t = offsiteWarning();
	return { headsUp: t.headsUp(), blocked: t.blocked(), learnMore: t.learnMore(), okay: t.okay() };
}

/** Where 'Learn more' leads: why links are blocked or flagged. */
export const OFFSITE_LEARN_MORE_PATH = '/offsite/learn-more/';
