import { scheduleDraft } from '~/lib/content/scheduling/scheduling.service.server.ts';
import { NOT_FOUND, OK } from '../outcomes.ts';
import { secretSignedIn, signedIn } from '../presets.ts';
import type { Fixture, Row } from '../row.ts';
import { resource } from '../row-kinds.ts';
import type { World } from '../world.ts';
import { ownerDraftFixture } from './draft-fixture.ts';

/**
 * Scheduled pins (`src/lib/content/scheduling`, BLD-20): a scheduled pin is its owner's draft,
 * so every other actor (the secret board's collaborator and the owner's linked business
 * included) meets one that does not exist (404, never 403). The list is each actor's own.
 * Each fixture is a fresh draft of the owner for a fresh secret board, with canary texts
 * (`draft-fixture.ts`).
 */

/** That draft, scheduled a day ahead (its publish job waits in the engine). */
async function scheduledDraftFixture(w: World): Promise<Fixture> {
	const fx = await ownerDraftFixture(w);
	await scheduleDraft(w.db, {
		ownerId: w.users.owner.id,
		draftId: fx.draft!,
		scheduledAt: new Date(Date.now() + 24 * 3600_000),
	});
	return fx;
}

const inADay = () => new Date(Date.now() + 24 * 3600_000).toISOString();
const ownerOnly = secretSignedIn({ owner: OK, collaborator: NOT_FOUND });

export const SCHEDULING_ROWS: Row[] = [
	resource('ScheduledPinsResource.get', {
		does: "the actor's own scheduled pins and count",
		options: () => ({}),
		expect: signedIn(OK),
	}),
	resource('ScheduledPinsResource.create', {
		does: "schedule the owner's draft for the secret board",
		fixture: ownerDraftFixture,
		options: ({ fx }) => ({ draft_id: fx.draft!, scheduled_ts: inADay() }),
		expect: ownerOnly,
	}),
	resource('ScheduledPinsResource.update', {
		does: "re-time and retitle the owner's scheduled pin",
		fixture: scheduledDraftFixture,
		options: ({ fx }) => ({ id: fx.draft!, scheduled_ts: inADay(), title: 'Changed' }),
		expect: ownerOnly,
	}),
	resource('ScheduledPinsResource.delete', {
		does: "unschedule the owner's scheduled pin",
		fixture: scheduledDraftFixture,
		options: ({ fx }) => ({ id: fx.draft! }),
		expect: ownerOnly,
	}),
];
