import type { Migration } from 'kysely/migration';
import * as initialSchema from './2026_11_21_000000_initial_schema.ts';
import * as accounts from './2026_11_21_120000_accounts.ts';
import * as pinsBoards from './2026_11_21_180000_pins_boards.ts';
import * as search from './2026_11_22_000000_search.ts';
import * as imageFeatures from './2026_11_22_010000_image_features.ts';
import * as homeFeed from './2026_11_22_020000_home_feed.ts';
import * as interests from './2026_11_22_030000_interests.ts';
import * as searchQuerySearchers from './2026_11_22_040100_search_query_searchers.ts';
import * as searchWordSplit from './2026_11_22_040200_search_word_split.ts';
import * as eventLogging from './2026_11_23_010000_event_logging.ts';
import * as siteFeedback from './2026_11_23_030000_site_feedback.ts';
import * as browserExtensionStatus from './2026_11_23_100000_browser_extension_status.ts';
import * as pinSearchTerms from './2026_11_27_000000_pin_search_terms.ts';
import * as reauthentication from './2026_11_28_010000_reauthentication.ts';
import * as knownDevices from './2026_11_28_030000_known_devices.ts';
import * as creation from './2026_11_28_100000_creation.ts';
import * as scheduling from './2026_11_28_110000_scheduling.ts';
import * as videoPins from './2026_11_28_120000_video_pins.ts';
import * as storyPinsIndex from './2026_11_28_130000_story_pins_index.ts';
import * as searchLanguages from './2026_11_29_000000_search_languages.ts';
import * as comments from './2026_11_30_000000_comments.ts';
import * as notifications from './2026_11_30_010000_notifications.ts';

/**
 * Every migration, by name. Names are dates so they sort in the order they were written.
 * Listed by hand (not read from the folder) so the bundled server carries them too.
 * Migrations are frozen once they land: change the schema with a new one.
 */
export const migrations: Record<string, Migration> = {
	'2026_11_21_000000_initial_schema': initialSchema,
	'2026_11_21_120000_accounts': accounts,
	'2026_11_21_180000_pins_boards': pinsBoards,
	'2026_11_22_000000_search': search,
	'2026_11_22_010000_image_features': imageFeatures,
	'2026_11_22_020000_home_feed': homeFeed,
	'2026_11_22_030000_interests': interests,
	'2026_11_22_040100_search_query_searchers': searchQuerySearchers,
	'2026_11_22_040200_search_word_split': searchWordSplit,
	'2026_11_23_010000_event_logging': eventLogging,
	'2026_11_23_030000_site_feedback': siteFeedback,
	'2026_11_23_100000_browser_extension_status': browserExtensionStatus,
	'2026_11_27_000000_pin_search_terms': pinSearchTerms,
	'2026_11_28_010000_reauthentication': reauthentication,
	'2026_11_28_030000_known_devices': knownDevices,
	'2026_11_28_100000_creation': creation,
	'2026_11_28_110000_scheduling': scheduling,
	'2026_11_28_120000_video_pins': videoPins,
	'2026_11_28_130000_story_pins_index': storyPinsIndex,
	'2026_11_29_000000_search_languages': searchLanguages,
	'2026_11_30_000000_comments': comments,
	'2026_11_30_010000_notifications': notifications,
};
