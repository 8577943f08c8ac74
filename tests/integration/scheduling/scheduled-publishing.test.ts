import { describe, expect, it } from 'vitest';
import { publishDraft } from '~/lib/content/drafts/publish-draft.operation.server.ts';
import {
	type PublishDraft,
	publishScheduledPinHandler,
	startScheduledPublishing,
} from '~/lib/content/scheduling/scheduled-publishing.server.ts';
import { PUBLISH_SCHEDULED_PIN_JOB } from '~/lib/content/scheduling/scheduling.ts';
import type { Db } from '~/lib/platform/db/database.ts';
import { makeBoard } from '../../helpers/builders.ts';
import { wrongCounters } from '../../helpers/counters.ts';
import { reopenTestDb, testDialect } from '../../helpers/test-db.ts';
import {
	ahead,
	call,
	clearSchedule,
	draftRow,
	engine,
	extra,
	owner,
	ownerV,
	pinsOf,
	readyDraft,
	schedule,
	scheduledCount,
	t,
	until,
	waitingJobs,
} from './scheduling-world.ts';

/** Scheduled pins' durable publishing (BLD-22): jobs, retries, restarts, failures. */
describe(`scheduled publishing on ${testDialect()}`, () => {
	const publish: PublishDraft = (draftId) => publishDraft(t.db, { draftId });

	it('BLD-22 durable: scheduled, engine stopped, time passes, a new engine publishes it exactly once', async () => {
		await clearSchedule();
		const a = await readyDraft();
		const pins = await pinsOf();
		expect((await schedule(a, ahead(1000))).status).toBe(200);
		expect(await scheduledCount()).toBe(1);
		// The process "restarts": nothing runs while the time passes.
		await new Promise((r) => setTimeout(r, 1300));
		expect((await draftRow(a)).publishing_status).toBe('scheduled');
		const restarted = engine();
		await startScheduledPublishing({ db: t.db, queue: restarted, publish });
		await until(async () => (await draftRow(a)).publishing_status === 'succeeded');
		expect(await pinsOf()).toBe(pins + 1);
		expect(await scheduledCount()).toBe(0);
		// The job settles once its handler has also reported the publication (issue 28).
		await until(async () => (await waitingJobs(a)) === 0);
		expect((await wrongCounters(t.db)).filter((c) => c.includes('scheduled'))).toEqual([]);
	});

	it('BLD-22 exactly once: two engines (two connections) racing on one due draft make one pin', async () => {
		await clearSchedule();
		const drafts = [await readyDraft(), await readyDraft(), await readyDraft()];
		const pins = await pinsOf();
		for (const d of drafts) expect((await schedule(d, ahead(700))).status).toBe(200);
		const second = reopenTestDb(t);
		extra.handles.push(second);
		const calls: string[] = [];
		const counted =
			(db: Db): PublishDraft =>
			(draftId) => {
				calls.push(draftId);
				return publishDraft(db, { draftId });
			};
		await Promise.all([
			startScheduledPublishing({ db: t.db, queue: engine(t.db), publish: counted(t.db) }),
			startScheduledPublishing({
				db: second.db,
				queue: engine(second.db),
				publish: counted(second.db),
			}),
		]);
		await until(async () => {
			const rows = await Promise.all(drafts.map(draftRow));
			return rows.every((r) => r.publishing_status === 'succeeded');
		});
		expect(await pinsOf()).toBe(pins + 3);
		const published = await Promise.all(drafts.map(draftRow));
		expect(new Set(published.map((r) => r.published_pin_id)).size).toBe(3);
		expect(await scheduledCount()).toBe(0);
	});

	it('BLD-22 a re-timed draft is published at its new time only; a job for its old time does nothing', async () => {
		await clearSchedule();
		const a = await readyDraft();
		const old = ahead(800);
		await schedule(a, old);
		const later = ahead(2500);
		await call(ownerV, 'ScheduledPinsResource', 'update', { id: a, scheduled_ts: later });
		const calls: string[] = [];
		// The old time's job, delivered anyway (as if cancelling had missed it): nothing happens.
		await publishScheduledPinHandler(t.db, async (id) => {
			calls.push(id);
			return publishDraft(t.db, { draftId: id });
		})({
			id: 'x',
			name: PUBLISH_SCHEDULED_PIN_JOB,
			payload: { draftId: a, scheduledAt: new Date(old).toISOString() },
			singletonKey: null,
			attempt: 1,
			maxAttempts: 3,
		});
		expect(calls).toEqual([]);
		await startScheduledPublishing({ db: t.db, queue: engine(), publish });
		await new Promise((r) => setTimeout(r, 1500));
		expect((await draftRow(a)).publishing_status).toBe('scheduled');
		await until(async () => (await draftRow(a)).publishing_status === 'succeeded');
		expect(await scheduledCount()).toBe(0);
	});

	it('BLD-22 a failing publish is retried a bounded number of times, then the draft is failed with its error', async () => {
		await clearSchedule();
		const a = await readyDraft();
		await schedule(a, ahead(600));
		let calls = 0;
		await startScheduledPublishing({
			db: t.db,
			queue: engine(),
			publish: async () => {
				calls += 1;
				throw new Error('storage unavailable');
			},
		});
		await until(async () => {
			const row = await draftRow(a);
			return row.publishing_status === 'failed' && !row.scheduled_at;
		});
		expect(calls).toBe(3);
		expect(await draftRow(a)).toMatchObject({
			publishing_status: 'failed',
			api_error_code: 'Internal',
			scheduled_at: null,
		});
		expect((await draftRow(a)).api_error).toBeTruthy();
		expect(await scheduledCount()).toBe(0);
		// The drafts list shows it, with its error.
		const drafts = await call(ownerV, 'PinDraftsResource', 'get', {});
		expect(JSON.stringify(drafts.r.data)).toContain(a);
		expect((await wrongCounters(t.db)).filter((c) => c.includes('scheduled'))).toEqual([]);
	});

	it("BLD-22 a scheduled publish's failure is worded in its owner's language (issue 27)", async () => {
		await clearSchedule();
		await t.db.updateTable('users').set({ locale: 'de' }).where('id', '=', owner.id).execute();
		try {
			const a = await readyDraft();
			await schedule(a, ahead(600));
			await startScheduledPublishing({
				db: t.db,
				queue: engine(),
				publish: async () => {
					throw new Error('storage unavailable');
				},
			});
			await until(async () => {
				const row = await draftRow(a);
				return row.publishing_status === 'failed' && !row.scheduled_at;
			});
			// The job runs outside any request; the owner reads the drafts list in German.
			expect((await draftRow(a)).api_error).toBe(
				'Entschuldigung! Bei uns ist etwas schiefgelaufen!',
			);
		} finally {
			await t.db
				.updateTable('users')
				.set({ locale: owner.locale })
				.where('id', '=', owner.id)
				.execute();
		}
	});

	it('BLD-22 a retry that succeeds publishes once; a refusal of the draft fails at once', async () => {
		await clearSchedule();
		const flaky = await readyDraft();
		const refused = await readyDraft();
		const archived = await makeBoard(t.db, owner);
		await t.db
			.updateTable('pin_drafts')
			.set({ board_id: archived.id })
			.where('id', '=', refused)
			.execute();
		await schedule(flaky, ahead(600));
		await schedule(refused, ahead(600));
		await t.db
			.updateTable('boards')
			.set({ is_archived: 1 })
			.where('id', '=', archived.id)
			.execute();
		const calls: Record<string, number> = {};
		const pins = await pinsOf();
		await startScheduledPublishing({
			db: t.db,
			queue: engine(),
			publish: async (id) => {
				calls[id] = (calls[id] ?? 0) + 1;
				if (id === flaky && calls[id] === 1) throw new Error('connection reset');
				return publishDraft(t.db, { draftId: id });
			},
		});
		await until(async () => {
			const [f, r] = await Promise.all([draftRow(flaky), draftRow(refused)]);
			// Failed by the scheduler (publishDraft records `failed` first; the scheduler then
			// takes the time off and uncounts it).
			return (
				f.publishing_status === 'succeeded' && r.publishing_status === 'failed' && !r.scheduled_at
			);
		});
		expect(calls).toEqual({ [flaky]: 2, [refused]: 1 });
		expect(await pinsOf()).toBe(pins + 1);
		expect((await draftRow(refused)).api_error_code).toBe('BoardNotWritable');
		expect(await scheduledCount()).toBe(0);
		expect((await wrongCounters(t.db)).filter((c) => c.includes('scheduled'))).toEqual([]);
	});
});
