import { BRAND } from '../../../platform/ui/brand.ts';

/**
 * Readable names for the notification sections and options of `NOTIFICATION_OPTIONS`, for the
 * email subscription page and settings screens. A name missing here falls back to the key.
 */
const SECTION_LABELS: Record<string, string> = {
	activity: 'Activity on your Pins and boards',
	messages: 'Messages',
	recommendations: 'Ideas picked for you',
	news: `News from ${BRAND}`,
};

const OPTION_LABELS: Record<string, string> = {
	comments: 'Comments on your Pins',
	mentions: 'Mentions of you',
	saves: 'Saves of your Pins',
	follows: 'New followers',
	group_boards: 'Activity on group boards',
	messages: 'New messages',
	pins: 'Pins you might like',
	boards: 'Boards you might like',
	people: 'People you might want to follow',
	tips: 'Tips for getting the most out of your account',
	announcements: 'Product news and announcements',
	surveys: 'Surveys and research',
};

function fallback(key: string): string {
	const words = key.replaceAll('_', ' ');
	return words.charAt(0).toUpperCase() + words.slice(1);
}

export function sectionLabel(section: string): string {
	return SECTION_LABELS[section] ?? fallback(section);
}

export function optionLabel(option: string): string {
	return OPTION_LABELS[option] ?? fallback(option);
}
