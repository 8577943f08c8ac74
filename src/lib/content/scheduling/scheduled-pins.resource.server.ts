import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import {
	listScheduledPins,
	scheduleDraft,
	scheduledPinCountOf,
	unscheduleScheduledPin,
	updateScheduledPin,
} from './scheduling.service.server.ts';
import { decodeScheduledBookmark, encodeScheduledBookmark } from './scheduling.ts';

const draftId = z.string().refine(isId, 'must be a draft id (digits)');
/** An ISO-8601 instant with its offset (`2026-12-01T09:30:00Z`, `…+01:00`). */
const instant = z.iso.datetime({ offset: true });
const PAGE_SIZE = 25;

/**
 * `ScheduledPinsResource` (BLD-20): the viewer's scheduled pins (drafts waiting for their publish
 * time; a scheduled pin's id is its draft's id).
 * - get `{bookmark?, page_size?}` → `{scheduled_pins: [{id, title, scheduled_ts}], scheduled_pin_count}`
 *   in time order, keyset bookmark;
 * - create `{draft_id, scheduled_ts}` schedules a draft (not in the past, at most 30 days ahead)
 *   → `{scheduled_pin, scheduled_pin_count}`;
 * - update `{id, scheduled_ts?, title?}` re-times it and sets its title ('' when missing);
 * - delete `{id}` unschedules it (an ordinary draft again) → `{id, scheduled_pin_count}`.
 * Another person's draft is NotFound (404), never 403.
 */
export const scheduledPinsResource = defineResource({
	name: 'ScheduledPinsResource',
	get: action({
		auth: 'required',
		options: z.object({
			bookmark: z.string().max(500).optional(),
			page_size: z.coerce.number().int().min(1).max(100).optional(),
		}),
		async run({ db, viewer }, options) {
			const page = await listScheduledPins(
				db,
				viewer.id,
				decodeScheduledBookmark(options.bookmark),
				options.page_size ?? PAGE_SIZE,
			);
			return {
				data: { scheduled_pins: page.scheduledPins, scheduled_pin_count: page.scheduledPinCount },
				bookmark: page.next ? encodeScheduledBookmark(page.next) : '-end-',
			};
		},
	}),
	create: action({
		auth: 'required',
		options: z.object({ draft_id: draftId, scheduled_ts: instant }),
		async run({ db, viewer }, options) {
			const pin = await scheduleDraft(db, {
				ownerId: viewer.id,
				draftId: options.draft_id,
				scheduledAt: options.scheduled_ts,
			});
			return { data: await withCount(db, viewer.id, { scheduled_pin: pin }) };
		},
	}),
	update: action({
		auth: 'required',
		options: z.object({
			id: draftId,
			scheduled_ts: instant.optional(),
			title: z.string().max(100).optional(),
		}),
		async run({ db, viewer }, options) {
			const pin = await updateScheduledPin(db, {
				ownerId: viewer.id,
				id: options.id,
				...(options.scheduled_ts === undefined ? {} : { scheduledAt: options.scheduled_ts }),
				...(options.title === undefined ? {} : { title: options.title }),
			});
			return { data: await withCount(db, viewer.id, { scheduled_pin: pin }) };
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({ id: draftId }),
		async run({ db, viewer }, options) {
			await unscheduleScheduledPin(db, { ownerId: viewer.id, id: options.id });
			return { data: await withCount(db, viewer.id, { id: options.id }) };
		},
	}),
});

/** An answer with the viewer's `scheduled_pin_count` after the change. */
async function withCount<T extends object>(
	db: Db,
	userId: string,
	data: T,
): Promise<T & { scheduled_pin_count: number }> {
	return { ...data, scheduled_pin_count: await scheduledPinCountOf(db, userId) };
}
