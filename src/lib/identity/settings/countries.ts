import { currentLanguage } from '../../platform/i18n/current-language.ts';

/**
 * SET-08: the countries a user may pick (`CountriesResource`), keyed by ISO 3166-1 alpha-2 code
 * and named in the current language through `Intl.DisplayNames`, so the list needs no
 * translation table. Pure: the settings form may import it too.
 */
export interface Option {
	/** What is stored and sent (`US`, `en-GB`). */
	key: string;
	/** What the user reads (`United States`, `Vereinigte Staaten`). */
	name: string;
}

/** Every officially assigned ISO 3166-1 alpha-2 code (249). */
export const COUNTRY_CODES: readonly string[] = (
	'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
	'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
	'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
	'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
	'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
	'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
	'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
	'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const known = new Set(COUNTRY_CODES);

/** True for a code the settings accept. */
export function isKnownCountry(code: string): boolean {
	return known.has(code);
}

/**
 * A collator of `language` (English when the runtime does not know it), comparing the way a
 * reader of that language expects (`Åland Islands` near the A's in English).
 */
export function collatorOf(language: string): Intl.Collator {
	try {
		return new Intl.Collator(language, { sensitivity: 'base' });
	} catch {
		return new Intl.Collator('en', { sensitivity: 'base' });
	}
}

/** Sorts options by name in `language`'s order (default: the current language). */
function sortByName<T extends Option>(options: T[], language = currentLanguage()): T[] {
	const collator = collatorOf(language);
	return options.sort((a, b) => collator.compare(a.name, b.name));
}

function regionNames(language: string): Intl.DisplayNames {
	try {
		return new Intl.DisplayNames(language, { type: 'region' });
	} catch {
		return new Intl.DisplayNames('en', { type: 'region' });
	}
}

/** The lists made so far, one per language (a process serves every language). */
const cache = new Map<string, readonly Option[]>();

/**
 * `[{key: 'US', name: 'United States'}, …]` in the current language (`Vereinigte Staaten` in
 * German), sorted by name in that language.
 */
export function countryOptions(): readonly Option[] {
	const language = currentLanguage();
	let list = cache.get(language);
	if (!list) {
		const names = regionNames(language);
		list = Object.freeze(
			sortByName(
				COUNTRY_CODES.map((key) => ({ key, name: names.of(key) ?? key })),
				language,
			),
		);
		if (cache.size > 100) cache.clear();
		cache.set(language, list);
	}
	return list;
}
