import unhomoglyph from 'unhomoglyph';
import accountNames from '~/messages/account-names/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isReservedTopLevel } from '../../platform/routing/reserved-paths.ts';
import { BRAND } from '../../platform/ui/brand.ts';

/**
 * Rules against names that impersonate the product or its staff, or hide what they say: one
 * pure module used by sign-up, settings and linked-business creation, so every way a name gets
 * in passes the same checks. Existing names are not rechecked; callers check only a new value.
 *
 * - Usernames (`usernameProblem`): `[a-z0-9_]{3,30}`, not a reserved path (RTE-23), and not a
 *   reserved word below: compared without underscores and digits (`admin_1`), and by Unicode
 *   confusable skeleton (`supp0rt`, `adrnin`); any username holding the brand is refused too.
 * - Display names (`displayNameProblem`: first and last name, business name): no invisible or
 *   text-direction characters, no word that mixes look-alike alphabets ("Сorkboard" with a
 *   Cyrillic С), nothing whose skeleton holds the brand, no disguised staff word ("Ѕupport"), and
 *   no name made only of staff words ("Support Team").
 *
 * Skeletons are UTS #39's: the confusables data of Unicode (`unhomoglyph`), here applied after
 * NFKC and lower-casing so full-width, mathematical and upper/lower-case disguises fold too.
 */

/**
 * Every reserved word, in one place. `brand`: the product's name, refused inside any username
 * or display name. `staff`: what staff or official accounts would be called; refused as
 * usernames, and in display names when disguised or standing alone. `technical`: words that
 * software or people take for a system account or for "no value"; refused as usernames only.
 * Words are lower-case letters; usernames are compared without underscores (`no_reply`).
 */
export const RESERVED_WORDS = {
	brand: [BRAND.toLowerCase()],
	staff: [
		'admin',
		'administrator',
		'moderator',
		'staff',
		'support',
		'helpdesk',
		'official',
		'security',
		'safety',
		'trustandsafety',
		'legal',
		'privacy',
		'billing',
	],
	technical: [
		'www',
		'null',
		'undefined',
		'nil',
		'none',
		'void',
		'root',
		'sysadmin',
		'superuser',
		'system',
		'nobody',
		'anonymous',
		'unknown',
		'deleted',
		'postmaster',
		'webmaster',
		'hostmaster',
		'abuse',
		'noreply',
		'mailerdaemon',
		'localhost',
	],
} as const satisfies Record<string, readonly string[]>;

/**
 * The confusable skeleton of a text, case-insensitive: NFKC, lower case, Unicode's confusables
 * mapping, lower case again, accents dropped. Two texts that look alike have the same skeleton
 * ("Сorkboard" and "corkboard", "supp0rt" and "support", "rn" and "m").
 */
export function skeleton(text: string): string {
	const mapped = unhomoglyph(text.normalize('NFKC').toLowerCase().normalize('NFD'));
	return mapped.normalize('NFD').toLowerCase().replace(/\p{M}/gu, '');
}

const lettersAndDigits = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');

const BRAND_SKELETONS = RESERVED_WORDS.brand.map(skeleton);
const STAFF = new Set<string>(RESERVED_WORDS.staff);
const STAFF_SKELETONS = new Set(RESERVED_WORDS.staff.map(skeleton));
const ALL_WORDS = new Set<string>([
	...RESERVED_WORDS.brand,
	...RESERVED_WORDS.staff,
	...RESERVED_WORDS.technical,
]);
const ALL_SKELETONS = new Set([...ALL_WORDS].map(skeleton));

const holdsBrand = (folded: string) => BRAND_SKELETONS.some((b) => folded.includes(b));

/** Why a new username cannot be used, or null. `format`: not 3–30 of `[a-z0-9_]`. */
export function usernameProblem(name: string): 'format' | 'reserved' | null {
	if (!/^[a-z0-9_]{3,30}$/.test(name)) return 'format';
	if (isReservedTopLevel(name)) return 'reserved';
	const bare = name.replace(/_/g, '');
	const letters = bare.replace(/[0-9]/g, '');
	const folded = skeleton(bare);
	if (ALL_WORDS.has(letters) || ALL_SKELETONS.has(folded) || ALL_SKELETONS.has(skeleton(letters)))
		return 'reserved';
	if (holdsBrand(skeleton(letters)) || holdsBrand(folded)) return 'reserved';
	return null;
}

/** True when a new account may take this username (format, reserved paths and words). */
export function isAllowedNewUsername(name: string): boolean {
	return usernameProblem(name) === null;
}

/** The longest username (`usernameProblem`'s format). */
export const MAX_USERNAME = 30;

/**
 * Usernames to try from `stem`, best first: the stem itself when allowed, then the stem with
 * random digits (longer as the list goes on), at most `count`, each passing
 * `isAllowedNewUsername`. Empty when no digits can save the stem (a reserved word); the caller
 * then tries its own fallback stem (`user`, `business`).
 */
export function usernameCandidatesFrom(
	stem: string,
	count: number,
	random: () => number,
): string[] {
	const out: string[] = [];
	if (isAllowedNewUsername(stem)) out.push(stem);
	for (let i = 0; out.length < count && i < count * 4; i++) {
		const digits = 2 + Math.floor(i / 3);
		const suffix = String(Math.floor(random() * 10 ** digits)).padStart(digits, '0');
		const name = stem.slice(0, MAX_USERNAME - suffix.length) + suffix;
		if (isAllowedNewUsername(name) && !out.includes(name)) out.push(name);
	}
	return out;
}

/**
 * A username for sign-up or a username change, lower-cased, or the error RTE-23 gives for it:
 * `InvalidUsername` for the format, `UsernameReserved` for a reserved path or word.
 */
export function checkNewUsername(raw: string): string {
	const name = raw.trim().toLowerCase();
	const problem = usernameProblem(name);
	if (problem === 'format') throw new AppError('InvalidUsername');
	if (problem === 'reserved') throw new AppError('UsernameReserved');
	return name;
}

const JOINING_SCRIPTS =
	'\\p{Script=Arabic}\\p{Script=Syriac}\\p{Script=Nko}\\p{Script=Mongolian}\\p{Script=Devanagari}' +
	'\\p{Script=Bengali}\\p{Script=Gurmukhi}\\p{Script=Gujarati}\\p{Script=Oriya}\\p{Script=Tamil}' +
	'\\p{Script=Telugu}\\p{Script=Kannada}\\p{Script=Malayalam}\\p{Script=Sinhala}';

/**
 * The only invisible characters a name may hold, each in the one place it changes how text
 * looks: a zero-width (non-)joiner inside a word of a script that joins letters (Persian
 * "می‌خواهم", Indic conjuncts), a zero-width joiner inside an emoji sequence, and a variation
 * selector after an emoji or symbol. Anywhere else they only hide text.
 */
const ALLOWED_INVISIBLE = [
	new RegExp(`(?<=[${JOINING_SCRIPTS}]\\p{M}*)[\\u200C\\u200D](?=[${JOINING_SCRIPTS}])`, 'gu'),
	/(?<=\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]*)\u200D(?=\p{Extended_Pictographic})/gu,
	/(?<=[\p{Extended_Pictographic}\p{S}\p{N}])[\uFE0E\uFE0F]/gu,
];

/**
 * Control, format (`\p{Cf}`: bidi embeddings, overrides and isolates, LRM/RLM, zero-width
 * characters, word joiner, BOM, tags…), private-use, surrogate and unassigned code points,
 * line and paragraph separators, and the other default-ignorable characters (Hangul fillers,
 * variation selectors), plus the blank braille pattern: none shows as text.
 */
const INVISIBLE =
	/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Alphabets with letters that look alike; a word should use only one of them. */
const LOOKALIKE_SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Cherokee'].map(
	(name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const,
);

function mixesLookalikeScripts(word: string): boolean {
	const seen = new Set<string>();
	for (const char of word) {
		for (const [name, test] of LOOKALIKE_SCRIPTS) if (test.test(char)) seen.add(name);
	}
	return seen.size > 1;
}

export type DisplayNameProblem = 'invisible' | 'mixed_script' | 'impersonation';

/** The message of a display-name problem, shown under the field (in the current language). */
function displayNameMessage(problem: DisplayNameProblem): string {
	const t = accountNames();
	if (problem === 'invisible') return t.invisible();
	if (problem === 'mixed_script') return t.mixedScript();
	return t.impersonation({ brand: BRAND });
}

/**
 * Why a new display name cannot be used, or null. Checks a whole name (a business name, or a
 * first and last name joined): a name made only of staff words counts as a whole.
 */
export function displayNameProblem(name: string): DisplayNameProblem | null {
	return partProblem(name) ?? (onlyStaffWords(name) ? 'impersonation' : null);
}

const wordsOf = (name: string) => name.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

/** The rules that hold for each part of a name on its own. */
function partProblem(name: string): DisplayNameProblem | null {
	let visible = name;
	for (const allowed of ALLOWED_INVISIBLE) visible = visible.replace(allowed, '');
	if (INVISIBLE.test(visible)) return 'invisible';
	const words = wordsOf(name);
	if (words.some(mixesLookalikeScripts)) return 'mixed_script';
	if (holdsBrand(lettersAndDigits(skeleton(name)))) return 'impersonation';
	// A staff word written with look-alikes ("Ѕupport", "Supp0rt", "Ａｄｍｉｎ").
	const disguised = (w: string) =>
		STAFF_SKELETONS.has(lettersAndDigits(skeleton(w))) && !STAFF.has(w.toLowerCase());
	if (words.some(disguised)) return 'impersonation';
	return null;
}

/** A name made only of staff words ("Admin", "Official Support"); "Zoë Admin" is not. */
function onlyStaffWords(name: string): boolean {
	const words = wordsOf(name);
	return words.length > 0 && words.every((w) => STAFF_SKELETONS.has(lettersAndDigits(skeleton(w))));
}

function nameError(field: string, problem: DisplayNameProblem): AppError {
	const message = displayNameMessage(problem);
	return new AppError('InvalidOptions', {
		message,
		detail: `${field}: ${message}`,
		extra: { field },
	});
}

/**
 * Throws `InvalidOptions` (with `extra.field` for the form) when a new display name (a business
 * name) breaks a rule; the message says which. Empty names pass (required-ness is the caller's).
 */
export function checkDisplayName(field: string, name: string): void {
	const problem = displayNameProblem(name);
	if (problem) throw nameError(field, problem);
}

/**
 * The same for a person's first and last name: each part on its own, then both together (so
 * "Official" + "Support" is refused, "Zoë" + "Admin" is not).
 */
export function checkPersonName(firstName: string, lastName: string): void {
	const first = partProblem(firstName);
	if (first) throw nameError('first_name', first);
	const last = partProblem(lastName);
	if (last) throw nameError('last_name', last);
	if (onlyStaffWords(`${firstName} ${lastName}`)) throw nameError('first_name', 'impersonation');
}
