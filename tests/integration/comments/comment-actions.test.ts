import { describe, expect, it } from 'vitest';
import { hashPassword } from '~/lib/identity/auth/password.server.ts';
import * as flagRoute from '~/pages/v3/aggregated_comments/[id]/flag/index.ts';
import * as mentionsRoute from '~/pages/v3/aggregated_comments/[id]/mentions/index.ts';
import * as reactRoute from '~/pages/v3/aggregated_comments/[id]/react/index.ts';
import * as highlightRoute from '~/pages/v3/aggregated_comments/pin/highlight/index.ts';
import * as didItFlagRoute from '~/pages/v3/did_it/[id]/flag/index.ts';
import * as helpfulRoute from '~/pages/v3/helpful/1/[id]/index.ts';
import type { Envelope } from '../../helpers/resource-call.ts';
import { callRest } from '../../helpers/rest.ts';
import {
	activityFor,
	as,
	block,
	call,
	dialect,
	person,
	pinOf,
	post,
	posted,
	type U,
	w,
} from './comments-world.ts';

type Route = Parameters<typeof callRest>[0];

async function rest(
	route: Route | undefined,
	method: string,
	path: string,
	u: U | null,
	body: { json?: unknown; form?: Record<string, string> } = {},
	params: Record<string, string> = {},
) {
	const res = await callRest(route!, { db: w.t.db, method, path, viewer: as(u), params, ...body });
	const json = (await res.json()) as { resource_response: Envelope['r'] };
	return { status: res.status, r: json.resource_response };
}

const react = (u: U, id: string, method: 'POST' | 'DELETE') =>
	rest(
		method === 'POST' ? reactRoute.POST : reactRoute.DELETE,
		method,
		`/v3/aggregated_comments/${id}/react/`,
		u,
		method === 'POST' ? { form: { reaction_type: '1' } } : {},
		{ id },
	);
const helpful = (u: U, id: string, method: 'POST' | 'DELETE') =>
	rest(
		method === 'POST' ? helpfulRoute.POST : helpfulRoute.DELETE,
		method,
		`/v3/helpful/1/${id}/`,
		u,
		{},
		{ id },
	);
const highlight = (u: U, json: Record<string, unknown>) =>
	rest(highlightRoute.PUT, 'PUT', '/v3/aggregated_comments/pin/highlight/', u, { json });

describe(`comment actions on ${dialect()}`, () => {
	it('CMT-09: like and unlike count once each, answer the comment, and tell the author once', async () => {
		const pin = await pinOf(w.ann);
		const id = await posted(w.bob, pin.id, 'like me');
		const liked = await react(w.cat, id, 'POST');
		expect(liked.status).toBe(200);
		expect(liked.r.data).toMatchObject({ id, reaction_counts: { '1': 1 }, reaction_by_me: 1 });
		expect((await react(w.cat, id, 'POST')).r.data.reaction_counts).toEqual({ '1': 1 });
		const wrongType = await rest(
			reactRoute.POST,
			'POST',
			`/v3/aggregated_comments/${id}/react/`,
			w.cat,
			{ form: { reaction_type: '2' } },
			{ id },
		);
		expect(wrongType.r.error.code).toBe('InvalidOptions');
		expect((await react(w.bob, id, 'POST')).r.data.reaction_counts).toEqual({ '1': 2 });
		const likes = (await activityFor(id)).filter((e) => e.kind === 'comment_liked');
		expect(likes).toEqual([
			{ kind: 'comment_liked', actorId: w.cat.id, pinId: pin.id, commentId: id },
		]);
		const unliked = await react(w.cat, id, 'DELETE');
		expect(unliked.r.data).toMatchObject({ reaction_counts: { '1': 1 }, reaction_by_me: null });
		expect((await react(w.cat, id, 'DELETE')).r.data.reaction_counts).toEqual({ '1': 1 });
		const signedOut = await rest(
			reactRoute.POST,
			'POST',
			`/v3/aggregated_comments/${id}/react/`,
			null,
			{ form: { reaction_type: '1' } },
			{ id },
		);
		expect(signedOut.status).toBe(401);
	});

	it('CMT-07: helpful on and off, never below 0', async () => {
		const pin = await pinOf(w.ann);
		const id = await posted(w.bob, pin.id, 'useful tip');
		expect((await helpful(w.cat, id, 'POST')).r.data).toMatchObject({
			helpful_count: 1,
			marked_helpful_by_me: true,
		});
		expect((await helpful(w.cat, id, 'DELETE')).r.data).toMatchObject({
			helpful_count: 0,
			marked_helpful_by_me: false,
		});
		expect((await helpful(w.cat, id, 'DELETE')).r.data.helpful_count).toBe(0);
		const nothing = await helpful(w.cat, '123', 'POST');
		expect(nothing.status).toBe(404);
	});

	it('CMT-08: only the pin owner highlights; the two exact error messages', async () => {
		const pin = await pinOf(w.ann);
		const id = await posted(w.bob, pin.id, 'highlight me');
		const noComment = await highlight(w.ann, { pin: pin.id, highlight: true });
		expect(noComment.status).toBe(404);
		expect(noComment.r.error.message).toBe('Could not find comment');
		const noPin = await highlight(w.ann, { aggregated_comment: id, highlight: true });
		expect(noPin.r.error.message).toBe('Could not find Pin');
		const secret = await highlight(w.bob, {
			aggregated_comment: id,
			pin: w.secretPin.id,
			highlight: true,
		});
		expect(secret.r.error.message).toBe('Could not find Pin');
		const notOwner = await highlight(w.bob, {
			aggregated_comment: id,
			pin: pin.id,
			highlight: true,
		});
		expect(notOwner.status).toBe(403);
		const on = await highlight(w.ann, { aggregated_comment: id, pin: pin.id, highlight: true });
		expect(on.r.data).toMatchObject({ id, highlighted_by_pin_owner: true, can_highlight: true });
		const seenByBob = await call('AggregatedCommentFeedResource', 'get', { pin_id: pin.id }, w.bob);
		expect(seenByBob.r.data[0]).toMatchObject({
			id,
			highlighted_by_pin_owner: true,
			can_highlight: false,
		});
		const off = await rest(
			highlightRoute.PUT,
			'PUT',
			'/v3/aggregated_comments/pin/highlight/',
			w.ann,
			{
				form: { aggregated_comment: id, pin: pin.id, highlight: 'false' },
			},
		);
		expect(off.r.data.highlighted_by_pin_owner).toBe(false);
	});

	it('CMT-04: a report with a reason, once per person, on both paths', async () => {
		const pin = await pinOf(w.ann);
		const id = await posted(w.bob, pin.id, 'spammy');
		const flag = (route: Route | undefined, path: string, body: Record<string, unknown>) =>
			rest(route, 'PUT', path, w.cat, { json: body }, { id });
		const bad = await flag(flagRoute.PUT, `/v3/aggregated_comments/${id}/flag/`, {
			commentId: id,
			reason: 'boring',
		});
		expect(bad.r.error.code).toBe('InvalidOptions');
		const ok = await flag(flagRoute.PUT, `/v3/aggregated_comments/${id}/flag/`, {
			commentId: id,
			reason: 'spam',
			detailedReasons: ['links', 'repeats'],
		});
		expect(ok.status).toBe(200);
		expect(ok.r.data).toBeNull();
		const again = await flag(didItFlagRoute.PUT, `/v3/did_it/${id}/flag/`, {
			commentId: id,
			reason: 'other',
		});
		expect(again.status).toBe(409);
		expect(again.r.error.code).toBe('CommentAlreadyFlagged');
		const rows = await w.t.db
			.selectFrom('comment_flags')
			.select(['reason', 'detail', 'reporter_id'])
			.where('comment_id', '=', id)
			.execute();
		expect(rows).toEqual([{ reason: 'spam', detail: 'links, repeats', reporter_id: w.cat.id }]);
	});

	it('CMT-05, mentions: tags need the @username in the text; allow_mentions and blocks are obeyed', async () => {
		const pin = await pinOf(w.ann);
		const missing = await post(w.bob, pin.id, 'hello there', { tags: [w.cat.id] });
		expect(missing.r.error.code).toBe('CommentMentionNotInText');
		const nobody = await person({
			settings: JSON.stringify({ privacy: { allow_mentions: 'nobody' } }),
		});
		const followers = await person({
			settings: JSON.stringify({ privacy: { allow_mentions: 'following' } }),
		});
		const blocker = await person();
		await block(blocker, w.bob);
		const text = `hi @${w.cat.username} @${nobody.username} @${followers.username} @${blocker.username}`;
		const res = await post(w.bob, pin.id, text, {
			tags: [w.cat.id, nobody.id, followers.id, blocker.id],
		});
		expect(res.status).toBe(200);
		expect(res.r.data.text).toBe(text);
		expect(res.r.data.tagged_users.map((u: { id: string }) => u.id)).toEqual([w.cat.id]);
		const mentioned = (await activityFor(res.r.data.id)).filter(
			(e) => e.kind === 'comment_mention',
		);
		expect(mentioned.map((e) => 'mentionedUserId' in e && e.mentionedUserId)).toEqual([w.cat.id]);
		// Once `followers` follows bob, bob may mention them.
		await w.t.db
			.insertInto('user_follows')
			.values({
				follower_id: followers.id,
				followee_id: w.bob.id,
				created_at: new Date().toISOString(),
			})
			.execute();
		const now = await post(w.bob, pin.id, `@${followers.username} look`, { tags: [followers.id] });
		expect(now.r.data.tags).toEqual([
			{ user_id: followers.id, offset: 0, length: followers.username.length + 1 },
		]);
		// CMT-05: cat removes their own mention; the answer is {id, tagged_users}.
		const id = res.r.data.id;
		const removed = await rest(
			mentionsRoute.DELETE,
			'DELETE',
			`/v3/aggregated_comments/${id}/mentions/?fields=id`,
			w.cat,
			{},
			{ id },
		);
		expect(removed.r.data).toEqual({ id, tagged_users: [] });
		const again = await call('AggregatedCommentFeedResource', 'get', { pin_id: pin.id }, w.cat);
		expect(again.r.data.find((c: { id: string }) => c.id === id).tags).toEqual([]);
	});

	it('mentions: XSS payloads in text around a mention come back verbatim as data', async () => {
		const pin = await pinOf(w.ann);
		const text = `<img src=x onerror=alert(1)>@${w.cat.username}</script><script>alert(2)</script>`;
		const res = await post(w.bob, pin.id, text, { tags: [w.cat.id] });
		expect(res.r.data.text).toBe(text);
		expect(res.r.data.tags[0]).toEqual({
			user_id: w.cat.id,
			offset: 28,
			length: w.cat.username.length + 1,
		});
	});

	it('MentionTypeaheadResource: people by username prefix whom the viewer may mention', async () => {
		const base = `mt${Date.now().toString(36)}`;
		const open = await person({ username: `${base}_open` });
		const closed = await person({
			username: `${base}_closed`,
			settings: JSON.stringify({ privacy: { allow_mentions: 'nobody' } }),
		});
		const blocked = await person({ username: `${base}_blocked` });
		await block(w.bob, blocked);
		const res = await call('MentionTypeaheadResource', 'get', { term: `@${base}` }, w.bob);
		expect(res.status).toBe(200);
		expect(res.r.data).toEqual([
			{
				id: open.id,
				username: open.username,
				full_name: expect.any(String),
				image_medium_url: null,
			},
		]);
		expect(closed.id).toBeTruthy();
		const wild = await call('MentionTypeaheadResource', 'get', { term: '%' }, w.bob);
		expect(wild.r.data).toEqual([]);
		const secretPin = await call(
			'MentionTypeaheadResource',
			'get',
			{ term: base, pin_id: w.secretPin.id },
			w.bob,
		);
		expect(secretPin.status).toBe(404);
		expect((await call('MentionTypeaheadResource', 'get', { term: base }, null)).status).toBe(401);
	});

	it('CMT-11: comment features need the parental passcode when set; comments_disabled closes the pins', async () => {
		const plain = await person();
		const got = await call('AggregatedCommentFeaturesResource', 'get', {}, plain);
		expect(got.r.data).toEqual({ comments_disabled: false });
		const set = await call(
			'AggregatedCommentFeaturesResource',
			'update',
			{ userId: plain.id, featureMap: { comments_disabled: true } },
			plain,
		);
		expect(set.r.data).toEqual({ comments_disabled: true });
		const pin = await pinOf(plain);
		expect((await post(w.bob, pin.id, 'hi')).r.error.code).toBe('CommentsDisabled');
		const other = await call(
			'AggregatedCommentFeaturesResource',
			'update',
			{ userId: w.bob.id, featureMap: { comments_disabled: true } },
			plain,
		);
		expect(other.status).toBe(404);
		const teen = await person({ passcode_hash: await hashPassword('1357') });
		const reopen = (extra: Record<string, unknown>) =>
			call(
				'AggregatedCommentFeaturesResource',
				'update',
				{ userId: teen.id, featureMap: { comments_disabled: false }, ...extra },
				teen,
			);
		await w.t.db
			.updateTable('users')
			.set({ settings: JSON.stringify({ privacy: { comments_disabled: true } }) })
			.where('id', '=', teen.id)
			.execute();
		expect((await reopen({})).r.error.code).toBe('PasscodeRequired');
		expect((await reopen({ passcode: '0000' })).r.error.code).toBe('PasscodeIncorrect');
		expect((await reopen({ passcode: '1357' })).r.data).toEqual({ comments_disabled: false });
		// Turning comments off only tightens: confirmed, it may skip the passcode (U-30).
		const close = await call(
			'AggregatedCommentFeaturesResource',
			'update',
			{
				userId: teen.id,
				featureMap: { comments_disabled: true },
				user_confirm_skip_passcode: true,
			},
			teen,
		);
		expect(close.r.data).toEqual({ comments_disabled: true });
	});
});
