import { z } from 'zod';
import {
	BUG_DETAILS_MAX_LENGTH,
	BUG_SUMMARY_MAX_LENGTH,
	FEEDBACK_MAX_LENGTH,
	PAGE_URL_MAX_LENGTH,
} from './feedback.ts';

/** A page of this site: a path (and query), never another site's address. */
const pageUrl = z
	.string()
	.max(PAGE_URL_MAX_LENGTH, `Send a page address of at most ${PAGE_URL_MAX_LENGTH} characters.`)
	.regex(/^\/(?!\/)/, 'Send the page as a path on this site, starting with one `/`.');

/** The decoded `feedback_data` of NAV-21. */
const feedbackDataSchema = z
	.object({
		/** What the person wrote; blank feedback is never sent (the dialog counts it as done). */
		text: z
			.string()
			.trim()
			.min(1, 'Write some feedback before sending it.')
			.max(FEEDBACK_MAX_LENGTH, `Keep feedback under ${FEEDBACK_MAX_LENGTH} characters.`),
		/** The page it was written on. */
		page_url: pageUrl.optional(),
	})
	.strict();
export type FeedbackDataInput = z.infer<typeof feedbackDataSchema>;

/** `feedback_data`: JSON text of `feedbackDataSchema`. */
export const feedbackFieldSchema = z
	.string()
	.max(FEEDBACK_MAX_LENGTH * 2 + PAGE_URL_MAX_LENGTH, 'feedback_data is too long.')
	.transform((text, ctx) => {
		try {
			return JSON.parse(text) as unknown;
		} catch {
			ctx.addIssue({ code: 'custom', message: 'Send feedback_data as JSON text.' });
			return z.NEVER;
		}
	})
	.pipe(feedbackDataSchema);

/** The body of `POST /v3/bug_reports/` (NAV-12). */
export const bugReportSchema = z
	.object({
		/** "What went wrong?", one line. */
		summary: z
			.string()
			.trim()
			.min(1, 'Tell us what went wrong.')
			.max(BUG_SUMMARY_MAX_LENGTH, `Keep the summary under ${BUG_SUMMARY_MAX_LENGTH} characters.`),
		/** Steps to see it again; optional. */
		details: z
			.string()
			.trim()
			.max(BUG_DETAILS_MAX_LENGTH, `Keep the details under ${BUG_DETAILS_MAX_LENGTH} characters.`)
			.default(''),
		page_url: pageUrl,
	})
	.strict();
export type BugReportInputParsed = z.infer<typeof bugReportSchema>;
