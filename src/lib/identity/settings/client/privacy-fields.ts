import settingsPrivacy from '~/messages/settings-privacy/index.ts';
import { BRAND } from '../../../platform/ui/brand.ts';
import type { Audience } from '../../users/user-settings.ts';
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

/** The audiences of `allow_mentions` and `messaging_permissions`, in the current language. */
export function audienceLabels(): Record<Audience, string> {
	const t = settingsPrivacy();
	return {
		everyone: t.audienceEveryone(),
		following: t.audienceFollowing(),
		nobody: t.audienceNobody(),
	};
}

/** Every field the page shows, in order (no words: usable at module level). */
export const PRIVACY_FIELDS: readonly PrivacyControl['field'][] = [
	'opt_in_private_account',
	'comments_disabled',
	'allow_mentions',
	'messaging_permissions',
	'personalize_from_offsite_browsing',
	'shopping_rec_disabled',
	'video_rec_enabled',
	'ads_customize_from_conversion',
	'third_party_ads_personalization',
	'third_party_marketing_tracking_enabled',
	'ccpa_opted_out',
	'allow_analytic_cookies',
	'allow_personalization_cookies',
	'allow_marketing_cookies',
];

/** The groups and their controls, with the words of the current language. */
export function privacyGroups(): PrivacyGroup[] {
	const t = settingsPrivacy();
	const brand = BRAND;
	return [
		{
			title: t.groupVisibility(),
			controls: [
				{
					field: 'opt_in_private_account',
					kind: 'switch',
					label: t.privateProfileLabel(),
					hint: t.privateProfileHint(),
				},
			],
		},
		{
			title: t.groupInteractions(),
			controls: [
				{
					field: 'comments_disabled',
					kind: 'switch',
					label: t.commentsDisabledLabel(),
					hint: t.commentsDisabledHint(),
				},
				{
					field: 'allow_mentions',
					kind: 'audience',
					label: t.mentionsLabel(),
					hint: t.mentionsHint(),
				},
				{
					field: 'messaging_permissions',
					kind: 'audience',
					label: t.messagingLabel(),
					hint: t.messagingHint(),
				},
			],
		},
		{
			title: t.groupRecommendations(),
			controls: [
				{
					field: 'personalize_from_offsite_browsing',
					kind: 'switch',
					label: t.offsiteLabel(),
					hint: t.offsiteHint({ brand }),
				},
				{
					field: 'shopping_rec_disabled',
					kind: 'switch',
					label: t.shoppingRecLabel(),
					hint: t.shoppingRecHint(),
				},
				{
					field: 'video_rec_enabled',
					kind: 'switch',
					label: t.videoRecLabel(),
					hint: t.videoRecHint(),
				},
			],
		},
		{
			title: t.groupAds(),
			controls: [
				{
					field: 'ads_customize_from_conversion',
					kind: 'switch',
					label: t.conversionLabel(),
					hint: t.conversionHint(),
				},
				{
					field: 'third_party_ads_personalization',
					kind: 'switch',
					label: t.thirdPartyAdsLabel(),
					hint: t.thirdPartyAdsHint(),
				},
				{
					field: 'third_party_marketing_tracking_enabled',
					kind: 'switch',
					label: t.marketingTrackingLabel(),
					hint: t.marketingTrackingHint({ brand }),
				},
				{
					field: 'ccpa_opted_out',
					kind: 'switch',
					label: t.ccpaLabel(),
					hint: t.ccpaHint(),
				},
			],
		},
		{
			title: t.groupCookies(),
			controls: [
				{
					field: 'allow_analytic_cookies',
					kind: 'consent',
					label: t.analyticsCookiesLabel(),
					hint: t.analyticsCookiesHint(),
				},
				{
					field: 'allow_personalization_cookies',
					kind: 'consent',
					label: t.personalizationCookiesLabel(),
					hint: t.personalizationCookiesHint(),
				},
				{
					field: 'allow_marketing_cookies',
					kind: 'consent',
					label: t.marketingCookiesLabel(),
					hint: t.marketingCookiesHint(),
				},
			],
		},
	];
}

/**
 * The label of a `featureMap` key (keys are short names such as `comment_reactions`): the key's
 * words, since the keys are open-ended data rather than a list the catalogue could name.
 */
export function featureLabel(key: string): string {
	const words = key
		.replace(/([a-z])([A-Z])/g, '$1 $2')
		.replaceAll('_', ' ')
		.toLowerCase();
	return words.charAt(0).toUpperCase() + words.slice(1);
}
