/**
 * In-site feedback and bug reports (NAV-21, NAV-12): limits and wire shapes shared by the
 * dialogs and the server. Pure.
 */

/** Longest feedback text, in characters. */
export const FEEDBACK_MAX_LENGTH = 2000;
/** Longest bug summary ("What went wrong?") and details. */
export const BUG_SUMMARY_MAX_LENGTH = 200;
export const BUG_DETAILS_MAX_LENGTH = 5000;
/** Longest page address kept with feedback or a report. */
export const PAGE_URL_MAX_LENGTH = 2000;

/** Where feedback goes (NAV-21, API list: `POST /v3/analytics/feedback/`). */
export const FEEDBACK_PATH = '/v3/analytics/feedback/';
/** Where bug reports go (NAV-12; the spec names no call, this is ours). */
export const BUG_REPORTS_PATH = '/v3/bug_reports/';

/** What `feedback_data` holds, before it is turned into JSON text. */
interface FeedbackData {
	/** What the person wrote. */
	text: string;
	/** The page they were on (path and query). */
	page_url: string;
}

/** NAV-21: the `feedback_data` field: the feedback as JSON text. */
export function feedbackDataOf(text: string, pageUrl: string): string {
	const data: FeedbackData = { text: text.trim(), page_url: pageUrl.slice(0, PAGE_URL_MAX_LENGTH) };
	return JSON.stringify(data);
}

/** The body of `POST /v3/bug_reports/`. */
export interface BugReportInput {
	summary: string;
	details: string;
	page_url: string;
}
