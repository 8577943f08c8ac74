import type { Kysely } from 'kysely';
import { z } from 'zod';
import { readerIdOf, type Viewer } from '../access/viewer.ts';
import { config } from '../config/config.server.ts';
import type { Database } from '../db/database.ts';
import { readFields } from './body.server.ts';
import { CookieJar } from './cookie-jar.server.ts';
import { assertShallow } from './depth-check.ts';
import { jsonSuccess } from './envelope.ts';
import { AppError } from './errors.ts';
import { describeIssues, errorResponse } from './handle-errors.server.ts';
import { assertNoNul } from './nul-check.ts';
import type { PersistedQuery } from './persisted-query.server.ts';

/** Header naming the query (STA-11); the body's `queryName` or `queryHash` also works. */
export const QUERY_NAME_HEADER = 'x-graphql-query-name';

const bodySchema = z.object({
	queryHash: z.string().max(128).optional(),
	queryName: z.string().max(128).optional(),
	variables: z.record(z.string(), z.unknown()).default({}),
});

/**
 * `POST /_/graphql/`: runs a persisted query and answers `{[queryName]: result}` in the envelope.
 */
export async function handlePersistedQuery(input: {
	/** The registry by name and by hash (`src/app/persisted-queries.server.ts`). */
	queries: ReadonlyMap<string, PersistedQuery<any>>;
	request: Request;
	viewer: Viewer | null;
	db: Kysely<Database>;
	requestId?: string;
	clientAddress?: string;
}): Promise<Response> {
	const cookies = new CookieJar(input.request);
	try {
		const fields = await readFields(input.request, config().MAX_BODY_BYTES);
		if (typeof fields.variables === 'string') {
			try {
				fields.variables = JSON.parse(fields.variables);
			} catch {
				throw new AppError('InvalidJson', { detail: '`variables` is not valid JSON.' });
			}
		}
		assertNoNul(fields);
		assertShallow(fields);
		const body = bodySchema.safeParse(fields);
		if (!body.success) throw new AppError('InvalidOptions', { detail: describeIssues(body.error) });
		const key =
			body.data.queryHash ??
			body.data.queryName ??
			input.request.headers.get(QUERY_NAME_HEADER) ??
			'';
		const query = input.queries.get(key);
		if (!query)
			throw new AppError('UnknownPersistedQuery', {
				detail: `Unknown query "${key.slice(0, 128)}".`,
			});
		const variables = query.variables.safeParse(body.data.variables);
		if (!variables.success) {
			throw new AppError('InvalidOptions', { detail: describeIssues(variables.error) });
		}
		const sourceUrl = input.request.headers.get('x-source-url') ?? '';
		const result = await query.run(
			{
				db: input.db,
				viewer: input.viewer,
				readerId: readerIdOf(input.viewer),
				sourceUrl,
				request: input.request,
				cookies,
				clientAddress: input.clientAddress ?? 'unknown',
			},
			variables.data,
		);
		return cookies.applyTo(jsonSuccess({ [query.name]: result }));
	} catch (error) {
		return cookies.applyTo(errorResponse(error, input.requestId));
	}
}
