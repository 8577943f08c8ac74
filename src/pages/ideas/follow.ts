import type { APIRoute } from 'astro';
import { runInterestFollowForm } from '~/lib/discovery/interests/interest-follow-form.server.ts';
import { readForm } from '~/lib/platform/http/form.server.ts';

/**
 * `POST /ideas/follow/`: the interest follow button's form, so following works with JavaScript
 * off (FED-07). CSRF is checked by the middleware (form field `csrftoken`). Answers 303.
 */
export const POST: APIRoute = async ({ request, locals }) => {
	const to = await runInterestFollowForm({
		db: locals.db,
		viewer: locals.viewer,
		form: await readForm(request),
	});
	return new Response(null, { status: 303, headers: { location: to } });
};
