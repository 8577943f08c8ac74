import { BRAND } from '../../../platform/ui/brand.ts';
import type { UserSettingsView } from './settings-view.ts';

/**
 * The controls of "Privacy and data": every SET-01 field, the private-profile switch and the three
 * cookie consents (ACC-05), in groups, with the words the user reads.
 */

type BooleanField = {
	[K in keyof UserSettingsView]: UserSettingsView[K] extends boolean ? K : never;
}[keyof UserSettingsView];

type ConsentField =
	| 'allow_analytic_cookies'
	| 'allow_personalization_cookies'
	| 'allow_marketing_cookies';

type AudienceField = 'allow_mentions' | 'messaging_permissions';

export interface PrivacyControl {
	field: BooleanField | ConsentField | AudienceField;
	kind: 'switch' | 'consent' | 'audience';
	label: string;
	hint: string;
}

export interface PrivacyGroup {
	title: string;
	controls: PrivacyControl[];
}

export const AUDIENCE_LABELS = {
	everyone: 'Anyone',
	following: 'Only people you follow',
	nobody: 'No one',
} as const;

export const PRIVACY_GROUPS: PrivacyGroup[] = [
	{
		title: 'Profile visibility',
		controls: [
			{
				field: 'opt_in_private_account',
				kind: 'switch',
				label: 'Private profile',
				hint: 'Only people you approve can see your profile, Pins, boards, followers and following lists.',
			},
		],
	},
	{
		title: 'Comments, mentions and messages',
		controls: [
			{
				field: 'comments_disabled',
				kind: 'switch',
				label: 'Turn off comments on your Pins',
				hint: 'No one can comment on Pins you create.',
			},
			{
				field: 'allow_mentions',
				kind: 'audience',
				label: 'Who can @mention you',
				hint: 'People outside this group cannot tag you in comments or descriptions.',
			},
			{
				field: 'messaging_permissions',
				kind: 'audience',
				label: 'Who can message you',
				hint: 'People outside this group cannot start a conversation with you.',
			},
		],
	},
	{
		title: 'Recommendations',
		controls: [
			{
				field: 'personalize_from_offsite_browsing',
				kind: 'switch',
				label: 'Use sites you visit to improve recommendations',
				hint: `Lets ${BRAND} use your visits to sites that show ${BRAND} content to suggest ideas.`,
			},
			{
				field: 'shopping_rec_disabled',
				kind: 'switch',
				label: 'Turn off shopping recommendations',
				hint: 'Hides product suggestions in your feeds.',
			},
			{
				field: 'video_rec_enabled',
				kind: 'switch',
				label: 'Show video recommendations',
				hint: 'Includes video Pins among the ideas picked for you.',
			},
		],
	},
	{
		title: 'Ads and data sharing',
		controls: [
			{
				field: 'ads_customize_from_conversion',
				kind: 'switch',
				label: 'Use info from our partners to improve ads',
				hint: 'Lets advertisers tell us about actions you took on their sites, to show you more relevant ads.',
			},
			{
				field: 'third_party_ads_personalization',
				kind: 'switch',
				label: 'Personalize ads with your activity on other sites and apps',
				hint: 'Uses information from other sites and apps you visit to choose the ads you see.',
			},
			{
				field: 'third_party_marketing_tracking_enabled',
				kind: 'switch',
				label: 'Allow partners to measure ad performance',
				hint: `Lets marketing partners measure how ads on ${BRAND} perform.`,
			},
			{
				field: 'ccpa_opted_out',
				kind: 'switch',
				label: 'Do not sell or share my personal information',
				hint: 'Stops us sharing your data with partners for cross-context advertising (CCPA).',
			},
		],
	},
	{
		title: 'Cookies',
		controls: [
			{
				field: 'allow_analytic_cookies',
				kind: 'consent',
				label: 'Analytics cookies',
				hint: 'Help us understand how people use the site, so we can improve it.',
			},
			{
				field: 'allow_personalization_cookies',
				kind: 'consent',
				label: 'Personalization cookies',
				hint: 'Remember your choices and tailor what you see.',
			},
			{
				field: 'allow_marketing_cookies',
				kind: 'consent',
				label: 'Marketing cookies',
				hint: 'Let us and our partners show you relevant ads on other sites.',
			},
		],
	},
];

/** The label of a `featureMap` key (keys are short names such as `comment_reactions`). */
export function featureLabel(key: string): string {
	const words = key
		.replace(/([a-z])([A-Z])/g, '$1 $2')
		.replaceAll('_', ' ')
		.toLowerCase();
	return words.charAt(0).toUpperCase() + words.slice(1);
}
