import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Makes a story pin of the account with `email` on `boardId` in the e2e server's database
 * (`story-pin.script.ts`), answering its id. Replace with `PinDraftResource` and
 * `PinDraftPublishResource` once the drafts are merged.
 */
export function makeStoryPin(input: {
	email: string;
	boardId: string;
	title: string;
	story: unknown;
}): string {
	const root = path.resolve(import.meta.dirname, '../../..');
	return execFileSync(
		process.execPath,
		[
			'--import',
			'./scripts/register.ts',
			'tests/e2e/helpers/story-pin.script.ts',
			JSON.stringify(input),
		],
		{
			cwd: root,
			env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data', LOG_LEVEL: 'warn' },
			encoding: 'utf8',
		},
	).trim();
}
