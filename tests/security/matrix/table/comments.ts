import { rateLimiter } from '~/lib/platform/security/rate-limit.server.ts';
import { COMMENT_LIMITS } from '~/lib/social/comments/comment-limits.server.ts';
import { viewerOf } from '../../../helpers/builders.ts';
import { callResource } from '../../../helpers/resource-call.ts';
import { secretBoardFixture } from '../fixtures.ts';
import { denied, NOT_FOUND, OK, type Outcome } from '../outcomes.ts';
import { secretRead, secretSignedIn, signedIn } from '../presets.ts';
import type { Fixture, Row } from '../row.ts';
import { resource, route } from '../row-kinds.ts';
import type { World } from '../world.ts';

/**
 * Comments (issue 28, CMT-*): every action aimed at a comment on a pin of a secret board. Whoever
 * may read the pin (owner, collaborator) may read, post, like, mark, report; the author edits;
 * author and pin owner delete; only the pin owner highlights and hides commenters. Everyone else
 * meets a comment (`CommentNotFound`) or pin (`NotFound`, CMT-08's `CommentPinNotFound`) that does
 * not exist. Each write gets a fresh secret board with a comment whose text is the canary.
 */
const COMMENT_404: Outcome = { kind: 'not_found', code: 'CommentNotFound' };
const PIN_404: Outcome = { kind: 'not_found', code: 'CommentPinNotFound' };
const members = secretSignedIn({ owner: OK, collaborator: OK });
/** On a comment of the secret pin: members `OK`, everyone signed in else `CommentNotFound`. */
const onComment = (cells: { owner?: Outcome; collaborator?: Outcome } = {}) => ({
	...signedIn(COMMENT_404),
	owner: OK,
	collaborator: OK,
	...cells,
});

/** A fresh secret board whose pin has the collaborator's comment (canary text, tagging the owner). */
async function commentFixture(w: World): Promise<Fixture> {
	const fx = await secretBoardFixture(w);
	const { owner, collaborator } = w.users;
	// Every row makes one per actor: more than a person may post in an hour (this process's limiter).
	await rateLimiter().reset(COMMENT_LIMITS.perUser, collaborator.id);
	const res = await callResource(
		w.db,
		'AggregatedCommentResource',
		'create',
		{
			pin_id: fx.pin!,
			text: `${w.canaries.secret.commentText} @${owner.username}`,
			tags: [owner.id],
		},
		viewerOf(collaborator),
	);
	if (res.status !== 200) throw new Error(`comment fixture: ${JSON.stringify(res.r.error)}`);
	return { ...fx, comment: res.r.data.id as string };
}

export const COMMENT_ROWS: Row[] = [
	resource('AggregatedCommentFeedResource.get', {
		does: 'the comments of the secret pin',
		options: ({ w }) => ({ pin_id: w.secret.pin.id }),
		expect: secretRead(),
	}),
	resource('AggregatedCommentRepliesResource.get', {
		does: 'the replies to a comment on the secret pin',
		options: ({ w }) => ({ comment_id: w.secret.comment }),
		expect: secretRead(OK, COMMENT_404),
	}),
	resource('AggregatedCommentResource.create', {
		does: 'comment on a pin of a secret board',
		fixture: secretBoardFixture,
		options: ({ fx }) => ({ pin_id: fx.pin!, text: 'Nice one' }),
		expect: members,
	}),
	resource('AggregatedCommentResource.update', {
		does: "edit the collaborator's comment on a secret pin",
		fixture: commentFixture,
		options: ({ fx }) => ({ commentId: fx.comment!, text: 'Edited' }),
		expect: onComment({ owner: denied(403, 'CommentNotEditable') }),
	}),
	resource('AggregatedCommentResource.delete', {
		does: "delete the collaborator's comment on the owner's secret pin",
		fixture: commentFixture,
		options: ({ fx }) => ({ commentId: fx.comment! }),
		expect: onComment(),
	}),
	resource('AggregatedCommentHiddenUserResource.create', {
		does: "hide the follower's comments on the owner's pins, from a secret pin",
		fixture: secretBoardFixture,
		options: ({ w, fx }) => ({ pin_id: fx.pin!, user_id: w.users.follower.id }),
		expect: secretSignedIn({ owner: OK, collaborator: denied(403, 'CommentPinOwnerOnly') }),
		after: async (w) => {
			await w.db.deleteFrom('comment_hidden_users').execute();
		},
	}),
	resource('AggregatedCommentFeaturesResource.get', {
		does: "the actor's own comment features",
		options: () => ({}),
		expect: signedIn(),
	}),
	resource('AggregatedCommentFeaturesResource.update', {
		does: "set the owner's comments_disabled (to its current value)",
		options: ({ w }) => ({ userId: w.users.owner.id, featureMap: { comments_disabled: false } }),
		expect: { ...signedIn(NOT_FOUND), owner: OK },
		unchangedFor: ['owner'],
		unchangedTables: ['comments', 'pins', 'boards'],
	}),
	resource('MentionTypeaheadResource.get', {
		does: 'people to mention on the secret pin',
		options: ({ w }) => ({ term: w.users.follower.username.slice(0, 4), pin_id: w.secret.pin.id }),
		expect: members,
	}),
	route('POST /v3/aggregated_comments/[id]/react', {
		does: 'like a comment on a secret pin',
		fixture: commentFixture,
		path: ({ fx }) => `/v3/aggregated_comments/${fx.comment}/react/`,
		json: () => ({ reaction_type: 1 }),
		expect: onComment(),
	}),
	route('DELETE /v3/aggregated_comments/[id]/react', {
		does: 'unlike a comment on a secret pin',
		fixture: commentFixture,
		path: ({ fx }) => `/v3/aggregated_comments/${fx.comment}/react/?reaction_type=1`,
		expect: onComment(),
	}),
	route('POST /v3/helpful/1/[id]', {
		does: 'mark a comment on a secret pin helpful',
		fixture: commentFixture,
		path: ({ fx }) => `/v3/helpful/1/${fx.comment}/`,
		json: () => ({}),
		expect: onComment(),
	}),
	route('DELETE /v3/helpful/1/[id]', {
		does: 'unmark a comment on a secret pin helpful',
		fixture: commentFixture,
		path: ({ fx }) => `/v3/helpful/1/${fx.comment}/`,
		expect: onComment(),
	}),
	route('PUT /v3/aggregated_comments/pin/highlight', {
		does: 'highlight a comment on the secret pin',
		fixture: commentFixture,
		path: () => '/v3/aggregated_comments/pin/highlight/',
		json: ({ fx }) => ({ aggregated_comment: fx.comment, pin: fx.pin, highlight: true }),
		expect: {
			...signedIn(PIN_404),
			owner: OK,
			collaborator: denied(403, 'CommentPinOwnerOnly'),
		},
	}),
	route('PUT /v3/aggregated_comments/[id]/flag', {
		does: 'report a comment on a secret pin',
		fixture: commentFixture,
		path: ({ fx }) => `/v3/aggregated_comments/${fx.comment}/flag/`,
		json: ({ fx }) => ({ commentId: fx.comment, reason: 'spam' }),
		expect: onComment(),
	}),
	route('PUT /v3/did_it/[id]/flag', {
		does: 'report a comment on a secret pin (did_it path)',
		fixture: commentFixture,
		path: ({ fx }) => `/v3/did_it/${fx.comment}/flag/`,
		json: ({ fx }) => ({ commentId: fx.comment, reason: 'other' }),
		expect: onComment(),
	}),
	route('DELETE /v3/aggregated_comments/[id]/mentions', {
		does: "remove one's own mention from a comment on a secret pin",
		fixture: commentFixture,
		path: ({ fx }) => `/v3/aggregated_comments/${fx.comment}/mentions/`,
		expect: onComment(),
	}),
	route('GET /v3/aggregated_comments/[id]/translate', {
		does: 'translate a comment on the secret pin (no translator configured)',
		path: ({ w }) => `/v3/aggregated_comments/${w.secret.comment}/translate/?language=de`,
		expect: secretRead(denied(404, 'TranslationUnavailable'), COMMENT_404),
	}),
];
