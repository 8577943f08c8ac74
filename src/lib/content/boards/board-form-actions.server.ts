import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isFullyAuthenticated, readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import type { CookieJar } from '../../platform/http/cookie-jar.server.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { ResourceAction, ResourceContext } from '../../platform/http/resource.server.ts';
import {
	boardArchiveResource,
	boardFollowResource,
	boardSensitivityScreenResource,
} from './board-actions.resource.server.ts';
import { safeBackPath, withError } from './board-form.ts';
import { boardSectionResource } from './board-section.resource.server.ts';

/** What each form `action` runs: the same resource actions the API offers, so the rules are one. */
const FORM_ACTIONS: Record<string, { run: ResourceAction<z.ZodObject>; fields: string[] }> = {
	follow: { run: boardFollowResource.create, fields: ['board_id'] },
	unfollow: { run: boardFollowResource.delete, fields: ['board_id'] },
	archive: { run: boardArchiveResource.create, fields: ['board_id'] },
	unarchive: { run: boardArchiveResource.delete, fields: ['board_id'] },
	'dismiss-sensitivity': { run: boardSensitivityScreenResource.delete, fields: ['board_id'] },
	'add-section': { run: boardSectionResource.create, fields: ['board_id', 'title'] },
	'rename-section': { run: boardSectionResource.update, fields: ['section_id', 'title'] },
	'delete-section': { run: boardSectionResource.delete, fields: ['section_id'] },
};

/**
 * Runs a board form post (`/board/actions/`) and answers where to go: back to the page, to a
 * renamed section's new address, to the login page, or back with `?error={code}`.
 */
export async function runBoardFormAction(input: {
	db: Kysely<Database>;
	viewer: Viewer | null;
	request: Request;
	cookies: CookieJar;
	clientAddress: string;
	form: FormData | null;
}): Promise<string> {
	const field = (name: string) => {
		const v = input.form?.get(name);
		return typeof v === 'string' ? v.slice(0, 500) : '';
	};
	const back = safeBackPath(field('back'), '/');
	const name = field('action');
	const spec = Object.hasOwn(FORM_ACTIONS, name) ? FORM_ACTIONS[name] : undefined;
	if (!spec) return withError(back, 'InvalidOptions');
	if (spec.run.auth === 'required' && !isFullyAuthenticated(input.viewer)) {
		return `/login?next=${encodeURIComponent(back)}`;
	}
	const options = Object.fromEntries(spec.fields.map((f) => [f, field(f)]));
	const parsed = spec.run.options.safeParse(options);
	if (!parsed.success) {
		const title = parsed.error.issues.some((i: { path: PropertyKey[] }) => i.path[0] === 'title');
		return withError(back, title ? 'SectionTitleInvalid' : 'InvalidOptions');
	}
	const ctx: ResourceContext = {
		db: input.db,
		viewer: input.viewer,
		readerId: readerIdOf(input.viewer),
		sourceUrl: back,
		context: {},
		request: input.request,
		cookies: input.cookies,
		clientAddress: input.clientAddress,
	};
	try {
		const result = await spec.run.run(ctx, parsed.data);
		if (field('action') === 'rename-section') {
			const data = result.data as { url?: string };
			if (data.url) return data.url;
		}
		return back;
	} catch (error) {
		if (error instanceof AppError) return withError(back, error.code);
		throw error;
	}
}
