import type fc from 'fast-check';
import type { Kysely } from 'kysely';
import { viewerFromToken } from '~/lib/identity/auth/session.server.ts';
import { SESSION_COOKIE } from '~/lib/identity/auth/session-cookies.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import type { Database } from '~/lib/platform/db/database.ts';
import { freshAddress } from '../test-browser.ts';
import type { FuzzPools, FuzzWorld, Persona } from './fuzz-world.ts';

/** How a well-behaved answer of the endpoint looks. */
export type AnswerKind =
	/** The API envelope, in JSON, on every answer. */
	| 'envelope'
	/** A 303 (or 302) to one of our pages: back on success; to an error page, back with `error=`, or to `/login` on a refusal. */
	| 'redirect'
	/** A file or a page (media, sitemaps, exports): only the status is checked. */
	| 'file';

/** The sender of one generated request, resolved as the middleware would. */
export interface Caller {
	db: Kysely<Database>;
	/** The `Cookie` header (the persona's session), or undefined when signed out. */
	cookie: string | undefined;
	viewer: Viewer | null;
	/** A new address per request, so per-address limits meet only what they would in life. */
	clientAddress: string;
}

/** One endpoint (and method or action) the fuzz tests call with generated input. */
export interface FuzzTarget<I = unknown> {
	/** `resource BoardResource create`, `rest POST /v3/batch/`, `graphql v3GetPinQuery`, … */
	id: string;
	answers: AnswerKind;
	/** Generated input for the world's rows. */
	input(pools: FuzzPools): fc.Arbitrary<I>;
	call(caller: Caller, input: I): Promise<Response>;
}

/**
 * The caller for a persona: its session cookie and the viewer the middleware would resolve.
 * `known` passes a viewer resolved before, when the sessions and users have not changed since.
 */
export async function callerFor(
	db: Kysely<Database>,
	world: FuzzWorld,
	persona: Persona,
	known?: Viewer | null,
): Promise<Caller> {
	const token = persona === 'anonymous' ? undefined : world.tokens[persona];
	return {
		db,
		cookie: token ? `${SESSION_COOKIE}=${token}` : undefined,
		viewer: known !== undefined ? known : await viewerFromToken(db, token),
		clientAddress: freshAddress(),
	};
}
