import type { APIRoute } from 'astro';
import { runBoardFormAction } from '~/lib/content/boards/board-form-actions.server.ts';
import { CookieJar } from '~/lib/platform/http/cookie-jar.server.ts';
import { readForm } from '~/lib/platform/http/form.server.ts';

/**
 * `POST /board/actions/`: the board page's forms (follow, archive, sections, sensitivity
 * screen), so they work with JavaScript off. CSRF is checked by the middleware (form field
 * `csrftoken`). Answers 303 back to the page.
 */
export const POST: APIRoute = async ({ request, locals }) => {
	const cookies = new CookieJar(request);
	const to = await runBoardFormAction({
		db: locals.db,
		viewer: locals.viewer,
		request,
		cookies,
		clientAddress: locals.clientAddress,
		form: await readForm(request),
	});
	return cookies.applyTo(new Response(null, { status: 303, headers: { location: to } }));
};
