import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import { recordActivity } from '../../platform/activity/record-activity.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, ERRORS, errorMessage } from '../../platform/http/errors.ts';
import { pinForApi } from '../pins/get-pin.operation.server.ts';
import type { PinAnswer } from '../pins/pin-answer.server.ts';
import {
	insertNewPin,
	type NewPinParts,
	writableTarget,
} from '../pins/pin-write.service.server.ts';
import { storyPinParts } from '../stories/story-pin.server.ts';
import { draftsAnswer, parseInterestIds } from './draft-answer.server.ts';
import { draftRefusal } from './draft-changes.server.ts';
import { type Draft, liveTags, storyMediaIds } from './draft-model.ts';
import { listUsableMediaIds, listUsableVideoIds } from './draft-uploads.repository.server.ts';
import { draftProblems, firstDraftProblem } from './draft-validation.ts';
import {
	claimDraftRow,
	countScheduledPinGone,
	type DraftRow,
	findDraftRow,
	finishDraftClaim,
	listInterestRows,
	listMediaRows,
} from './drafts.repository.server.ts';
import { ownDraftRow } from './drafts.service.server.ts';

/**
 * Publishing a draft (BLD-22): one function, `publishDraft`, for the builder's Publish
 * (`PinDraftPublishResource`) and the scheduler (cr-schedule's `startScheduledPublishing`).
 */

export type PublishResult =
	| { ok: true; pinId: string }
	| { ok: false; code: string; message: string }
	| { ok: false; code: 'NotClaimed' };

/** Drafts in these states may be claimed; a `publishing` claim older than this is taken over. */
const CLAIMABLE = new Set(['notAttempted', 'scheduled', 'failed']);
const STALE_CLAIM_MS = 10 * 60_000;

function isClaimable(row: DraftRow, now: Date): boolean {
	if (CLAIMABLE.has(row.publishing_status)) return true;
	return (
		row.publishing_status === 'publishing' &&
		Date.parse(row.updated_at) < now.getTime() - STALE_CLAIM_MS
	);
}

/**
 * Everything that would stop the draft from becoming a pin, without writing anything: BLD-17
 * (`draftProblems`; the time of a scheduled draft only when `checkSchedule`), the board (the
 * access kernel, `writableTarget`), pictures and videos (the owner's, not in a pin yet; a story's
 * the owner's), interests that exist. Throws the AppError a person can act on.
 */
async function checkPublishable(
	db: Db,
	row: DraftRow,
	draft: Draft,
	now: Date,
	checkSchedule: boolean,
): Promise<{ groupBoard: boolean }> {
	const problem = firstDraftProblem(
		draftProblems(checkSchedule ? draft : { ...draft, publishOption: 'immediately' }, now),
	);
	if (problem) throw draftRefusal(problem.field, problem.message);
	// A story's pictures are the owner's uploads (storyPinParts checks it again as it draws).
	const story = draft.type === 'story' ? storyMediaIds(row.story_data) : { media: [], videos: [] };
	const itemMedia =
		draft.type === 'story' ? [] : draft.items.flatMap((i) => (i.media ? [i.media.id] : []));
	const itemVideos =
		draft.type === 'story' ? [] : draft.items.flatMap((i) => (i.video ? [i.video.id] : []));
	if (draft.type === 'carousel' && itemVideos.length > 0) {
		throw draftRefusal('media', errorsDetail().draftCarouselImagesOnly());
	}
	const [usableMedia, usableVideos, storyMedia] = await Promise.all([
		listUsableMediaIds(db, row.owner_id, itemMedia),
		listUsableVideoIds(db, row.owner_id, itemVideos),
		listMediaRows(db, story.media),
	]);
	const mediaMissing =
		itemMedia.some((id) => !usableMedia.has(id)) ||
		itemVideos.some((id) => !usableVideos.has(id)) ||
		new Set(story.media).size !== storyMedia.filter((m) => m.owner_id === row.owner_id).length;
	if (mediaMissing) {
		throw new AppError('DraftMediaUnavailable', {
			extra: { field: 'media', errors: { media: errorMessage('DraftMediaUnavailable') } },
		});
	}
	const interestIds = parseInterestIds(row.interest_tags);
	if ((await listInterestRows(db, interestIds)).length !== new Set(interestIds).size) {
		throw new AppError('DraftInterestUnknown');
	}
	return writableTarget(db, row.owner_id, row.board_id!, row.section_id);
}

/** The pin the draft becomes (a story's cover is drawn and stored here). */
async function pinParts(db: Db, row: DraftRow, draft: Draft, at: string): Promise<NewPinParts> {
	const common = {
		pinnerId: row.owner_id,
		boardId: row.board_id!,
		sectionId: row.section_id,
		altText: draft.altText,
		commentsAllowed: draft.isCommentsAllowed,
		shoppingRecAllowed: draft.isShoppingRecAllowed,
		interestIds: [...new Set(parseInterestIds(row.interest_tags))],
		at,
	};
	const first = draft.items[0];
	if (draft.type === 'story') {
		const { mediaId, storyJson } = await storyPinParts(db, row.owner_id, draft.storyData!);
		const [cover] = await listMediaRows(db, [mediaId]);
		return {
			...common,
			pinType: 'story',
			media: { id: mediaId, dominant_color: cover?.dominant_color ?? '#ffffff' },
			title: first?.title ?? '',
			description: first?.description ?? '',
			link: draft.websiteLink,
			storyJson,
		};
	}
	const item = first!;
	const tagsOf = (i: Draft['items'][number], slot: number) =>
		liveTags(i.pinTags).map((t) => ({ slot, x: t.x, y: t.y, link: t.link }));
	if (draft.type === 'carousel') {
		return {
			...common,
			pinType: 'carousel',
			media: { id: item.media!.id, dominant_color: item.media!.dominant_color },
			title: item.title,
			description: item.description,
			link: draft.websiteLink ?? item.link,
			slots: draft.items.map((i, position) => ({
				mediaId: i.media!.id,
				title: i.title,
				description: i.description,
				link: i.link ?? draft.websiteLink,
				altText: position === 0 ? draft.altText : '',
			})),
			tags: draft.items.flatMap((i, slot) => tagsOf(i, slot)),
		};
	}
	if (item.video) {
		const coverId = item.video.cover_media_id ?? item.video.frames[0]?.media_id;
		const [cover] = coverId ? await listMediaRows(db, [coverId]) : [];
		if (!cover) throw draftRefusal('media', errorsDetail().draftVideoCover());
		return {
			...common,
			pinType: 'video',
			videoId: item.video.id,
			media: { id: cover.id, dominant_color: cover.dominant_color },
			title: item.title,
			description: item.description,
			link: item.link ?? draft.websiteLink,
		};
	}
	return {
		...common,
		pinType: 'single',
		media: { id: item.media!.id, dominant_color: item.media!.dominant_color },
		title: item.title,
		description: item.description,
		link: item.link ?? draft.websiteLink,
		tags: tagsOf(item, 0),
	};
}

/**
 * Publishes a draft (BLD-22): claims it with one conditional update (so of two processes only
 * one publishes it), checks it (BLD-17 and the server's rules), creates the pin in one
 * transaction that also marks the draft `succeeded` with its `published_pin_id` (and, for a
 * draft that was waiting as scheduled, takes it off the user's `scheduled_pin_count`, BLD-20),
 * or records `failed` with `apiError`/`apiErrorCode` and one more attempt. It never retries:
 * the caller bounds attempts (`attempts` counts them). `ownerId` limits it to that user's draft.
 */
export async function publishDraft(
	db: Db,
	input: { draftId: string; ownerId?: string; now?: Date },
): Promise<PublishResult> {
	const now = input.now ?? new Date();
	const row = await findDraftRow(db, input.draftId, input.ownerId ?? null);
	if (!row) return { ok: false, code: 'NotFound', message: errorMessage('NotFound') };
	if (!isClaimable(row, now)) return { ok: false, code: 'NotClaimed' };
	// The claim's own time, strictly after what was read, so it also marks whose claim it is.
	const claimedAt = new Date(Math.max(now.getTime(), Date.parse(row.updated_at) + 1)).toISOString();
	const claimed = await claimDraftRow(
		db,
		row.id,
		{ status: row.publishing_status, updatedAt: row.updated_at },
		claimedAt,
	);
	if (!claimed) return { ok: false, code: 'NotClaimed' };
	const wasScheduled = row.publishing_status === 'scheduled';
	try {
		const [draft] = await draftsAnswer(db, row.owner_id, [row]);
		const { groupBoard } = await checkPublishable(db, row, draft!, now, false);
		const parts = await pinParts(db, row, draft!, claimedAt);
		const pinId = await db.transaction().execute(async (trx) => {
			const id = await insertNewPin(trx, parts);
			if (groupBoard) {
				const event = {
					kind: 'collaborator_pin',
					actorId: row.owner_id,
					boardId: parts.boardId,
					pinId: id,
				} as const;
				await recordActivity(db, event, { within: trx });
			}
			const finished = await finishDraftClaim(trx, row.id, claimedAt, {
				kind: 'succeeded',
				pinId: id,
				at: claimedAt,
			});
			if (!finished) throw new AppError('DraftAlreadyPublished');
			if (wasScheduled) await countScheduledPinGone(trx, row.owner_id);
			return id;
		});
		return { ok: true, pinId };
	} catch (error) {
		const failure =
			error instanceof AppError
				? // The detail is the more specific sentence where there is one ("This board is archived…").
					{ code: error.code, message: error.detail || error.message }
				: { code: 'Internal', message: errorsDetail().draftPublishFailed() };
		await finishDraftClaim(db, row.id, claimedAt, {
			kind: 'failed',
			error: failure.message,
			code: failure.code,
			at: new Date(Date.parse(claimedAt) + 1).toISOString(),
		});
		if (!(error instanceof AppError)) throw error;
		return { ok: false, ...failure };
	}
}

/**
 * `PinDraftPublishResource` create: the viewer's draft (another user's is NotFound) checked with
 * BLD-17 and the server's rules before anything is written (a refusal names the field and
 * changes nothing), then published. A draft to publish later is handed to `schedule` (the
 * scheduler's `scheduleDraft`, wired in by the app).
 */
export async function publishDraftForApi(
	db: Db,
	viewer: Viewer,
	id: string,
	options: { schedule?: (draftId: string, scheduledAt: string) => Promise<void> } = {},
): Promise<{ pin: PinAnswer | null; draft: Draft }> {
	const row = await ownDraftRow(db, viewer, id);
	if (!isClaimable(row, new Date())) throw new AppError('DraftAlreadyPublished');
	const [draft] = await draftsAnswer(db, viewer.id, [row]);
	const now = new Date();
	await checkPublishable(db, row, draft!, now, true);
	if (draft!.publishOption === 'scheduled') {
		if (!options.schedule) {
			throw draftRefusal('scheduled', errorsDetail().draftSchedulingUnavailable());
		}
		await options.schedule(row.id, draft!.scheduledTs!);
		const [after] = await draftsAnswer(db, viewer.id, [(await findDraftRow(db, id, viewer.id))!]);
		return { pin: null, draft: after! };
	}
	const result = await publishDraft(db, { draftId: row.id, ownerId: viewer.id, now });
	if (!result.ok) {
		if (!('message' in result) || result.code === 'NotFound') {
			throw new AppError('DraftAlreadyPublished');
		}
		const code = result.code in ERRORS ? (result.code as keyof typeof ERRORS) : 'Internal';
		throw new AppError(code, { message: result.message });
	}
	const after = (await findDraftRow(db, id, viewer.id))!;
	const [answer] = await draftsAnswer(db, viewer.id, [after]);
	return { pin: await pinForApi(db, viewer, result.pinId), draft: answer! };
}
