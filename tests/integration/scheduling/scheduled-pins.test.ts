import { describe, expect, it } from 'vitest';
import { publishDraft } from '~/lib/content/drafts/publish-draft.operation.server.ts';
import { wrongCounters } from '../../helpers/counters.ts';
import { dbDigest } from '../../helpers/db-digest.ts';
import { testDialect } from '../../helpers/test-db.ts';
import {
	ahead,
	call,
	clearSchedule,
	draftRow,
	HOUR,
	other,
	otherV,
	ownerV,
	pinsOf,
	readyDraft,
	schedule,
	scheduledCount,
	t,
	waitingJobs,
} from './scheduling-world.ts';

/** Scheduled pins (BLD-20, BLD-22): the resource, its limits and who may see them. */
describe(`scheduled pins on ${testDialect()}`, () => {
	it('BLD-20 create inserts in time order, get pages by bookmark, and scheduled_pin_count follows', async () => {
		await clearSchedule();
		const a = await readyDraft(ownerV, 'Third');
		const b = await readyDraft(ownerV, 'First');
		const c = await readyDraft(ownerV, 'Second');
		expect((await schedule(a, ahead(3 * HOUR))).status).toBe(200);
		const made = await schedule(b, ahead(1 * HOUR));
		expect(made.status).toBe(200);
		expect(made.r.data.scheduled_pin).toMatchObject({ id: b, title: 'First' });
		expect(made.r.data.scheduled_pin_count).toBe(2);
		expect((await schedule(c, ahead(2 * HOUR))).status).toBe(200);

		const page1 = await call(ownerV, 'ScheduledPinsResource', 'get', { page_size: 2 });
		expect(page1.status).toBe(200);
		expect(page1.r.data.scheduled_pins.map((p: { title: string }) => p.title)).toEqual([
			'First',
			'Second',
		]);
		expect(page1.r.data.scheduled_pin_count).toBe(3);
		const page2 = await call(ownerV, 'ScheduledPinsResource', 'get', {
			page_size: 2,
			bookmark: (page1.r as { bookmark?: string }).bookmark,
		});
		expect(page2.r.data.scheduled_pins.map((p: { id: string }) => p.id)).toEqual([a]);
		expect((page2.r as { bookmark?: string }).bookmark).toBe('-end-');
		expect(await scheduledCount()).toBe(3);
		const row = await draftRow(a);
		expect(row).toMatchObject({ publishing_status: 'scheduled', publish_option: 'scheduled' });
		expect(await waitingJobs(a)).toBe(1);
		expect((await wrongCounters(t.db)).filter((c) => c.includes('scheduled'))).toEqual([]);
	});

	it('BLD-20 update re-positions, defaults a missing title to an empty one, and replaces the job', async () => {
		await clearSchedule();
		const a = await readyDraft(ownerV, 'Early');
		const b = await readyDraft(ownerV, 'Late');
		await schedule(a, ahead(1 * HOUR));
		await schedule(b, ahead(2 * HOUR));
		const moved = await call(ownerV, 'ScheduledPinsResource', 'update', {
			id: a,
			scheduled_ts: ahead(3 * HOUR),
		});
		expect(moved.status, JSON.stringify(moved.r.error)).toBe(200);
		expect(moved.r.data.scheduled_pin).toMatchObject({ id: a, title: '' });
		const list = await call(ownerV, 'ScheduledPinsResource', 'get', {});
		expect(list.r.data.scheduled_pins.map((p: { id: string }) => p.id)).toEqual([b, a]);
		// One waiting job, for the new time: the old one was cancelled.
		expect(await waitingJobs(a)).toBe(1);
		const titled = await call(ownerV, 'ScheduledPinsResource', 'update', { id: b, title: 'Named' });
		expect(titled.r.data.scheduled_pin).toMatchObject({ id: b, title: 'Named' });
		expect(await scheduledCount()).toBe(2);
	});

	it('BLD-20 delete unschedules: the draft is an ordinary draft again, its job cancelled, the count lower', async () => {
		await clearSchedule();
		const a = await readyDraft();
		await schedule(a, ahead(HOUR));
		expect(await scheduledCount()).toBe(1);
		const res = await call(ownerV, 'ScheduledPinsResource', 'delete', { id: a });
		expect(res.status).toBe(200);
		expect(res.r.data).toEqual({ id: a, scheduled_pin_count: 0 });
		expect(await draftRow(a)).toMatchObject({
			publishing_status: 'notAttempted',
			publish_option: 'immediately',
			scheduled_at: null,
		});
		expect(await waitingJobs(a)).toBe(0);
		// It is in the drafts list, not the scheduled pins.
		const drafts = await call(ownerV, 'PinDraftsResource', 'get', {});
		expect(JSON.stringify(drafts.r.data)).toContain(a);
		// A second delete: no longer a scheduled pin.
		expect((await call(ownerV, 'ScheduledPinsResource', 'delete', { id: a })).status).toBe(404);
		expect(await scheduledCount()).toBe(0);
	});

	it('BLD-17 refuses a time in the past or more than 30 days ahead, names the field, and stores nothing', async () => {
		await clearSchedule();
		const a = await readyDraft();
		const before = await dbDigest(t.db);
		const past = await schedule(a, ahead(-60_000));
		expect(past.status).toBe(400);
		expect(past.r.error).toMatchObject({ code: 'ScheduleTimeInPast', api_error_code: 4190 });
		expect(past.r.error.extra_data).toEqual({ field: 'scheduled' });
		const far = await schedule(a, ahead(31 * 24 * HOUR));
		expect(far.status).toBe(400);
		expect(far.r.error).toMatchObject({ code: 'ScheduleTimeTooFar', api_error_code: 4191 });
		const garbage = await schedule(a, 'tomorrow');
		expect(garbage.status).toBe(400);
		expect(await dbDigest(t.db)).toEqual(before);
		expect(await waitingJobs(a)).toBe(0);
		// 30 days ahead is the limit, inclusive of a minute's margin.
		expect((await schedule(a, ahead(30 * 24 * HOUR - 60_000))).status).toBe(200);
	});

	it("another person's draft is NotFound (404), signed out is 401, and neither stores anything", async () => {
		const theirs = await readyDraft(otherV);
		const before = await dbDigest(t.db);
		const res = await schedule(theirs, ahead(HOUR), ownerV);
		expect(res.status).toBe(404);
		expect(res.r.error.code).toBe('NotFound');
		expect(
			(await call(ownerV, 'ScheduledPinsResource', 'update', { id: theirs, title: 'x' })).status,
		).toBe(404);
		expect((await call(null, 'ScheduledPinsResource', 'get', {})).status).toBe(401);
		expect(
			(
				await call(null, 'ScheduledPinsResource', 'create', {
					draft_id: theirs,
					scheduled_ts: ahead(HOUR),
				})
			).status,
		).toBe(401);
		expect(await dbDigest(t.db)).toEqual(before);
		expect(await waitingJobs(theirs)).toBe(0);
		// Theirs to schedule, and then invisible to the owner's list and not deletable by them.
		expect((await schedule(theirs, ahead(HOUR), otherV)).status).toBe(200);
		expect((await call(ownerV, 'ScheduledPinsResource', 'delete', { id: theirs })).status).toBe(
			404,
		);
		const mine = await call(ownerV, 'ScheduledPinsResource', 'get', {});
		expect(JSON.stringify(mine.r.data)).not.toContain(theirs);
		expect(await scheduledCount(other.id)).toBe(1);
	});

	it('BLD-22 a published draft cannot be scheduled (409)', async () => {
		const a = await readyDraft();
		expect((await publishDraft(t.db, { draftId: a })).ok).toBe(true);
		const res = await schedule(a, ahead(HOUR));
		expect(res.status).toBe(409);
		expect(res.r.error.code).toBe('ScheduleDraftPublished');
	});

	it('BLD-22 PinDraftPublishResource with publish option scheduled schedules the draft instead of publishing', async () => {
		await clearSchedule();
		const a = await readyDraft();
		const at = ahead(2 * HOUR);
		await call(ownerV, 'PinDraftResource', 'update', {
			id: a,
			fields: { publish_option: 'scheduled', scheduled_ts: at },
		});
		const pins = await pinsOf();
		const res = await call(ownerV, 'PinDraftPublishResource', 'create', { id: a });
		expect(res.status, JSON.stringify(res.r.error)).toBe(200);
		expect(res.r.data.pin).toBeNull();
		expect(await pinsOf()).toBe(pins);
		expect(await draftRow(a)).toMatchObject({ publishing_status: 'scheduled', scheduled_at: at });
		expect(await scheduledCount()).toBe(1);
		expect(await waitingJobs(a)).toBe(1);
	});
});
