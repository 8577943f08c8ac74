import type { Kysely } from 'kysely';
import type { Viewer } from '../access/viewer.ts';
import { config } from '../config/config.server.ts';
import type { Database } from '../db/database.ts';
import { authorize } from './auth-guard.server.ts';
import { readFields } from './body.server.ts';
import { CookieJar } from './cookie-jar.server.ts';
import { assertShallow } from './depth-check.ts';
import { jsonSuccess } from './envelope.ts';
import { AppError } from './errors.ts';
import { describeIssues, errorResponse } from './handle-errors.server.ts';
import { assertNoNul } from './nul-check.ts';
import type { ResourceActionName, ResourceDefinition } from './resource.server.ts';

const ACTION_BY_METHOD: Record<string, ResourceActionName> = {
	GET: 'get',
	HEAD: 'get',
	POST: 'create',
	PUT: 'update',
	PATCH: 'update',
	DELETE: 'delete',
};

/** Reads the client's `data` field: JSON text (or, in a JSON body, an object) of `{options, context}`. */
export function parseDataField(raw: unknown): {
	options: Record<string, unknown>;
	context: Record<string, unknown>;
} {
	if (raw === undefined || raw === null || raw === '') return { options: {}, context: {} };
	let value: unknown = raw;
	if (typeof raw === 'string') {
		try {
			value = JSON.parse(raw);
		} catch {
			throw new AppError('InvalidJson');
		}
	}
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		throw new AppError('InvalidJson', { detail: '`data` must be a JSON object.' });
	}
	const { options = {}, context = {} } = value as { options?: unknown; context?: unknown };
	if (typeof options !== 'object' || options === null || Array.isArray(options)) {
		throw new AppError('InvalidOptions', { detail: '`data.options` must be an object.' });
	}
	if (typeof context !== 'object' || context === null || Array.isArray(context)) {
		throw new AppError('InvalidOptions', { detail: '`data.context` must be an object.' });
	}
	return {
		options: options as Record<string, unknown>,
		context: context as Record<string, unknown>,
	};
}

/**
 * `/resource/{Name}Resource/{get|create|update|delete}/`: finds the resource, checks that the
 * URL's action matches the HTTP method, validates options strictly and runs the handler.
 */
export async function handleResourceRequest(input: {
	/** The registry by resource name (`src/app/resources.server.ts`): the kit imports no domain. */
	resources: ReadonlyMap<string, ResourceDefinition>;
	request: Request;
	url: URL;
	name: string | undefined;
	action: string | undefined;
	viewer: Viewer | null;
	db: Kysely<Database>;
	requestId?: string;
	clientAddress?: string;
}): Promise<Response> {
	const { request, url, viewer, db } = input;
	const cookies = new CookieJar(request);
	try {
		const resource = input.name ? input.resources.get(input.name) : undefined;
		if (!resource)
			throw new AppError('UnknownResource', { detail: `${input.name ?? ''} is not a resource.` });
		const expected = ACTION_BY_METHOD[request.method];
		if (!expected || input.action !== expected) {
			throw new AppError('MethodNotAllowed', {
				detail: `${request.method} maps to "${expected ?? 'nothing'}", but the URL asks for "${input.action ?? ''}".`,
			});
		}
		const handler = resource[expected];
		if (!handler) {
			throw new AppError('MethodNotAllowed', {
				detail: `${resource.name} has no ${expected} action.`,
			});
		}
		const fields: Record<string, unknown> = Object.fromEntries(url.searchParams);
		if (expected !== 'get')
			Object.assign(fields, await readFields(request, config().MAX_BODY_BYTES));
		const { options, context } = parseDataField(fields.data);
		const who = authorize(handler.auth, viewer);
		assertNoNul([fields, options, context]);
		assertShallow(options, context);
		const parsed = handler.options.safeParse(options);
		if (!parsed.success)
			throw new AppError('InvalidOptions', { detail: describeIssues(parsed.error) });
		const sourceUrl = typeof fields.source_url === 'string' ? fields.source_url.slice(0, 2048) : '';
		const result = await handler.run(
			{
				db,
				...who,
				sourceUrl,
				context,
				request,
				cookies,
				clientAddress: input.clientAddress ?? 'unknown',
			},
			parsed.data,
		);
		return cookies.applyTo(jsonSuccess(result.data, result.bookmark));
	} catch (error) {
		return cookies.applyTo(errorResponse(error, input.requestId));
	}
}
