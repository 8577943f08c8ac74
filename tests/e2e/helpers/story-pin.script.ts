/**
 * Makes a story pin straight in the e2e server's database, for the story closeup specs, until
 * the drafts' publish resource exists: `storyPinParts` checks the story and draws its cover,
 * then the pin is written as the publisher writes it (`insertNewPin`).
 *
 * Run by `story-pin.ts` as `node --import ./scripts/register.ts tests/e2e/helpers/story-pin.script.ts`
 * with DATA_DIR set to the server's data folder and the input as JSON in argv[2]:
 * `{email, boardId, title, story}`. Prints the new pin's id.
 */
import { insertNewPin } from '~/lib/content/pins/pin-write.service.server.ts';
import { storyDataSchema } from '~/lib/content/stories/story-data.ts';
import { storyPinParts } from '~/lib/content/stories/story-pin.server.ts';
import { closeDb, dbHandle } from '~/lib/platform/db/client.server.ts';

const input = JSON.parse(process.argv[2] ?? '{}') as {
	email: string;
	boardId: string;
	title: string;
	story: unknown;
};
const { db } = dbHandle();
try {
	const user = await db
		.selectFrom('users')
		.select('id')
		.where('email', '=', input.email)
		.executeTakeFirstOrThrow();
	const story = storyDataSchema.parse(input.story);
	const parts = await storyPinParts(db, user.id, story);
	const media = await db
		.selectFrom('media')
		.select(['id', 'dominant_color'])
		.where('id', '=', parts.mediaId)
		.executeTakeFirstOrThrow();
	const pinId = await db.transaction().execute((trx) =>
		insertNewPin(trx, {
			pinnerId: user.id,
			boardId: input.boardId,
			sectionId: null,
			media,
			title: input.title,
			description: '',
			link: null,
			altText: '',
			pinType: 'story',
			storyJson: parts.storyJson,
		}),
	);
	process.stdout.write(pinId);
} finally {
	await closeDb();
}
