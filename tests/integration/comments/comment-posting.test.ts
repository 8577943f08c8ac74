import { describe, expect, it } from 'vitest';
import { COMMENT_LIMITS } from '~/lib/social/comments/comment-limits.server.ts';
import {
	activityFor,
	block,
	call,
	dialect,
	feed,
	person,
	pinOf,
	post,
	posted,
	w,
} from './comments-world.ts';

/** Posting, replying, editing and deleting comments through the gateway (CMT-01, CMT-02, CMT-10). */
describe(`AggregatedCommentResource on ${dialect()}`, () => {
	it('CMT-01: a new comment answers every field of the contract and counts on the pin', async () => {
		const pin = await pinOf(w.ann);
		const res = await post(w.bob, pin.id, '  Lovely colours  ');
		expect(res.status).toBe(200);
		const c = res.r.data;
		expect(c).toMatchObject({
			type: 'aggregatedcomment',
			pin_id: pin.id,
			parent_id: null,
			user: { id: w.bob.id, username: w.bob.username, full_name: expect.any(String) },
			text: 'Lovely colours',
			edited: false,
			tags: [],
			tagged_users: [],
			reaction_counts: { '1': 0 },
			reaction_by_me: null,
			helpful_count: 0,
			marked_helpful_by_me: false,
			highlighted_by_pin_owner: false,
			comment_count: 0,
			translatedText: null,
			can_edit: true,
			can_delete: true,
			can_highlight: false,
			can_hide_user: false,
			can_translate: false,
		});
		expect(Object.keys(c.user).sort()).toEqual(['full_name', 'id', 'image_medium_url', 'username']);
		const row = await w.t.db
			.selectFrom('pins')
			.select('comment_count')
			.where('id', '=', pin.id)
			.executeTakeFirstOrThrow();
		expect(row.comment_count).toBe(1);
		// The pin's owner is told (a fan-out job, written with the comment).
		expect(await activityFor(c.id)).toEqual([
			{
				kind: 'comment_created',
				actorId: w.bob.id,
				pinId: pin.id,
				commentId: c.id,
				parentId: null,
			},
		]);
	});

	it('CMT-01: replies are one level deep, counted on the parent, oldest first', async () => {
		const pin = await pinOf(w.ann);
		const top = await posted(w.bob, pin.id, 'top');
		const r1 = await posted(w.cat, pin.id, 'first reply', { parent_id: top });
		const r2 = await posted(w.ann, pin.id, 'second reply', { parent_id: top });
		const deeper = await post(w.bob, pin.id, 'too deep', { parent_id: r1 });
		expect(deeper.status).toBe(400);
		expect(deeper.r.error.code).toBe('CommentReplyTooDeep');
		const replies = await call(
			'AggregatedCommentRepliesResource',
			'get',
			{ comment_id: top },
			null,
		);
		expect(replies.r.data.map((c: { id: string }) => c.id)).toEqual([r1, r2]);
		const page = await feed(null, pin.id);
		expect(page.r.data.map((c: { id: string }) => c.id)).toEqual([top]);
		expect(page.r.data[0].comment_count).toBe(2);
		// A reply to a comment on another pin is not found on this one.
		const other = await pinOf(w.ann);
		const cross = await post(w.bob, other.id, 'elsewhere', { parent_id: top });
		expect(cross.r.error.code).toBe('CommentNotFound');
	});

	it('CMT-01: text is 1..500 characters as people see them, trimmed, stored verbatim', async () => {
		const pin = await pinOf(w.ann);
		const u = await person();
		const empty = await post(u, pin.id, '   ');
		expect(empty.status).toBe(400);
		expect(empty.r.error).toMatchObject({ code: 'CommentTextInvalid', api_error_code: 5002 });
		expect(empty.r.error.message_detail).toBeTruthy();
		const long = await post(u, pin.id, 'x'.repeat(501));
		expect(long.r.error.code).toBe('CommentTextInvalid');
		// 500 emoji made of several code units each are 500 characters to a reader.
		const emoji = '👍🏽'.repeat(500);
		const ok = await post(u, pin.id, emoji);
		expect(ok.status).toBe(200);
		expect(ok.r.data.text).toBe(emoji);
		const xss = '<script>alert(1)</script><img src=x onerror="alert(2)"> & "quotes"';
		const stored = await post(u, pin.id, xss);
		expect(stored.r.data.text).toBe(xss);
		const read = await feed(null, pin.id);
		expect(read.r.data.map((c: { text: string }) => c.text)).toContain(xss);
		const count = await w.t.db
			.selectFrom('comments')
			.select('id')
			.where('pin_id', '=', pin.id)
			.execute();
		expect(count).toHaveLength(2);
	});

	it('CMT-10: the author edits text and tags; others may not; the edit is marked', async () => {
		const pin = await pinOf(w.ann);
		const id = await posted(w.bob, pin.id, 'frist');
		const notMine = await call(
			'AggregatedCommentResource',
			'update',
			{ commentId: id, text: 'x' },
			w.cat,
		);
		expect(notMine.status).toBe(403);
		expect(notMine.r.error.code).toBe('CommentNotEditable');
		const edited = await call(
			'AggregatedCommentResource',
			'update',
			{ commentId: id, text: `first, @${w.cat.username}`, tags: [w.cat.id], force: true },
			w.bob,
		);
		expect(edited.status).toBe(200);
		expect(edited.r.data).toMatchObject({
			text: `first, @${w.cat.username}`,
			edited: true,
			tags: [{ user_id: w.cat.id, offset: 7, length: w.cat.username.length + 1 }],
			tagged_users: [{ id: w.cat.id, username: w.cat.username }],
		});
		// The newly tagged person hears of it once; editing again keeps the tag without a new event.
		const again = await call(
			'AggregatedCommentResource',
			'update',
			{ commentId: id, text: `First! @${w.cat.username}` },
			w.bob,
		);
		expect(again.r.data.tagged_users).toHaveLength(1);
		const mentions = (await activityFor(id)).filter((e) => e.kind === 'comment_mention');
		expect(mentions).toHaveLength(1);
		const tooLong = await call(
			'AggregatedCommentResource',
			'update',
			{ commentId: id, text: 'y'.repeat(501) },
			w.bob,
		);
		expect(tooLong.r.error.code).toBe('CommentTextInvalid');
	});

	it('CMT-02: the author or the pin owner deletes; replies go with it; counts stay true', async () => {
		const pin = await pinOf(w.ann);
		const top = await posted(w.bob, pin.id, 'top');
		await posted(w.cat, pin.id, 'reply', { parent_id: top });
		const reply2 = await posted(w.cat, pin.id, 'reply 2', { parent_id: top });
		const stranger = await call('AggregatedCommentResource', 'delete', { commentId: top }, w.cat);
		expect(stranger.r.error.code).toBe('CommentNotDeletable');
		const own = await call('AggregatedCommentResource', 'delete', { commentId: reply2 }, w.cat);
		expect(own.status).toBe(200);
		expect(own.r.data).toBeNull();
		const count = async () =>
			(
				await w.t.db
					.selectFrom('pins')
					.select('comment_count')
					.where('id', '=', pin.id)
					.executeTakeFirstOrThrow()
			).comment_count;
		expect(await count()).toBe(2);
		const byOwner = await call('AggregatedCommentResource', 'delete', { commentId: top }, w.ann);
		expect(byOwner.status).toBe(200);
		expect(await count()).toBe(0);
		expect((await feed(null, pin.id)).r.data).toEqual([]);
		const gone = await call('AggregatedCommentResource', 'delete', { commentId: top }, w.ann);
		expect(gone.status).toBe(404);
		expect(gone.r.error.message).toBe('Could not find comment');
	});

	it('CMT-01: no event for a comment on your own pin; one for a reply to someone else', async () => {
		const pin = await pinOf(w.ann);
		const own = await posted(w.ann, pin.id, 'my own pin');
		expect(await activityFor(own)).toEqual([]);
		const bobs = await posted(w.bob, pin.id, 'hello');
		const reply = await posted(w.ann, pin.id, 'thanks', { parent_id: bobs });
		expect((await activityFor(reply)).map((e) => e.kind)).toEqual(['comment_created']);
	});

	it('issue 28: posting is rate-limited per person on one pin and overall', async () => {
		const pin = await pinOf(w.ann);
		const u = await person();
		for (let i = 0; i < COMMENT_LIMITS.perUserPin.limit; i++) await posted(u, pin.id, `note ${i}`);
		const refused = await post(u, pin.id, 'one more');
		expect(refused.status).toBe(429);
		expect(refused.r.error.code).toBe('RateLimited');
		const stored = await w.t.db
			.selectFrom('comments')
			.select('id')
			.where('user_id', '=', u.id)
			.execute();
		expect(stored).toHaveLength(COMMENT_LIMITS.perUserPin.limit);
		// Another pin still takes their comments until the overall limit.
		const left = COMMENT_LIMITS.perUser.limit - COMMENT_LIMITS.perUserPin.limit - 1;
		const pins = [await pinOf(w.ann), await pinOf(w.ann)];
		for (let i = 0; i < left; i++) await posted(u, pins[i % 2]!.id, `more ${i}`);
		const overall = await post(u, (await pinOf(w.ann)).id, 'past the hour');
		expect(overall.status).toBe(429);
	});

	it('CMT-12: comments off on the pin, or by the owner privacy setting, refuse posting', async () => {
		const off = await pinOf(w.ann, { comments_allowed: 0 });
		const refused = await post(w.bob, off.id, 'hi');
		expect(refused.status).toBe(403);
		expect(refused.r.error.code).toBe('CommentsDisabled');
		const owner = await person({
			settings: JSON.stringify({ privacy: { comments_disabled: true } }),
		});
		const ownerPin = await pinOf(owner);
		expect((await post(w.bob, ownerPin.id, 'hi')).r.error.code).toBe('CommentsDisabled');
	});

	it('ACC-22: a person blocked by the pin owner cannot comment on their pins', async () => {
		const owner = await person();
		const blocked = await person();
		const pin = await pinOf(owner);
		await block(owner, blocked);
		const res = await post(blocked, pin.id, 'let me in');
		expect(res.status).toBe(403);
		expect(res.r.error.code).toBe('CommentNotAllowed');
		// Nor the other way round: someone who blocked the owner.
		const blocker = await person();
		await block(blocker, owner);
		expect((await post(blocker, pin.id, 'hm')).r.error.code).toBe('CommentNotAllowed');
	});

	it('issue 28: signed out and limited-login callers cannot post; unknown options are refused', async () => {
		const signedOut = await call(
			'AggregatedCommentResource',
			'create',
			{ pin_id: w.pin.id, text: 'hi' },
			null,
		);
		expect(signedOut.status).toBe(401);
		const extra = await call(
			'AggregatedCommentResource',
			'create',
			{ pin_id: w.pin.id, text: 'hi', html: '<b>' },
			w.bob,
		);
		expect(extra.status).toBe(400);
		expect(extra.r.error.code).toBe('InvalidOptions');
		expect(
			await w.t.db.selectFrom('comments').select('id').where('text', '=', 'hi').execute(),
		).toEqual([]);
	});
});

describe(`CMT-12 on the pin's answers on ${dialect()}`, () => {
	it('CMT-12: PinResource exposes comments_disabled, eligibility and the aggregated count', async () => {
		const pin = await pinOf(w.ann);
		await posted(w.bob, pin.id, 'one');
		const open = await call('PinResource', 'get', { id: pin.id }, null);
		expect(open.r.data).toMatchObject({
			comments_disabled: false,
			is_eligible_for_aggregated_comments: true,
			aggregated_pin_data: { comment_count: 1 },
		});
		const off = await pinOf(w.ann, { comments_allowed: 0 });
		expect((await call('PinResource', 'get', { id: off.id }, null)).r.data).toMatchObject({
			comments_disabled: true,
			is_eligible_for_aggregated_comments: false,
		});
		const quiet = await person({
			settings: JSON.stringify({ privacy: { comments_disabled: true } }),
		});
		const quietPin = await pinOf(quiet);
		expect((await call('PinResource', 'get', { id: quietPin.id }, null)).r.data).toMatchObject({
			comments_disabled: false,
			is_eligible_for_aggregated_comments: false,
		});
	});
});
