import type { APIRoute } from 'astro';
import { resources } from '~/app/resources.server.ts';
import { handleResourceRequest } from '~/lib/platform/http/gateway.server.ts';

/** The resource gateway: `/resource/{Name}Resource/{get|create|update|delete}/`. */
export const ALL: APIRoute = ({ request, url, params, locals }) =>
	handleResourceRequest({
		resources,
		request,
		url,
		name: params.name,
		action: params.action,
		viewer: locals.viewer,
		db: locals.db,
		requestId: locals.requestId,
		clientAddress: locals.clientAddress,
	});
