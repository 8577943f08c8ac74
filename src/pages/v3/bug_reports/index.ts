import { bugReportSchema } from '~/lib/growth/feedback/feedback.schema.ts';
import { recordBugReport } from '~/lib/growth/feedback/feedback.service.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `POST /v3/bug_reports/` with `summary`, `details` and `page_url` (NAV-12): the report-bug
 * modal's call. Only signed-in viewers may report bugs: signed-out callers get
 * `AuthenticationRequired`, limited-login ones `LimitedLogin`. At most 10 an hour per person.
 */
export const POST = restRoute({
	auth: 'required',
	input: bugReportSchema,
	async run({ db, viewer, request }, input) {
		await recordBugReport(db, viewer!, input, request.headers.get('user-agent') ?? '');
		return { data: null };
	},
});
