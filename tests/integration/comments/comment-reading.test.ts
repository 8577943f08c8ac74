import { describe, expect, it } from 'vitest';
import { loadPinComments } from '~/lib/social/comments/pin-comments.server.ts';
import { viewerOf } from '../../helpers/builders.ts';
import { as, block, call, dialect, feed, person, pinOf, posted, w } from './comments-world.ts';

const ids = (res: { r: { data: { id: string }[] } }) => res.r.data.map((c) => c.id);
const bookmarkOf = (res: { r: unknown }) => (res.r as { bookmark?: string }).bookmark;

/** Who reads which comments (issue 28 "Authorization", CMT-01 paging, CMT-02 hidden users). */
describe(`reading comments on ${dialect()}`, () => {
	it('issue 28: comments on a secret-board pin are readable only by those who read the pin', async () => {
		const c = await posted(w.ann, w.secretPin.id, 'secret thoughts');
		expect(ids(await feed(w.ann, w.secretPin.id))).toEqual([c]);
		for (const reader of [null, w.bob]) {
			const res = await feed(reader, w.secretPin.id);
			expect(res.status).toBe(404);
			expect(JSON.stringify(res.r)).not.toContain('secret thoughts');
		}
		const replies = await call('AggregatedCommentRepliesResource', 'get', { comment_id: c }, w.bob);
		expect(replies.status).toBe(404);
		expect(replies.r.error.message).toBe('Could not find comment');
		// Nor can outsiders post, like, edit or delete there.
		const postIt = await call(
			'AggregatedCommentResource',
			'create',
			{ pin_id: w.secretPin.id, text: 'in?' },
			w.bob,
		);
		expect(postIt.status).toBe(404);
		const del = await call('AggregatedCommentResource', 'delete', { commentId: c }, w.bob);
		expect(del.status).toBe(404);
		// A limited login reads as signed out.
		const limited = await call(
			'AggregatedCommentFeedResource',
			'get',
			{ pin_id: w.secretPin.id },
			null,
		);
		expect(limited.status).toBe(404);
		await expect(
			loadPinComments(w.t.db, viewerOf(w.ann, { loginState: 2 }), w.secretPin.id),
		).rejects.toMatchObject({
			code: 'NotFound',
		});
	});

	it('CMT-01: pages by bookmark, highlighted first then newest first, to -end-', async () => {
		const pin = await pinOf(w.ann);
		const authors = [await person(), await person(), await person()];
		const made: string[] = [];
		for (let i = 0; i < 12; i++) made.push(await posted(authors[i % 3]!, pin.id, `c${i}`));
		await w.t.db
			.updateTable('comments')
			.set({ is_highlighted: 1 })
			.where('id', '=', made[2]!)
			.execute();
		const first = await feed(null, pin.id, { page_size: 5 });
		expect(bookmarkOf(first)).toBeTruthy();
		expect(bookmarkOf(first)).not.toBe('-end-');
		const second = await feed(null, pin.id, { page_size: 5, bookmarks: [bookmarkOf(first)] });
		const third = await feed(null, pin.id, { page_size: 5, bookmarks: [bookmarkOf(second)] });
		expect(bookmarkOf(third)).toBe('-end-');
		const newestFirst = made.filter((id) => id !== made[2]).reverse();
		expect([...ids(first), ...ids(second), ...ids(third)]).toEqual([made[2], ...newestFirst]);
		// A forged bookmark only moves the start.
		const forged = await feed(null, pin.id, { page_size: 5, bookmarks: ['not-a-bookmark'] });
		expect(ids(forged)).toEqual(ids(first));
		const tooBig = await feed(null, pin.id, { page_size: 51 });
		expect(tooBig.r.error.code).toBe('InvalidOptions');
	});

	it('ACC-22: comments of people in a block with the reader are not shown to the reader', async () => {
		const pin = await pinOf(w.ann);
		const troll = await person();
		const reader = await person();
		const c = await posted(troll, pin.id, 'troll says');
		const fine = await posted(w.cat, pin.id, 'fine');
		await block(reader, troll);
		expect(ids(await feed(reader, pin.id))).toEqual([fine]);
		// The other way round too, and everyone else still sees it.
		const other = await person();
		await block(troll, other);
		expect(ids(await feed(other, pin.id))).toEqual([fine]);
		expect(ids(await feed(w.bob, pin.id))).toEqual([fine, c]);
		const like = await call('AggregatedCommentRepliesResource', 'get', { comment_id: c }, reader);
		expect(like.status).toBe(404);
	});

	it("CMT-02: the pin owner hides a person: their comments vanish on all the owner's pins except to themselves", async () => {
		const owner = await person();
		const pins = [await pinOf(owner), await pinOf(owner)];
		const pest = await person();
		const a = await posted(pest, pins[0]!.id, 'one');
		const b = await posted(pest, pins[1]!.id, 'two');
		const notOwner = await call(
			'AggregatedCommentHiddenUserResource',
			'create',
			{ pin_id: pins[0]!.id, user_id: pest.id },
			w.bob,
		);
		expect(notOwner.status).toBe(403);
		expect(notOwner.r.error.code).toBe('CommentPinOwnerOnly');
		const self = await call(
			'AggregatedCommentHiddenUserResource',
			'create',
			{ pin_id: pins[0]!.id, user_id: owner.id },
			owner,
		);
		expect(self.r.error.code).toBe('CommentHideSelf');
		const hide = await call(
			'AggregatedCommentHiddenUserResource',
			'create',
			{ pin_id: pins[0]!.id, user_id: pest.id },
			owner,
		);
		expect(hide.status).toBe(200);
		expect(hide.r.data).toBeNull();
		for (const reader of [null, owner, w.bob]) {
			expect(ids(await feed(reader, pins[0]!.id))).toEqual([]);
			expect(ids(await feed(reader, pins[1]!.id))).toEqual([]);
		}
		expect(ids(await feed(pest, pins[0]!.id))).toEqual([a]);
		expect(ids(await feed(pest, pins[1]!.id))).toEqual([b]);
		// Their comments on other people's pins stay.
		const elsewhere = await posted(pest, w.pin.id, 'elsewhere');
		expect(ids(await feed(w.bob, w.pin.id))).toContain(elsewhere);
	});

	it('SET-12: comments of a deactivated account show to nobody else', async () => {
		const pin = await pinOf(w.ann);
		const gone = await person();
		await posted(gone, pin.id, 'bye');
		await w.t.db
			.updateTable('users')
			.set({ status: 'deactivated' })
			.where('id', '=', gone.id)
			.execute();
		expect(ids(await feed(w.bob, pin.id))).toEqual([]);
	});

	it('issue 28 loader: loadPinComments gives the first page with answers, count and switches', async () => {
		const pin = await pinOf(w.ann);
		const u = [await person(), await person()];
		for (let i = 0; i < 12; i++) await posted(u[i % 2]!, pin.id, `n${i}`);
		const loaded = await loadPinComments(w.t.db, as(w.bob), pin.id);
		expect(loaded.comments).toHaveLength(10);
		expect(loaded.comments[0]).toMatchObject({ type: 'aggregatedcomment', text: 'n11' });
		expect(loaded.bookmark).not.toBe('-end-');
		expect(loaded.count).toBe(12);
		expect(loaded.commentsAllowed).toBe(true);
		expect(loaded.canComment).toBe(true);
		// The same JSON the feed answers.
		const page = await feed(w.bob, pin.id);
		expect(page.r.data).toEqual(loaded.comments);
		const signedOut = await loadPinComments(w.t.db, null, pin.id);
		expect(signedOut.canComment).toBe(false);
		const off = await pinOf(w.ann, { comments_allowed: 0 });
		const closed = await loadPinComments(w.t.db, as(w.bob), off.id);
		expect(closed).toMatchObject({ commentsAllowed: false, canComment: false, comments: [] });
	});
});
