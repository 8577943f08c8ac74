import collageCredits from '~/messages/collage-credits/index.ts';
import { PIN_DESCRIPTION_MAX } from '../pins/pin-input.ts';

/** The longest description a person may write for a collage; the credits get the rest. */
export const COLLAGE_DESCRIPTION_MAX = 200;

/** One source Pin to credit: its id and its pinner's username. */
export interface CreditedPin {
	pinId: string;
	username: string;
}

const length = (s: string) => Array.from(s).length;

/** Usernames as the credits name them, "@ana, @ben" (the separator of the current language). */
export function creditedNames(usernames: readonly string[]): string {
	return usernames.map((u) => `@${u}`).join(collageCredits().nameSeparator());
}

function creditsText(names: string[], links: string[], n: number, l: number): string {
	const t = collageCredits();
	const more = names.length - n;
	const who = creditedNames(names.slice(0, n));
	const line = more > 0 ? t.madeFromAndMore({ names: who, more }) : t.madeFrom({ names: who });
	return l > 0 ? `${line}\n${links.slice(0, l).join(' ')}` : line;
}

/**
 * A collage Pin's description (BLD-21): what the person wrote, then the credits of the source
 * Pins, "Made from Pins by @ana, @ben" and a line of their links (`/pin/{id}/`). Each Pin and
 * each person is named once, in the order of the cut-outs. It always fits the Pin description
 * limit (U-17): when not everything does, links go first from the end, then names (the rest
 * are counted: "and 3 more"). No credits without source Pins (uploads only). The words are in
 * the current language, the publisher's: the description is written once, like their own text.
 */
export function collageDescription(written: string, pins: readonly CreditedPin[]): string {
	const text = written.trim();
	const ids = [...new Set(pins.map((p) => p.pinId))];
	const names = [...new Set(pins.map((p) => p.username))];
	if (ids.length === 0) return text;
	const links = ids.map((id) => `/pin/${id}/`);
	const room = PIN_DESCRIPTION_MAX - (text ? length(text) + 2 : 0);
	for (let n = names.length; n >= 1; n--) {
		for (let l = links.length; l >= 0; l--) {
			const credits = creditsText(names, links, n, l);
			if (length(credits) <= room) return text ? `${text}\n\n${credits}` : credits;
		}
	}
	return text;
}
