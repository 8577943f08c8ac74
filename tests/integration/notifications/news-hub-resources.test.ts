import { describe, expect, it } from 'vitest';
import { persistedQueries } from '~/app/persisted-queries.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import { ACTIVITY_FANOUT_JOB } from '~/lib/platform/activity/activity.ts';
import { handlePersistedQuery } from '~/lib/platform/http/graphql.server.ts';
import { openJobQueue } from '~/lib/platform/jobs/job-queue.server.ts';
import { activityFanoutHandler } from '~/lib/social/notifications/notification-fanout.server.ts';
import { makeBoard } from '../../helpers/builders.ts';
import { call, fanOut, person, pinOf, t } from './notifications-world.ts';

async function query(name: string, viewer: Viewer | null) {
	const res = await handlePersistedQuery({
		queries: persistedQueries,
		request: new Request('http://localhost/_/graphql/', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ queryName: name, variables: {} }),
		}),
		viewer,
		db: t.db,
	});
	return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** `n` people each save one of `owner`'s pins (n groups). */
async function savesOf(owner: Awaited<ReturnType<typeof person>>, n: number) {
	for (let i = 0; i < n; i++) {
		const { pin } = await pinOf(owner);
		const saver = await person();
		await fanOut({
			kind: 'pin_saved',
			actorId: saver.id,
			pinId: pin.id,
			boardId: (await makeBoard(t.db, saver)).id,
		});
	}
}

describe('NewsHubBadgeResource (NTF-01)', () => {
	it('NTF-01: get counts unseen notifications; delete clears it; others are not counted', async () => {
		const owner = await person();
		await savesOf(owner, 3);
		const got = await call(owner.v, 'NewsHubBadgeResource', 'get', {});
		expect(got.status).toBe(200);
		expect(got.r.data).toEqual({ news_hub_count: 3, conversations_count: 0, count: 3 });
		const stranger = await person();
		expect((await call(stranger.v, 'NewsHubBadgeResource', 'get', {})).r.data.count).toBe(0);
		const cleared = await call(owner.v, 'NewsHubBadgeResource', 'delete', {});
		expect(cleared.r.data.count).toBe(0);
		expect((await call(owner.v, 'NewsHubBadgeResource', 'get', {})).r.data.count).toBe(0);
		// Cleared is seen, not read: the list still marks them unread.
		const list = await call(owner.v, 'NewsHubResource', 'get', {});
		expect(list.r.data.map((n: { unread: boolean }) => n.unread)).toEqual([true, true, true]);
	});

	it('NTF-04: the count stops at 100 (the badge shows 99+)', async () => {
		const owner = await person();
		const { pin } = await pinOf(owner);
		const saver = await person();
		const at = new Date().toISOString();
		// 101 unseen groups written directly (one real actor each keeps them visible).
		const rows = Array.from({ length: 101 }, (_, i) => ({
			id: `${9_000_000_000 + i}`,
			recipient_id: owner.id,
			kind: 'pin_saved',
			target_key: `pin:x${i}`,
			is_current: 1,
			pin_id: pin.id,
			board_id: null,
			comment_id: null,
			draft_id: null,
			actor_count: 1,
			sort_id: `${9_000_000_000 + i}`,
			is_seen: 0,
			is_read: 0,
			created_at: at,
			updated_at: at,
		}));
		await t.db.insertInto('notifications').values(rows).execute();
		await t.db
			.insertInto('notification_actors')
			.values(
				rows.map((r) => ({
					notification_id: r.id,
					actor_id: saver.id,
					act_sort: r.id,
					acted_at: at,
				})),
			)
			.execute();
		expect((await call(owner.v, 'NewsHubBadgeResource', 'get', {})).r.data.news_hub_count).toBe(
			100,
		);
	});

	it('signed-out callers are refused; unknown options are refused', async () => {
		expect((await call(null, 'NewsHubBadgeResource', 'get', {})).status).toBe(401);
		const owner = await person();
		const bad = await call(owner.v, 'NewsHubBadgeResource', 'delete', { everything: true });
		expect(bad.status).toBe(400);
		expect(bad.r.error.api_error_code).toBeTypeOf('number');
	});
});

describe('NewsHubResource (NTF-05)', () => {
	it('NTF-05: 15 a page, newest first, the bookmark continues without repeats', async () => {
		const owner = await person();
		await savesOf(owner, 17);
		const first = await call(owner.v, 'NewsHubResource', 'get', {});
		expect(first.r.data).toHaveLength(15);
		expect(first.r.data[0]).toMatchObject({ type: 'pin_saved', grid_type: 1, unread: true });
		expect(first.r.data[0].actors[0]).toHaveProperty('username');
		const bookmark = (first.r as unknown as { bookmark: string }).bookmark;
		const next = await call(owner.v, 'NewsHubResource', 'get', { bookmark });
		expect(next.r.data).toHaveLength(2);
		expect((next.r as unknown as { bookmark: string }).bookmark).toBe('-end-');
		const ids = [...first.r.data, ...next.r.data].map((n: { id: string }) => n.id);
		expect(new Set(ids).size).toBe(17);
	});

	it('update marks read: given ids of mine, or all; ids of others change nothing', async () => {
		const owner = await person();
		const other = await person();
		await savesOf(owner, 2);
		await savesOf(other, 1);
		const mine = (await call(owner.v, 'NewsHubResource', 'get', {})).r.data as { id: string }[];
		const theirs = (await call(other.v, 'NewsHubResource', 'get', {})).r.data as { id: string }[];
		await call(owner.v, 'NewsHubResource', 'update', { ids: [mine[0]!.id, theirs[0]!.id] });
		const after = (await call(owner.v, 'NewsHubResource', 'get', {})).r.data as {
			unread: boolean;
		}[];
		expect(after.map((n) => n.unread)).toEqual([false, true]);
		expect(
			((await call(other.v, 'NewsHubResource', 'get', {})).r.data as { unread: boolean }[])[0]
				?.unread,
		).toBe(true);
		await call(owner.v, 'NewsHubResource', 'update', { all: true });
		const all = (await call(owner.v, 'NewsHubResource', 'get', {})).r.data as { unread: boolean }[];
		expect(all.map((n) => n.unread)).toEqual([false, false]);
		expect((await call(owner.v, 'NewsHubResource', 'update', { ids: ['x'] })).status).toBe(400);
	});
});

describe('NTF-07 persisted queries', () => {
	it('NTF-07: DeleteNewsHubBadgeMutation clears the badge and returns fullName; the conversation mutation answers 0', async () => {
		const owner = await person({ first_name: 'Mia', last_name: 'Wong' });
		await savesOf(owner, 1);
		const res = await query('DeleteNewsHubBadgeMutation', owner.v);
		expect(res.status).toBe(200);
		expect(JSON.stringify(res.body)).toContain('"fullName":"Mia Wong"');
		expect((await call(owner.v, 'NewsHubBadgeResource', 'get', {})).r.data.count).toBe(0);
		const conv = await query('ClearConversationBadgeMutation', owner.v);
		expect(conv.status).toBe(200);
		expect(JSON.stringify(conv.body)).toContain('"unseenConversationsCount":0');
		expect((await query('DeleteNewsHubBadgeMutation', null)).status).toBe(401);
	});
});

describe('the fan-out as a job', () => {
	it('a follow through UserFollowResource reaches the followed person through the job queue', async () => {
		const a = await person();
		const b = await person({ first_name: 'Bo', last_name: 'Ng' });
		const queue = openJobQueue(
			{ db: t.db, databaseUrl: 'DATABASE_URL' in t.env ? t.env.DATABASE_URL : undefined },
			{ pollIntervalMs: 500 },
		);
		await queue.work(ACTIVITY_FANOUT_JOB, activityFanoutHandler(t.db));
		await queue.start();
		try {
			const followed = await call(b.v, 'UserFollowResource', 'create', { user_id: a.id });
			expect(followed.status, JSON.stringify(followed.r.error)).toBe(200);
			let count = 0;
			for (let i = 0; i < 40 && count === 0; i++) {
				await new Promise((r) => setTimeout(r, 250));
				count = (await call(a.v, 'NewsHubBadgeResource', 'get', {})).r.data.count;
			}
			expect(count).toBe(1);
			const list = (await call(a.v, 'NewsHubResource', 'get', {})).r.data;
			expect(list[0]).toMatchObject({
				text: 'Bo Ng started following you',
				path: `/${b.username}/`,
			});
		} finally {
			await queue.stop();
		}
	});
});
