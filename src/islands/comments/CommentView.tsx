import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { currentLanguage } from '~/lib/platform/i18n/current-language.ts';
import { formatNumber, formatRelativeTime } from '~/lib/platform/i18n/format.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import {
	createComment,
	fetchReplies,
	removeMyMention,
	translateComment,
	updateComment,
} from '~/lib/social/comments/client/comments.api.ts';
import {
	$comments,
	dispatchComment,
	refusalText,
	toggleHelpful,
	toggleHighlight,
	toggleLike,
} from '~/lib/social/comments/client/comments.store.ts';
import {
	type AggregatedComment,
	initialOf,
	LIKE,
	likeCount,
	profileHref,
	textParts,
} from '~/lib/social/comments/comment-view.ts';
import comments from '~/messages/comments/index.ts';
import { CommentComposer } from './CommentComposer.tsx';
import { CommentMenu, type MenuItem } from './CommentMenu.tsx';

/** What a comment asks of the panel: a question in a dialog before a delete, a hide or a report. */
export type CommentQuestion = { kind: 'delete' | 'hide' | 'report'; comment: AggregatedComment };

export interface CommentContext {
	pinId: string;
	viewerId: string;
	canComment: boolean;
	ask: (question: CommentQuestion) => void;
}

/** A comment's words: the translation once loaded and chosen, else the text with its mentions. */
function CommentBody({ comment, original }: { comment: AggregatedComment; original: boolean }) {
	if (!original && comment.translatedText) {
		return (
			<p className="comment__text" dir="auto">
				{comment.translatedText}
			</p>
		);
	}
	return (
		<p className="comment__text" dir="auto">
			{textParts(comment.text, comment.tags, comment.tagged_users).map((part, i) =>
				part.kind === 'mention' ? (
					// biome-ignore lint/suspicious/noArrayIndexKey: parts of one text never move
					<a key={i} className="comment__mention" href={profileHref(part.username)}>
						{part.text}
					</a>
				) : (
					part.text
				),
			)}
		</p>
	);
}

/**
 * One comment in the island, with what the viewer may do to it (the answer's `can_*` flags):
 * like, helpful, reply (top level), see its translation, and in its menu edit, delete,
 * highlight, report, remove my mention and hide its author's comments. Replies load below a
 * top-level comment a page at a time.
 */
export function CommentView({ id, ctx }: { id: string; ctx: CommentContext }) {
	const t = comments();
	const state = useStore($comments);
	const comment = state.byId[id];
	const [editing, setEditing] = useState(false);
	const [replying, setReplying] = useState(false);
	const [original, setOriginal] = useState(true);
	const [loadingReplies, setLoadingReplies] = useState(false);
	if (!comment) return null;
	const name = comment.user.full_name || comment.user.username;
	const likes = likeCount(comment);
	const isTop = comment.parent_id === null;
	const replies = state.replies[id] ?? [];
	// More to load until a page said it was the last (a reply posted here counts as loaded).
	const moreReplies =
		isTop && state.replyBookmarks[id] !== null && comment.comment_count > replies.length;
	const mentionsMe = comment.tagged_users.some((p) => p.id === ctx.viewerId);

	async function loadReplies() {
		setLoadingReplies(true);
		try {
			const page = await fetchReplies(id, state.replyBookmarks[id] ?? null);
			dispatchComment({
				type: 'repliesLoaded',
				parentId: id,
				comments: page.data,
				bookmark: page.next,
			});
		} catch (error) {
			showToast(refusalText(error));
		} finally {
			setLoadingReplies(false);
		}
	}

	async function translate() {
		if (comment?.translatedText === null) {
			try {
				const text = await translateComment(id, currentLanguage());
				dispatchComment({ type: 'translationLoaded', id, text });
			} catch {
				// CMT-06: a failed translation is stored as empty text.
				dispatchComment({ type: 'translationLoaded', id, text: '' });
				showToast(t.translationUnavailable());
				return;
			}
		}
		setOriginal(false);
	}

	async function removeMention() {
		try {
			const answer = await removeMyMention(id);
			dispatchComment({ type: 'mentionDeleted', id, taggedUsers: answer.tagged_users });
			showToast(t.mentionRemoved());
		} catch (error) {
			showToast(refusalText(error));
		}
	}

	const menu: MenuItem[] = [
		...(comment.can_edit ? [{ key: 'edit', label: t.edit(), run: () => setEditing(true) }] : []),
		...(comment.can_delete
			? [{ key: 'delete', label: t.delete(), run: () => ctx.ask({ kind: 'delete', comment }) }]
			: []),
		...(comment.can_highlight && isTop
			? [
					{
						key: 'highlight',
						label: comment.highlighted_by_pin_owner ? t.removeHighlight() : t.highlight(),
						run: () => void toggleHighlight(id),
					},
				]
			: []),
		...(mentionsMe
			? [{ key: 'mention', label: t.removeMention(), run: () => void removeMention() }]
			: []),
		...(comment.user.id !== ctx.viewerId
			? [{ key: 'report', label: t.report(), run: () => ctx.ask({ kind: 'report', comment }) }]
			: []),
		...(comment.can_hide_user
			? [
					{
						key: 'hide',
						label: t.hideUser({ name }),
						run: () => ctx.ask({ kind: 'hide', comment }),
					},
				]
			: []),
	];

	return (
		<li className={isTop ? 'comments__item' : 'comments__item comments__item--reply'}>
			<article className="comment" id={`comment-${id}`} aria-label={t.commentBy({ name })}>
				<span className="comment__avatar" aria-hidden="true">
					{comment.user.image_medium_url ? (
						<img src={comment.user.image_medium_url} alt="" width={32} height={32} loading="lazy" />
					) : (
						initialOf(name)
					)}
				</span>
				<div className="comment__body">
					<p className="comment__head">
						<a className="comment__author" href={profileHref(comment.user.username)} dir="auto">
							{name}
						</a>
						<time dateTime={comment.created_at}>{formatRelativeTime(comment.created_at)}</time>
						{comment.edited && <span className="comment__edited">{t.edited()}</span>}
					</p>
					{comment.highlighted_by_pin_owner && (
						<p className="comment__highlight">{t.highlighted()}</p>
					)}
					{editing ? (
						<CommentComposer
							id={`comment-edit-${id}`}
							pinId={ctx.pinId}
							label={t.editComposerLabel()}
							submitLabel={t.save()}
							initialText={comment.text}
							initialPeople={comment.tagged_users}
							autoFocus
							onCancel={() => setEditing(false)}
							onSubmit={async (text, tags) => {
								try {
									dispatchComment({
										type: 'updated',
										comment: await updateComment(id, text, tags),
									});
									setEditing(false);
									return true;
								} catch (error) {
									showToast(refusalText(error));
									return false;
								}
							}}
						/>
					) : (
						<CommentBody comment={comment} original={original} />
					)}
					<div className="comment__actions">
						<button
							type="button"
							className="comment__action"
							aria-pressed={comment.reaction_by_me === LIKE}
							onClick={() => void toggleLike(id)}
						>
							{t.like()}
							{likes > 0 && <span className="comment__count"> {formatNumber(likes)}</span>}
						</button>
						<button
							type="button"
							className="comment__action"
							aria-pressed={comment.marked_helpful_by_me}
							onClick={() => void toggleHelpful(id)}
						>
							{t.helpful()}
							{comment.helpful_count > 0 && (
								<span className="comment__count"> {formatNumber(comment.helpful_count)}</span>
							)}
						</button>
						{isTop && ctx.canComment && (
							<button
								type="button"
								className="comment__action"
								aria-expanded={replying}
								onClick={() => setReplying((r) => !r)}
							>
								{t.reply()}
							</button>
						)}
						{comment.can_translate && (
							<button
								type="button"
								className="comment__action"
								onClick={() => (original ? void translate() : setOriginal(true))}
							>
								{original ? t.seeTranslation() : t.seeOriginal()}
							</button>
						)}
						<CommentMenu id={`comment-${id}`} name={name} items={menu} />
					</div>
				</div>
			</article>
			{isTop && (replies.length > 0 || replying || moreReplies) && (
				<div className="comments__replies">
					{replies.length > 0 && (
						<ol className="comments__list">
							{replies.map((reply) => (
								<CommentView key={reply} id={reply} ctx={ctx} />
							))}
						</ol>
					)}
					{moreReplies && (
						<button
							type="button"
							className="comment__action"
							disabled={loadingReplies}
							onClick={() => void loadReplies()}
						>
							{loadingReplies
								? t.loading()
								: replies.length === 0
									? t.viewReplies({ count: comment.comment_count })
									: t.moreReplies()}
						</button>
					)}
					{replying && (
						<CommentComposer
							id={`comment-reply-${id}`}
							pinId={ctx.pinId}
							label={t.replyComposerLabel({ name })}
							submitLabel={t.reply()}
							autoFocus
							onCancel={() => setReplying(false)}
							onSubmit={async (text, tags) => {
								try {
									const reply = await createComment({ pinId: ctx.pinId, text, parentId: id, tags });
									dispatchComment({ type: 'created', comment: reply });
									dispatchComment({ type: 'countIncremented', by: 1 });
									setReplying(false);
									return true;
								} catch (error) {
									showToast(refusalText(error));
									return false;
								}
							}}
						/>
					)}
				</div>
			)}
		</li>
	);
}
