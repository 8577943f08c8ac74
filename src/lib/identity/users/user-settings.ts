import { z } from 'zod';

/**
 * What `users.settings` holds (JSON), with defaults, so a new user and an old row read alike.
 * `opt_in_private_account` is not here: it lives in `users.is_private`, which pages query.
 */
export const AUDIENCES = ['everyone', 'following', 'nobody'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** SET-01 privacy and data fields (except `opt_in_private_account`, see above). */
const privacySettingsSchema = z.object({
	shopping_rec_disabled: z.boolean().default(false),
	/** Per-feature switches the client may read; keys are short names. */
	featureMap: z.record(z.string().max(40), z.boolean()).default({}),
	comments_disabled: z.boolean().default(false),
	/** Who may @mention the user. */
	allow_mentions: z.enum(AUDIENCES).default('everyone'),
	/** Who may start a conversation with the user. */
	messaging_permissions: z.enum(AUDIENCES).default('everyone'),
	ads_customize_from_conversion: z.boolean().default(true),
	personalize_from_offsite_browsing: z.boolean().default(true),
	/** ACC-08: on for a new user. */
	third_party_marketing_tracking_enabled: z.boolean().default(true),
	ccpa_opted_out: z.boolean().default(false),
	third_party_ads_personalization: z.boolean().default(true),
	video_rec_enabled: z.boolean().default(true),
});

/** ACC-05/CMP-05: null until the user has answered the consent banner. */
const consentSettingsSchema = z.object({
	allow_analytic_cookies: z.boolean().nullable().default(null),
	allow_personalization_cookies: z.boolean().nullable().default(null),
	allow_marketing_cookies: z.boolean().nullable().default(null),
});

/** Notification option groups: section → option → on/off. */
export const NOTIFICATION_OPTIONS = {
	email: {
		activity: ['comments', 'mentions', 'saves', 'follows', 'group_boards'],
		messages: ['messages'],
		recommendations: ['pins', 'boards', 'people'],
		news: ['tips', 'announcements', 'surveys'],
	},
	push: {
		activity: ['comments', 'mentions', 'saves', 'follows', 'group_boards'],
		messages: ['messages'],
		recommendations: ['pins', 'boards', 'people'],
	},
	news: {
		activity: ['comments', 'mentions', 'saves', 'follows'],
		recommendations: ['pins', 'boards'],
	},
} as const;

export type NotificationChannel = keyof typeof NOTIFICATION_OPTIONS;

function channelSchema(channel: NotificationChannel) {
	const sections = NOTIFICATION_OPTIONS[channel] as Record<string, readonly string[]>;
	return z
		.object(
			Object.fromEntries(
				Object.entries(sections).map(([section, options]) => [
					section,
					z
						.object(Object.fromEntries(options.map((o) => [o, z.boolean().default(true)])))
						.prefault({}),
				]),
			),
		)
		.prefault({});
}

const userSettingsSchema = z.object({
	privacy: privacySettingsSchema.prefault({}),
	consent: consentSettingsSchema.prefault({}),
	notifications: z
		.object({
			email: channelSchema('email'),
			push: channelSchema('push'),
			news: channelSchema('news'),
		})
		.prefault({}),
});

export type UserSettings = z.infer<typeof userSettingsSchema>;
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** Reads `users.settings`; anything unreadable or missing takes its default. */
export function parseUserSettings(json: string | null | undefined): UserSettings {
	let raw: unknown = {};
	try {
		raw = json ? JSON.parse(json) : {};
	} catch {
		raw = {};
	}
	const parsed = userSettingsSchema.safeParse(raw);
	return parsed.success ? parsed.data : userSettingsSchema.parse({});
}
