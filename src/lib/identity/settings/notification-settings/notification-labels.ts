import settingsNotifications from '~/messages/settings-notifications/index.ts';
import { BRAND } from '../../../platform/ui/brand.ts';

/**
 * Readable names for the notification sections and options of `NOTIFICATION_OPTIONS`, in the
 * current language, for the email subscription page and settings screens. A name missing here
 * falls back to the key's words.
 */
type Messages = ReturnType<typeof settingsNotifications>;

const SECTION_LABELS: Record<string, (t: Messages) => string> = {
	activity: (t) => t.sectionActivity(),
	messages: (t) => t.sectionMessages(),
	recommendations: (t) => t.sectionRecommendations(),
	news: (t) => t.sectionNews({ brand: BRAND }),
};

const OPTION_LABELS: Record<string, (t: Messages) => string> = {
	comments: (t) => t.optionComments(),
	mentions: (t) => t.optionMentions(),
	saves: (t) => t.optionSaves(),
	follows: (t) => t.optionFollows(),
	group_boards: (t) => t.optionGroupBoards(),
	messages: (t) => t.optionMessages(),
	pins: (t) => t.optionPins(),
	boards: (t) => t.optionBoards(),
	people: (t) => t.optionPeople(),
	tips: (t) => t.optionTips(),
	announcements: (t) => t.optionAnnouncements(),
	surveys: (t) => t.optionSurveys(),
};

function fallback(key: string): string {
	const words = key.replaceAll('_', ' ');
	return words.charAt(0).toUpperCase() + words.slice(1);
}

export function sectionLabel(section: string): string {
	return SECTION_LABELS[section]?.(settingsNotifications()) ?? fallback(section);
}

export function optionLabel(option: string): string {
	return OPTION_LABELS[option]?.(settingsNotifications()) ?? fallback(option);
}
