import type { Generated } from 'kysely';

/**
 * The tables of `src/lib/growth`: logged events, experiment activations, experiences, spam
 * fingerprints, browser-extension counts and site feedback.
 * Part of `Database` (`../database.ts`), whose conventions they follow.
 */

/**
 * LOG-01/02: an event a browser logged (`ContextLogResource`). `client_uuid` is unique, so a
 * batch sent twice is stored once. JSON fields are text; absent fields are null.
 */
export interface ContextLogEventTable {
	id: string;
	client_uuid: string;
	/** The viewer (also limited-login) when there was one. */
	user_id: string | null;
	/** The browser's visitor id (`_cb_vid` cookie). */
	visitor_id: string | null;
	event_type: string;
	view_type: string | null;
	view_parameter: string | null;
	view_data: string | null;
	component: string | null;
	element: string | null;
	object_id_str: string | null;
	aux_data: string | null;
	event_data: string | null;
	client_tracking_params: string | null;
	/** When it happened: the browser's time, corrected by the batch's `report_time` (ISO). */
	event_time: string;
	received_at: string;
}

/** LOG-07: the first time a viewer met an experiment, and in which group. */
export interface ExperimentActivationTable {
	/** `user:{id}` or `visitor:{visitor id}`: who the group was assigned to. */
	subject_key: string;
	experiment_name: string;
	experiment_group: string;
	user_id: string | null;
	visitor_id: string | null;
	activated_at: string;
}

/** LOG-10: an experience of a user; `completed` and `dismissed` rows are kept but not listed. */
export interface UserExperienceTable {
	user_id: string;
	experience_id: string;
	status: string;
	created_at: string;
	updated_at: string;
}

/** AUTH-20: the latest browser fingerprint of a user or signed-out visitor. */
export interface SpamFingerprintTable {
	/** `user:{id}` or `visitor:{visitor id}`. */
	subject_key: string;
	user_id: string | null;
	visitor_id: string | null;
	fingerprint: string;
	seen_count: Generated<number>;
	first_seen_at: string;
	last_seen_at: string;
}

/** UPS-18: daily counts of the browser-extension status log. */
export interface BrowserExtensionStatusTable {
	/** `YYYY-MM-DD` (UTC). */
	day: string;
	/** `chrome`, `firefox`, `safari`, `edge` or `other`. */
	browser: string;
	/** 0/1. */
	installed: number;
	/** The installed extension's version; empty when not installed. */
	version: string;
	count: Generated<number>;
}

/** NAV-21 feedback and NAV-12 bug reports (`src/lib/growth/feedback`). */
export interface SiteFeedbackTable {
	id: string;
	/** `feedback` or `bug`. */
	kind: string;
	/** Null for feedback from a signed-out visitor. */
	user_id: string | null;
	/** A bug report's "What went wrong?"; empty for feedback. */
	summary: Generated<string>;
	/** The feedback text, or a bug report's details. */
	body: Generated<string>;
	/** The page it was sent from (path and query). */
	page_url: Generated<string>;
	user_agent: Generated<string>;
	/** The server's version when it was received (STA-08). */
	app_version: Generated<string>;
	created_at: string;
}
