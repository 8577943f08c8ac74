import { z } from 'zod';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { COMMENT_MAX_TAGS } from './comment.ts';
import { answerContextFor, commentAnswer, commentAnswers } from './comment-answer.server.ts';
import { repliesPage, topLevelPage } from './comment-feed.service.server.ts';
import { createComment, deleteComment, editComment } from './comments.service.server.ts';

/** An id as sent; malformed ones are simply not found. */
const id = z.string().min(1).max(40);
/** Room for the 500 characters in any script, with the spaces a trim removes. */
const text = z.string().max(4000);
const tags = z.array(id).max(COMMENT_MAX_TAGS);
const paging = {
	/** 1..50, 10 by default. */
	page_size: z.number().int().min(1).max(50).optional(),
	bookmarks: z.array(z.string().max(500)).max(5).optional(),
};

/**
 * `AggregatedCommentFeedResource get {pin_id, page_size?, bookmarks?}`: a pin's top-level
 * comments, highlighted first, then newest first (CMT-01); a pin the viewer cannot read is
 * `NotFound`.
 */
export const commentFeedResource = defineResource({
	name: 'AggregatedCommentFeedResource',
	get: action({
		auth: 'optional',
		options: z.object({ pin_id: id, ...paging }),
		async run({ db, readerId }, o) {
			const page = await topLevelPage(db, readerId, o.pin_id, o.page_size ?? 10, o.bookmarks?.[0]);
			return {
				data: await commentAnswers(db, page.comments, answerContextFor(readerId)),
				bookmark: page.bookmark,
			};
		},
	}),
});

/** `AggregatedCommentRepliesResource get {comment_id, page_size?, bookmarks?}`: replies, oldest first. */
export const commentRepliesResource = defineResource({
	name: 'AggregatedCommentRepliesResource',
	get: action({
		auth: 'optional',
		options: z.object({ comment_id: id, ...paging }),
		async run({ db, readerId }, o) {
			const page = await repliesPage(
				db,
				readerId,
				o.comment_id,
				o.page_size ?? 10,
				o.bookmarks?.[0],
			);
			return {
				data: await commentAnswers(db, page.comments, answerContextFor(readerId)),
				bookmark: page.bookmark,
			};
		},
	}),
});

/**
 * `AggregatedCommentResource`: create `{pin_id, text, parent_id?, tags?}` (a comment, or a reply
 * one level deep), update `{commentId, text, tags?, force?, orbacSubjectId?}` (CMT-10, the
 * author), delete `{commentId}` (the author or the pin's owner).
 */
export const commentResource = defineResource({
	name: 'AggregatedCommentResource',
	create: action({
		auth: 'required',
		options: z.object({ pin_id: id, text, parent_id: id.optional(), tags: tags.optional() }),
		async run({ db, viewer }, o) {
			const comment = await createComment(db, viewer, {
				pinId: o.pin_id,
				text: o.text,
				parentId: o.parent_id,
				tags: o.tags,
			});
			return { data: await commentAnswer(db, comment, answerContextFor(viewer.id)) };
		},
	}),
	update: action({
		auth: 'required',
		options: z.object({
			commentId: id,
			text,
			tags: tags.optional(),
			/** Accepted for the spec's client; an edit needs no confirmation here. */
			force: z.boolean().optional(),
			/** Acting for a business the viewer runs: not offered yet, accepted and ignored. */
			orbacSubjectId: id.optional(),
		}),
		async run({ db, viewer }, o) {
			const comment = await editComment(db, viewer, {
				commentId: o.commentId,
				text: o.text,
				tags: o.tags,
			});
			return { data: await commentAnswer(db, comment, answerContextFor(viewer.id)) };
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({ commentId: id }),
		async run({ db, viewer }, o) {
			await deleteComment(db, viewer, o.commentId);
			return { data: null };
		},
	}),
});
