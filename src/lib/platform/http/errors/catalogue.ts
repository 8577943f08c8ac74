import { CONTENT_CODES, CONTENT_ERRORS } from './content.ts';
import { DISCOVERY_CODES, DISCOVERY_ERRORS } from './discovery.ts';
import { GROWTH_CODES, GROWTH_ERRORS } from './growth.ts';
import { IDENTITY_CODES, IDENTITY_ERRORS } from './identity.ts';
import { PLATFORM_CODES, PLATFORM_ERRORS } from './platform.ts';
import { SOCIAL_CODES, SOCIAL_ERRORS } from './social.ts';

/**
 * The error catalogue, one plain-data file per area (named as the area in `src/lib`). The
 * entries are the API's contract, so they all live here in platform, where `AppError` and the
 * envelope read them, and the area files import nothing but the entry type: a higher area throws
 * `new AppError('PinNotEditable')` by name without platform importing it.
 *
 * To add an entry, add it to its area's file with the next free number in that area's ranges
 * (`*_CODES`). An area without entries yet (business) gets a file and a line below.
 * `tests/unit/http/error-catalogue.test.ts` holds names and numbers unique across areas and
 * inside their ranges.
 */
export const CATALOGUE_AREAS = {
	platform: { codes: PLATFORM_CODES, errors: PLATFORM_ERRORS },
	identity: { codes: IDENTITY_CODES, errors: IDENTITY_ERRORS },
	content: { codes: CONTENT_CODES, errors: CONTENT_ERRORS },
	discovery: { codes: DISCOVERY_CODES, errors: DISCOVERY_ERRORS },
	growth: { codes: GROWTH_CODES, errors: GROWTH_ERRORS },
	social: { codes: SOCIAL_CODES, errors: SOCIAL_ERRORS },
} as const;

/** Every entry by name. */
export const ERRORS = {
	...PLATFORM_ERRORS,
	...IDENTITY_ERRORS,
	...CONTENT_ERRORS,
	...DISCOVERY_ERRORS,
	...GROWTH_ERRORS,
	...SOCIAL_ERRORS,
} as const;
