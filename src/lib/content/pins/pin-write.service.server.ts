import errorsDetail from '~/messages/errors-detail/index.ts';
import { type BoardAccess, boardAccess } from '../../platform/access/board-access.ts';
import { findCollaboratorStatus } from '../../platform/access/board-collaborator.server.ts';
import { mayReadPin } from '../../platform/access/pin-access.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import { recordActivity } from '../../platform/activity/record-activity.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
	countPinArrived,
	countPinLeft,
	countRepins,
	countUserPins,
} from './counters.repository.server.ts';
import { linkDomain, normalizePinLink, type PinTextInput, pinTextProblem } from './pin-input.ts';
import {
	deletePinRow,
	findBoardForPin,
	findOwnMedia,
	findPinWithPeople,
	findSectionBoardId,
	insertCarouselSlots,
	insertPinInterests,
	insertPinRow,
	insertPinTags,
	updatePinRow,
} from './pin-writes.repository.server.ts';

/** What the viewer may do on a board; NotFound when the board is missing or unreadable. */
async function accessToBoard(
	db: Db,
	viewerId: string,
	boardId: string,
): Promise<{
	access: BoardAccess;
	board: NonNullable<Awaited<ReturnType<typeof findBoardForPin>>>;
}> {
	const board = await findBoardForPin(db, boardId);
	const notFound = () =>
		new AppError('NotFound', { detail: `No board ${boardId} that you can see.` });
	if (!board) throw notFound();
	const status =
		board.owner_id === viewerId ? null : await findCollaboratorStatus(db, board.id, viewerId);
	const access = boardAccess(
		{ ownerId: board.owner_id, privacy: board.privacy, isArchived: board.is_archived === 1 },
		viewerId,
		status,
	);
	if (!access.read) throw notFound();
	return { access, board };
}

/**
 * The board (and section) a pin may be put on by the viewer: they must be able to write the
 * board (owner or accepted collaborator, not archived), and the section must be on it.
 */
export async function writableTarget(
	db: Db,
	viewerId: string,
	boardId: string,
	sectionId: string | null,
): Promise<{ groupBoard: boolean }> {
	const { access, board } = await accessToBoard(db, viewerId, boardId);
	if (!access.write) {
		throw new AppError('BoardNotWritable', {
			detail:
				board.is_archived === 1 && access.role === 'owner'
					? errorsDetail().pinBoardArchived()
					: errorsDetail().pinBoardNotWritable(),
		});
	}
	if (sectionId !== null && (await findSectionBoardId(db, sectionId)) !== board.id) {
		throw new AppError('SectionNotOnBoard');
	}
	// A group board (accepted collaborators): a new pin there is news for its other members.
	return { groupBoard: board.is_collaborative === 1 };
}

function checkText(input: PinTextInput): void {
	const problem = pinTextProblem(input);
	if (!problem) return;
	throw new AppError(problem.field === 'link' ? 'InvalidPinLink' : 'PinTextInvalid', {
		detail: problem.message,
	});
}

/** The stored link and its domain: null for none, else the normalized http(s) URL. */
function linkFields(link: string | null | undefined): {
	link: string | null;
	domain: string | null;
} {
	const normalized = link ? normalizePinLink(link) : null;
	return { link: normalized, domain: normalized ? linkDomain(normalized) : null };
}

/**
 * The stored pin and the viewer's access to its board; NotFound when they cannot read it
 * (`mayReadPin`, the closeup's rule).
 */
export async function pinWithAccess(db: Db, viewerId: string | null, pinId: string) {
	const notFound = new AppError('NotFound', {
		detail: errorsDetail().pinNotVisible({ id: pinId }),
	});
	const row = await findPinWithPeople(db, pinId);
	if (!row) throw notFound;
	const board = {
		ownerId: row.board_owner_id,
		privacy: row.board_privacy,
		isArchived: row.board_is_archived === 1,
	};
	const status =
		viewerId === null || board.ownerId === viewerId
			? null
			: await findCollaboratorStatus(db, row.board_id, viewerId);
	const access = boardAccess(board, viewerId, status);
	const people = {
		owner: {
			id: row.board_owner_id,
			status: row.owner_status,
			is_private: row.owner_is_private,
			owner_user_id: row.owner_owner_user_id,
		},
		pinner: {
			id: row.pinner_id,
			status: row.pinner_status,
			is_private: row.pinner_is_private,
			owner_user_id: row.pinner_owner_user_id,
		},
	};
	if (!mayReadPin(access, row, viewerId, people)) throw notFound;
	return { pin: row, access };
}

/**
 * The parts of a new pin, checked by the caller (text with `pinTextProblem`, the board with
 * `writableTarget`, the media as the pinner's own): `createPin` and the draft publisher
 * (`content/drafts`) both write pins through `insertNewPin`.
 */
export interface NewPinParts {
	pinnerId: string;
	boardId: string;
	sectionId: string | null;
	/** The picture shown for the pin: a single pin's, a carousel's slot 0, a video's cover. */
	media: { id: string; dominant_color: string };
	title: string;
	description: string;
	/** An http(s) link (normalized here), or null. */
	link: string | null;
	altText: string;
	/** `single` unless given. */
	pinType?: 'single' | 'carousel' | 'story' | 'video';
	videoId?: string | null;
	storyJson?: string | null;
	/** BLD-16; both default to allowed. */
	commentsAllowed?: boolean;
	shoppingRecAllowed?: boolean;
	/** A carousel's pictures in order; slot 0 is `media`. */
	slots?: readonly {
		mediaId: string;
		title: string;
		description: string;
		link: string | null;
		altText: string;
	}[];
	/** Product tags (BLD-08): the slot they are on (0 for a single pin), x and y in 0..1, a link. */
	tags?: readonly { slot: number; x: number; y: number; link: string }[];
	/** Interests the caller checked exist. */
	interestIds?: readonly string[];
	at?: string;
}

/**
 * Writes a new pin in the caller's transaction: the pin row (first on its board, BRD-14), its
 * carousel slots, product tags and interests, and its counts (board, section, pinner; BRD-05).
 * Answers the new pin's id. A save copies these kind parts with `copyPinKind`
 * (`pin-copy.service.server.ts`): a part added here is added there too.
 */
export async function insertNewPin(trx: Db, parts: NewPinParts): Promise<string> {
	const id = newId();
	const at = parts.at ?? new Date().toISOString();
	await insertPinRow(trx, {
		id,
		board_sort: newId(),
		pinner_id: parts.pinnerId,
		board_id: parts.boardId,
		section_id: parts.sectionId,
		media_id: parts.media.id,
		origin_pin_id: null,
		title: parts.title.trim(),
		description: parts.description.trim(),
		...linkFields(parts.link),
		alt_text: parts.altText.trim(),
		dominant_color: parts.media.dominant_color,
		created_at: at,
		updated_at: at,
		pin_type: parts.pinType ?? 'single',
		comments_allowed: parts.commentsAllowed === false ? 0 : 1,
		shopping_rec_allowed: parts.shoppingRecAllowed === false ? 0 : 1,
		story_data: parts.storyJson ?? null,
		video_id: parts.videoId ?? null,
	});
	await insertCarouselSlots(
		trx,
		id,
		(parts.slots ?? []).map((slot) => ({
			...slot,
			title: slot.title.trim(),
			description: slot.description.trim(),
			link: linkFields(slot.link).link,
			altText: slot.altText.trim(),
		})),
	);
	await insertPinTags(
		trx,
		(parts.tags ?? []).flatMap((tag) => {
			const link = linkFields(tag.link).link;
			return link
				? [{ id: newId(), pin_id: id, slot: tag.slot, x: tag.x, y: tag.y, link, created_at: at }]
				: [];
		}),
	);
	await insertPinInterests(trx, id, parts.interestIds ?? []);
	await countPinArrived(trx, { boardId: parts.boardId, sectionId: parts.sectionId }, at);
	await countUserPins(trx, parts.pinnerId, 1);
	return id;
}

export interface NewPinInput {
	board_id: string;
	section_id?: string | null | undefined;
	media_id: string;
	title?: string | undefined;
	description?: string | undefined;
	link?: string | null | undefined;
	alt_text?: string | undefined;
}

/**
 * Creates a pin from the viewer's own upload on a board they can write, and counts it (board,
 * section, pinner; BRD-05) in the same transaction. Answers the new pin's id.
 */
export async function createPin(db: Db, viewer: Viewer, input: NewPinInput): Promise<string> {
	checkText(input);
	const sectionId = input.section_id ?? null;
	const { groupBoard } = await writableTarget(db, viewer.id, input.board_id, sectionId);
	const media = await findOwnMedia(db, input.media_id, viewer.id);
	if (!media) {
		throw new AppError('NotFound', {
			detail: errorsDetail().pinImageNotYours({ id: input.media_id }),
		});
	}
	return db.transaction().execute(async (trx) => {
		const pinId = await insertNewPin(trx, {
			pinnerId: viewer.id,
			boardId: input.board_id,
			sectionId,
			media,
			title: input.title ?? '',
			description: input.description ?? '',
			link: input.link ?? null,
			altText: input.alt_text ?? '',
		});
		if (groupBoard) {
			const event = {
				kind: 'collaborator_pin',
				actorId: viewer.id,
				boardId: input.board_id,
				pinId,
			} as const;
			await recordActivity(db, event, { within: trx });
		}
		return pinId;
	});
}

export interface PinChanges extends PinTextInput {
	board_id?: string | undefined;
	/** A section of the (new) board, or null for unorganized. */
	section_id?: string | null | undefined;
}

/**
 * Edits a pin's text (the pinner or the board owner) and/or moves it to another board or
 * section (also collaborators of its board; the viewer must be able to write the target). A
 * move puts the pin first on its new board (BRD-14) and moves the counts (BRD-05).
 */
export async function updatePin(
	db: Db,
	viewer: Viewer,
	pinId: string,
	changes: PinChanges,
): Promise<void> {
	const { pin, access } = await pinWithAccess(db, viewer.id, pinId);
	const mayEdit = pin.pinner_id === viewer.id || access.role === 'owner';
	const editsText = ['title', 'description', 'link', 'alt_text'].some(
		(k) => changes[k as keyof PinChanges] !== undefined,
	);
	const targetBoard = changes.board_id ?? pin.board_id;
	const targetSection =
		changes.section_id !== undefined
			? changes.section_id
			: changes.board_id !== undefined && changes.board_id !== pin.board_id
				? null
				: pin.section_id;
	const moves = targetBoard !== pin.board_id || targetSection !== pin.section_id;
	if (editsText && !mayEdit) throw new AppError('PinNotEditable');
	if (moves && !mayEdit && !access.write) throw new AppError('PinNotEditable');
	checkText(changes);
	if (moves) await writableTarget(db, viewer.id, targetBoard, targetSection);

	const at = new Date().toISOString();
	await db.transaction().execute(async (trx) => {
		const updated = await updatePinRow(
			trx,
			pinId,
			{
				...(changes.title !== undefined ? { title: changes.title.trim() } : {}),
				...(changes.description !== undefined ? { description: changes.description.trim() } : {}),
				...(changes.alt_text !== undefined ? { alt_text: changes.alt_text.trim() } : {}),
				...(changes.link !== undefined ? linkFields(changes.link) : {}),
				...(moves ? { board_id: targetBoard, section_id: targetSection, board_sort: newId() } : {}),
				updated_at: at,
			},
			// A move counts only if the pin is still where it was read (racing moves or a delete).
			moves ? { boardId: pin.board_id, sectionId: pin.section_id } : undefined,
		);
		if (moves && !updated) {
			throw new AppError('Conflict', {
				detail: errorsDetail().pinJustMoved(),
			});
		}
		if (moves) {
			await countPinLeft(trx, { boardId: pin.board_id, sectionId: pin.section_id });
			await countPinArrived(trx, { boardId: targetBoard, sectionId: targetSection }, at);
		}
	});
}

/**
 * Deletes a pin (its pinner, or the owner or a collaborator of its board): it leaves every
 * feed at once (PIN-15; feeds read the pins table), and its board, section, pinner and origin
 * counts go down in the same transaction, never below 0.
 */
export async function deletePin(db: Db, viewer: Viewer, pinId: string): Promise<void> {
	const { pin, access } = await pinWithAccess(db, viewer.id, pinId);
	if (pin.pinner_id !== viewer.id && !access.removePins) throw new AppError('PinNotRemovable');
	await db.transaction().execute(async (trx) => {
		const gone = await deletePinRow(trx, pinId);
		if (!gone) return;
		await countPinLeft(trx, { boardId: gone.board_id, sectionId: gone.section_id });
		await countUserPins(trx, gone.pinner_id, -1);
		if (gone.origin_pin_id) await countRepins(trx, gone.origin_pin_id, -1);
	});
}
