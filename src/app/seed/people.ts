import { isReservedTopLevel } from '../../lib/platform/routing/reserved-paths.ts';
import type { Random } from './random.ts';
import { list } from './topics/topic.ts';

/**
 * Names, bios and places for seeded people, and the rule that turns a name into a username.
 */
export const FIRST_NAMES = list(
	'Ava|Noah|Mia|Liam|Zoe|Ethan|Lena|Omar|Priya|Mateo|Hana|Lucas|Nora|Kai|Amara|Felix|Isla|' +
		'Diego|Maya|Theo|Chloe|Ravi|Elena|Jonah|Sofia|Malik|Ingrid|Tomas|Yuki|Grace|Arjun|Leila|' +
		'Oscar|Ruby|Samir|Freya|Hugo|Camille|Jasper|Nadia|Emeka|Clara|Wei|Rosa|Finn|Aisha|Milo|June',
);

export const LAST_NAMES = list(
	'Bennett|Okafor|Larsen|Moreau|Tanaka|Silva|Novak|Haddad|Ramirez|Kowalski|Nguyen|Fischer|' +
		'Patel|Oduya|Lindqvist|Rossi|Campbell|Ahmed|Costa|Weber|Kim|Sato|Murphy|Dubois|Jensen|' +
		'Abara|Hughes|Vega|Morales|Park|Ivanova|Walsh|Mendes|Berg|Shah|Quinn|Adeyemi|Holm|Reyes|Lowe',
);

/** Bio openers and closers; `{topic}` is one of the person's favourite categories. */
const ABOUT_OPENERS = list(
	'Collecting ideas about {topic}.|{Topic} lover and weekend maker.|Saving the good stuff on {topic}.|' +
		'Slowly filling my boards with {topic}.|Always planning the next {topic} project.|' +
		'Part-time dreamer, full-time {topic} fan.|Curating {topic} since forever.',
);
const ABOUT_CLOSERS = list(
	'Coffee first.|Based somewhere with good light.|Plants, books and long walks.|' +
		'Mostly here for the recipes.|Will pin for snacks.|Say hi!|Currently redecorating, again.|' +
		'Learning something new every week.|',
);

/** Countries with the locale used for them. */
export const PLACES: readonly (readonly [string, string])[] = [
	['US', 'en-US'],
	['US', 'en-US'],
	['US', 'en-US'],
	['GB', 'en-GB'],
	['CA', 'en-CA'],
	['AU', 'en-AU'],
	['IE', 'en-IE'],
	['NZ', 'en-NZ'],
];

/** The seeded business accounts: display name, username, website, favourite category slugs. */
export const BUSINESSES: readonly {
	name: string;
	username: string;
	website: string;
	about: string;
	topics: readonly string[];
}[] = [
	{
		name: 'Hearth & Home Co.',
		username: 'hearthandhome',
		website: 'https://hearthandhome.example.com',
		about: 'Small-batch home goods and ideas for cozy, lived-in rooms.',
		topics: ['home-decor', 'diy'],
	},
	{
		name: 'Little Oven Bakery',
		username: 'littleovenbakery',
		website: 'https://littleoven.example.com',
		about: 'Neighbourhood bakery sharing recipes, tips and the occasional cake disaster.',
		topics: ['food-drink', 'weddings'],
	},
	{
		name: 'Trailhead Outfitters',
		username: 'trailheadoutfitters',
		website: 'https://trailhead.example.org',
		about: 'Gear and guides for getting outside, from city parks to alpine lakes.',
		topics: ['travel', 'fitness', 'mens-fashion'],
	},
];

/** A short bio mentioning one of the person's favourite category names. */
export function aboutText(rng: Random, topicName: string): string {
	const lower = topicName.toLowerCase();
	const opener = rng.pick(ABOUT_OPENERS).replace('{topic}', lower).replace('{Topic}', topicName);
	const closer = rng.pick(ABOUT_CLOSERS);
	return closer ? `${opener} ${closer}` : opener;
}

/** Lower-case `[a-z0-9_]` only. */
export function usernameBase(text: string): string {
	return text
		.normalize('NFKD')
		.toLowerCase()
		.replace(/[^a-z0-9_]+/g, '');
}

/**
 * A free username derived from a first and last name (`avabennett`, `ava_bennett`,
 * `abennett`, `avab`, `bennettava`, then numbered), never reserved and never in `taken`; adds it to `taken`.
 */
export function deriveUsername(
	rng: Random,
	first: string,
	last: string,
	taken: Set<string>,
): string {
	const f = usernameBase(first);
	const l = usernameBase(last);
	const styles = [`${f}${l}`, `${f}_${l}`, `${f[0] ?? ''}${l}`, `${f}${l[0] ?? ''}`, `${l}${f}`];
	const candidates = rng.shuffle(styles.map(usernameBase).filter((s) => s.length >= 3));
	for (const candidate of candidates) {
		if (!taken.has(candidate) && !isReservedTopLevel(candidate)) {
			taken.add(candidate);
			return candidate;
		}
	}
	const base = candidates[0] ?? 'pinner';
	for (let n = rng.int(2, 99); ; n++) {
		const candidate = `${base}${n}`;
		if (!taken.has(candidate) && !isReservedTopLevel(candidate)) {
			taken.add(candidate);
			return candidate;
		}
	}
}
