/**
 * The closeup's comments as a hand-written template, for the plain twin of the pin page
 * (src/components/comments/PinComments.astro and CommentItem.astro, signed out, in English):
 * the same loader (`loadPinComments`), written with string concatenation.
 */
import { pinPath } from '~/lib/content/pins/pin.ts';
import { LOGIN_HEADINGS } from '~/lib/growth/upsell/login-headings.ts';
import { db } from '~/lib/platform/db/client.server.ts';
import { formatRelativeTime } from '~/lib/platform/i18n/format.ts';
import {
	type AggregatedComment,
	initialOf,
	likeCount,
	profileHref,
	textParts,
} from '~/lib/social/comments/comment-view.ts';
import { loadPinComments, type PinComments } from '~/lib/social/comments/pin-comments.server.ts';
import { attr, esc } from './html-template.ts';

/** The pin's first page of comments for a signed-out visitor. */
export function plainPinComments(pinId: string): Promise<PinComments> {
	return loadPinComments(db(), null, pinId);
}

const plural = (n: number, one: string, many: string) =>
	`${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function item(c: AggregatedComment): string {
	const name = c.user.full_name || c.user.username;
	const likes = likeCount(c);
	const href = profileHref(c.user.username);
	const counts = [
		likes > 0 && plural(likes, 'like', 'likes'),
		c.helpful_count > 0 &&
			plural(c.helpful_count, 'person found this helpful', 'people found this helpful'),
		c.comment_count > 0 && plural(c.comment_count, 'reply', 'replies'),
	].filter((part) => part !== false);
	const text = textParts(c.text, c.tags, c.tagged_users)
		.map((p) =>
			p.kind === 'mention'
				? `<a class="comment__mention"${attr('href', profileHref(p.username))}>${esc(p.text)}</a>`
				: esc(p.text),
		)
		.join('');
	return (
		`<li class="comments__item"><article class="comment"${attr('id', `comment-${c.id}`)}${attr('aria-label', `Comment by ${name}`)}>` +
		'<span class="comment__avatar" aria-hidden="true">' +
		(c.user.image_medium_url
			? `<img${attr('src', c.user.image_medium_url)} alt="" width="32" height="32" loading="lazy">`
			: esc(initialOf(name))) +
		'</span><div class="comment__body"><p class="comment__head">' +
		`<a class="comment__author"${attr('href', href)} dir="auto">${esc(name)}</a>` +
		`<time${attr('datetime', c.created_at)}>${esc(formatRelativeTime(c.created_at))}</time>` +
		(c.edited ? '<span class="comment__edited">Edited</span>' : '') +
		'</p>' +
		(c.highlighted_by_pin_owner
			? '<p class="comment__highlight">Highlighted by the creator</p>'
			: '') +
		`<p class="comment__text" dir="auto">${text}</p>` +
		(counts.length > 0
			? `<p class="comment__counts">${counts.map((s) => `<span>${esc(s)}</span>`).join('')}</p>`
			: '') +
		'</div></article></li>'
	);
}

/** The comments section as a signed-out visitor gets it. */
export function plainCommentsHtml(pinId: string, data: PinComments): string {
	const { comments, count, commentsAllowed } = data;
	const more = data.bookmark !== '-end-';
	const login = attr('href', `/login?next=${encodeURIComponent(`${pinPath(pinId)}#comments`)}`);
	const heading = LOGIN_HEADINGS.continue;
	return (
		'<section id="comments" class="comments" aria-labelledby="comments-title">' +
		`<h2 id="comments-title" class="comments__title">${count === 0 ? 'Comments' : plural(count, 'comment', 'comments')}</h2>` +
		(commentsAllowed ? '' : '<p class="comments__off">Comments are turned off for this Pin.</p>') +
		(comments.length > 0 ? `<ol class="comments__list">${comments.map(item).join('')}</ol>` : '') +
		(commentsAllowed && comments.length === 0
			? '<p class="comments__empty">No comments yet. Add one to start the conversation.</p>'
			: '') +
		(commentsAllowed
			? `<p class="comments__login"><span>Want to join the conversation?</span><a class="button button--primary"${login} data-auth-modal="login"${attr('data-auth-heading', heading)}>Log in to comment</a></p>`
			: '') +
		(commentsAllowed && more
			? `<p class="comments__more"><a class="button"${login} data-auth-modal="login"${attr('data-auth-heading', heading)}>More comments</a></p>`
			: '') +
		'</section>'
	);
}
