import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
	CommentFlagTable,
	CommentHiddenUserTable,
	CommentMarkTable,
	CommentMentionTable,
	CommentTable,
	CommentTranslationTable,
} from './tables/comment-tables.ts';
import type {
	BlockingActionTable,
	BoardCollaboratorTable,
	BoardFollowTable,
	BoardSectionTable,
	BoardSlugTable,
	BoardTable,
	InterestFollowTable,
	InterestTable,
	MediaColorBucketTable,
	MediaTable,
	OffsiteDomainTable,
	PinInterestTable,
	PinMarkTable,
	PinReactionTable,
	PinReportTable,
	PinStatTable,
	PinTable,
} from './tables/content-tables.ts';
import type {
	PinCarouselSlotTable,
	PinDraftItemTable,
	PinDraftTable,
	PinTagTable,
	VideoTable,
} from './tables/creation-tables.ts';
import type {
	BrowserExtensionStatusTable,
	ContextLogEventTable,
	ExperimentActivationTable,
	SiteFeedbackTable,
	SpamFingerprintTable,
	UserExperienceTable,
} from './tables/growth-tables.ts';
import type {
	AuthTokenTable,
	KnownDeviceTable,
	LandingSignalTable,
	MfaBackupCodeTable,
	SessionTable,
	UserBlockTable,
	UserFollowTable,
	UserStateTable,
	UserTable,
} from './tables/identity-tables.ts';
import type {
	NotificationActorTable,
	NotificationReceiptTable,
	NotificationTable,
} from './tables/notification-tables.ts';
import type { JobTable, OutboxTable } from './tables/platform-tables.ts';

/**
 * The typed shape of every table, shared by SQLite and PostgreSQL.
 *
 * Conventions that hold on both dialects (the result plugin in `normalize-results.server.ts`
 * makes them true):
 * - ids (`id`, `*_id`) are decimal strings of 64-bit integers;
 * - timestamps are ISO-8601 strings in UTC;
 * - flags are integers 0/1 named `is_*`;
 * - JSON is stored as text and parsed by the domain converters.
 */
export interface Database {
	users: UserTable;
	sessions: SessionTable;
	media: MediaTable;
	boards: BoardTable;
	board_sections: BoardSectionTable;
	board_collaborators: BoardCollaboratorTable;
	pins: PinTable;
	interests: InterestTable;
	pin_interests: PinInterestTable;
	media_color_buckets: MediaColorBucketTable;
	user_follows: UserFollowTable;
	board_follows: BoardFollowTable;
	interest_follows: InterestFollowTable;
	auth_tokens: AuthTokenTable;
	known_devices: KnownDeviceTable;
	mfa_backup_codes: MfaBackupCodeTable;
	user_states: UserStateTable;
	outbox: OutboxTable;
	landing_signals: LandingSignalTable;
	board_slugs: BoardSlugTable;
	pin_reactions: PinReactionTable;
	pin_favorites: PinMarkTable;
	pin_dones: PinMarkTable;
	pin_hides: PinMarkTable;
	pin_reports: PinReportTable;
	user_blocks: UserBlockTable;
	blocking_actions: BlockingActionTable;
	pin_stats: PinStatTable;
	offsite_domains: OffsiteDomainTable;
	site_feedback: SiteFeedbackTable;
	context_log_events: ContextLogEventTable;
	experiment_activations: ExperimentActivationTable;
	user_experiences: UserExperienceTable;
	spam_fingerprints: SpamFingerprintTable;
	browser_extension_status: BrowserExtensionStatusTable;
	videos: VideoTable;
	pin_carousel_slots: PinCarouselSlotTable;
	pin_tags: PinTagTable;
	pin_drafts: PinDraftTable;
	pin_draft_items: PinDraftItemTable;
	comments: CommentTable;
	comment_likes: CommentMarkTable;
	comment_helpful_marks: CommentMarkTable;
	comment_mentions: CommentMentionTable;
	comment_flags: CommentFlagTable;
	comment_hidden_users: CommentHiddenUserTable;
	comment_translations: CommentTranslationTable;
	/** SQLite only: the in-process job engine's queue (`platform/jobs`); PostgreSQL uses pg-boss. */
	jobs: JobTable;
	notifications: NotificationTable;
	notification_actors: NotificationActorTable;
	notification_receipts: NotificationReceiptTable;
}

/**
 * A handle on the database: the pool from `db()` or a transaction (a Kysely `Transaction` is a
 * `Kysely` too), so a repository function that takes `Db` runs inside its caller's transaction.
 */
export type Db = Kysely<Database>;

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type MediaRow = Selectable<MediaTable>;
export type NewMediaRow = Insertable<MediaTable>;
export type BoardRow = Selectable<BoardTable>;
export type NewBoardRow = Insertable<BoardTable>;
export type BoardSectionRow = Selectable<BoardSectionTable>;
export type NewPinRow = Insertable<PinTable>;
export type InterestRow = Selectable<InterestTable>;

/** The tables other modules name, from the files that define them (`tables/`). */
export type {
	BlockingActionTable,
	BoardSectionTable,
	BoardTable,
	ContextLogEventTable,
	ExperimentActivationTable,
	MediaColorBucketTable,
	OutboxTable,
	PinTable,
	SessionTable,
	SiteFeedbackTable,
	UserTable,
	VideoTable,
};
