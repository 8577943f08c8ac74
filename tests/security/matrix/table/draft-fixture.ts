import { newId } from '~/lib/platform/db/ids.ts';
import { makeMedia } from '../../../helpers/builders.ts';
import { secretBoardFixture } from '../fixtures.ts';
import type { Fixture } from '../row.ts';
import type { World } from '../world.ts';

/**
 * A fresh draft of the owner for a fresh secret board, ready to publish: one item with a picture
 * of the owner and the secret canary texts. The rows of drafts (`drafts.ts`) and of scheduled
 * pins (`scheduling.ts`) start from it; `fx.draft` is its id, `fx.media` its picture's.
 */
export async function ownerDraftFixture(w: World): Promise<Fixture> {
	const fx = await secretBoardFixture(w);
	const owner = w.users.owner;
	const c = w.canaries.secret;
	const media = await makeMedia(w.db, { owner_id: owner.id });
	const id = newId();
	const at = new Date().toISOString();
	await w.db
		.insertInto('pin_drafts')
		.values({
			id,
			owner_id: owner.id,
			board_id: fx.board!,
			alt_text: c.pinAlt,
			created_at: at,
			updated_at: at,
		})
		.execute();
	await w.db
		.insertInto('pin_draft_items')
		.values({
			id: newId(),
			draft_id: id,
			position: 0,
			title: c.pinTitle,
			description: c.pinDescription,
			media_id: media.id,
		})
		.execute();
	return { ...fx, draft: id, media: media.id };
}
