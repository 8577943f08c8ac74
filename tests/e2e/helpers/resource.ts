import type { Page } from '@playwright/test';

/** A resource's answer: the HTTP status and the envelope's `resource_response`. */
export interface ResourceAnswer {
	httpStatus: number;
	response: {
		status: string;
		code: number;
		message: string;
		/** Each resource answers its own shape; tests read the fields they expect. */
		// biome-ignore lint/suspicious/noExplicitAny: as above, the shape is the resource's
		data: any;
		error?: { code: string; message: string; message_detail?: string; http_status: number };
	};
}

const METHOD = { get: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

/**
 * Calls `/resource/{name}/{action}/` from inside the page, as the islands do: the page's path as
 * `source_url`, and for writes a form body with the CSRF cookie echoed in `X-CSRFToken` (the
 * page must have the cookie: any private page hands it out).
 */
export async function callResourceFromPage(
	page: Page,
	name: string,
	action: keyof typeof METHOD,
	options: object,
): Promise<ResourceAnswer> {
	return page.evaluate(
		async ({ name, action, method, options }) => {
			const data = JSON.stringify({ options, context: {} });
			const params = new URLSearchParams({ source_url: location.pathname, data });
			const token = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
			const res =
				method === 'GET'
					? await fetch(`/resource/${name}/get/?${params}`)
					: await fetch(`/resource/${name}/${action}/`, {
							method,
							headers: {
								'content-type': 'application/x-www-form-urlencoded',
								'x-csrftoken': decodeURIComponent(token),
							},
							body: params,
						});
			return { httpStatus: res.status, response: (await res.json()).resource_response };
		},
		{ name, action, method: METHOD[action], options },
	);
}
