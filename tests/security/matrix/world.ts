import type { Kysely } from 'kysely';
import { recordSearch } from '~/lib/discovery/search/recent-searches.service.server.ts';
import { createSession } from '~/lib/identity/auth/session.server.ts';
import { createLinkedBusiness } from '~/lib/identity/multi-account/linked-business.service.server.ts';
import type { Database } from '~/lib/platform/db/database.ts';
import { newStorageKey } from '~/lib/platform/media/media-store.server.ts';
import { viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { makeUserWithPassword } from '../../helpers/test-browser.ts';
import type { Actor } from './actors.ts';
import { type Canaries, makeCanaries } from './canaries.ts';
import { buildHiddenWorld, type HiddenWorld } from './world-hidden.ts';
import {
	addCollaborator,
	boardOf,
	kitchenInterest,
	ok,
	pinOn,
	product,
	sameLooks,
	sessions,
	setRichMetadata,
	tagInterest,
	VIDEO,
} from './world-steps.ts';

/** The password of every actor's account. */
export const WORLD_PASSWORD = 'matrix-password-1';

export interface WorldUser {
	id: string;
	username: string;
	email: string;
	first_name: string;
	last_name: string;
}

export interface WorldPin {
	id: string;
	mediaKey: string;
}

export interface World {
	db: Kysely<Database>;
	canaries: Canaries;
	/** Accounts by actor (anonymous has none). */
	users: Record<Exclude<Actor, 'anonymous'>, WorldUser>;
	/** Session cookie tokens by actor (anonymous: none). */
	tokens: Record<Actor, string | null>;
	interest: { id: string; slug: string; name: string };
	/** The owner's secret board: every text field carries a canary. */
	secret: {
		board: { id: string; slug: string };
		section: { id: string; slug: string };
		/** On the board, no section: title, description, link and alt text are canaries. */
		pin: WorldPin;
		/** In the section; a video pin. */
		videoPin: WorldPin;
		/** A product pin. */
		productPin: WorldPin;
		/** The link of `pin`. */
		link: string;
		/** Added by the collaborator. */
		collaboratorPin: WorldPin;
		/** The owner's save of the other user's public pin, retitled with a canary. */
		savedPin: WorldPin;
		/** The collaborator's comment on `pin` (a canary text, mentioning the owner), with a reply. */
		comment: string;
	};
	/** The owner's public board (followed by the follower) and its pins. */
	public: {
		board: { id: string; slug: string };
		pin: WorldPin;
		productPin: WorldPin;
		videoPin: WorldPin;
	};
	/**
	 * The other user's public board and pin (the original of the owner's secret save). The board
	 * is a group board: the hidden owners of `hidden` are accepted collaborators with a pin each.
	 */
	others: { board: { id: string; slug: string }; pin: WorldPin };
	/** Every id and media key of the secret and archived boards that must not show up in a sweep. */
	secretIds: string[];
	/**
	 * Content the person rule hides (a private profile's, a deactivated account's, the suspended
	 * actor's; `world-hidden.ts`), with the ids no actor but their audience may see.
	 */
	hidden: HiddenWorld;
}

/**
 * Builds the matrix's world on a fresh database: the accounts of every actor with their
 * sessions, the owner's secret board (canaries in every text field, a section, pins of every
 * kind, a collaborator's pin, a save) and public board, a follower, an interest that tags both
 * boards' pins, the owner's recent search and the collaborator's invite mail, and the content
 * of owners the person rule hides (`world-hidden.ts`). Boards, sections,
 * pins, invites and follows are made through the real resources, so counters, slugs, search
 * documents and mail are what production would have.
 */
export async function buildWorld(db: Kysely<Database>): Promise<World> {
	const canaries = makeCanaries();
	const c = canaries.secret;
	// Every actor confirmed its address, as most accounts have: mail to an unconfirmed address
	// names no board or person (`collaborator-mail.ts`), and the sweep reads the real invite.
	const verified = new Date().toISOString();
	const person = (email?: string) =>
		makeUserWithPassword(db, WORLD_PASSWORD, {
			email_verified_at: verified,
			...(email ? { email } : {}),
		}) as Promise<WorldUser>;
	const owner = await person(`canary-oemail-${canaries.token}@example.test`);
	const [collaborator, follower, other, limited, suspended, privateUser, deactivatedUser] = [
		await person(),
		await person(),
		await person(),
		await person(),
		await person(),
		await person(),
		await person(),
	];
	const biz = await createLinkedBusiness(db, owner, { business_name: 'Matrix Shop' });
	const business = (await db
		.selectFrom('users')
		.select(['id', 'username', 'email', 'first_name', 'last_name'])
		.where('id', '=', biz.id)
		.executeTakeFirstOrThrow()) as WorldUser;
	const interest = await kitchenInterest(db);

	// The other user's public pin, which the owner saves to the secret board.
	const othersBoard = await boardOf(db, other, { name: 'Open studio', privacy: 'public' });
	const othersPin = await pinOn(db, other, othersBoard.id, { title: 'Open studio shelf' });

	// The owner's public board.
	const publicBoard = await boardOf(db, owner, { name: 'Sunny kitchen', privacy: 'public' });
	const publicPin = await pinOn(db, owner, publicBoard.id, {
		title: 'Sunny kitchen shelf',
		description: 'Open shelves in a bright kitchen',
		link: 'https://public.example/kitchen',
	});
	const publicProduct = await pinOn(db, owner, publicBoard.id, { title: 'Kitchen lamp' });
	const publicVideo = await pinOn(db, owner, publicBoard.id, { title: 'Kitchen tour' });
	await setRichMetadata(db, publicProduct.id, product('Kitchen lamp'));
	await setRichMetadata(db, publicVideo.id, VIDEO);

	// The secret board, its section and pins.
	const secretBoard = await boardOf(db, owner, {
		name: c.boardName,
		description: `${c.boardDescription} plans`,
		privacy: 'secret',
	});
	const section = await ok(
		callResource(
			db,
			'BoardSectionResource',
			'create',
			{ board_id: secretBoard.id, title: c.sectionTitle },
			viewerOf(owner),
		),
	);
	const secretLink = `https://canary-plink-${canaries.token}.example/gift`;
	const secretPin = await pinOn(db, owner, secretBoard.id, {
		title: c.pinTitle,
		description: `${c.pinDescription} notes`,
		link: secretLink,
		alt_text: c.pinAlt,
	});
	// A storage key of the real shape, so `/media/` serves the file the test writes for it.
	const secretKey = newStorageKey();
	await db
		.updateTable('media')
		.set({ storage_key: secretKey })
		.where('storage_key', '=', secretPin.mediaKey)
		.execute();
	secretPin.mediaKey = secretKey;
	const videoPin = await pinOn(db, owner, secretBoard.id, { title: c.videoTitle }, section.id);
	const productPin = await pinOn(db, owner, secretBoard.id, { title: c.productName });
	await setRichMetadata(db, videoPin.id, VIDEO);
	await setRichMetadata(db, productPin.id, product(c.productName));

	// The collaborator joins by invite (the real invite mail names the board), then adds a pin.
	await ok(
		callResource(
			db,
			'BoardInviteResource',
			'create',
			{ board_id: secretBoard.id, username: collaborator.username },
			viewerOf(owner),
		),
	);
	await ok(
		callResource(
			db,
			'BoardInviteResource',
			'update',
			{ board_id: secretBoard.id },
			viewerOf(collaborator),
		),
	);
	const collaboratorPin = await pinOn(db, collaborator, secretBoard.id, {
		title: c.collaboratorPinTitle,
	});
	// The collaborator comments on the secret pin, mentioning the owner; the owner answers.
	const secretComment = await ok(
		callResource(
			db,
			'AggregatedCommentResource',
			'create',
			{
				pin_id: secretPin.id,
				text: `${c.commentText} @${owner.username}`,
				tags: [owner.id],
			},
			viewerOf(collaborator),
		),
	);
	await ok(
		callResource(
			db,
			'AggregatedCommentResource',
			'create',
			{ pin_id: secretPin.id, text: `${c.commentText} reply`, parent_id: secretComment.id },
			viewerOf(owner),
		),
	);
	// Limited and suspended were members too; their access must end with their full login.
	await addCollaborator(db, secretBoard.id, limited.id, owner.id);
	await addCollaborator(db, secretBoard.id, suspended.id, owner.id);

	// The owner saves the other user's pin to the secret board and retitles the save.
	const saved = await ok(
		callResource(
			db,
			'RepinResource',
			'create',
			{ pin_id: othersPin.id, board_id: secretBoard.id },
			viewerOf(owner),
		),
	);
	await ok(
		callResource(
			db,
			'PinResource',
			'update',
			{ id: saved.id, title: c.savedPinTitle },
			viewerOf(owner),
		),
	);
	const savedMedia = await db
		.selectFrom('pins')
		.innerJoin('media', 'media.id', 'pins.media_id')
		.select('media.storage_key')
		.where('pins.id', '=', saved.id)
		.executeTakeFirstOrThrow();
	const savedPin = { id: saved.id as string, mediaKey: savedMedia.storage_key };

	// An archived board of the owner, public before it was archived, with the collaborator on it.
	const archivedBoard = await boardOf(db, owner, { name: c.archivedBoardName, privacy: 'public' });
	const archivedPin = await pinOn(db, owner, archivedBoard.id, { title: c.archivedPinTitle });
	await addCollaborator(db, archivedBoard.id, collaborator.id, owner.id);
	await ok(
		callResource(
			db,
			'BoardArchiveResource',
			'create',
			{ board_id: archivedBoard.id },
			viewerOf(owner),
		),
	);

	// The suspended account's own public board and pin, made while it was active: a suspended
	// account's content is found by nobody (SET-12), its followers included.
	const suspendedBoard = await boardOf(db, suspended, {
		name: canaries.private.suspendedBoardName,
		privacy: 'public',
	});
	const suspendedPin = await pinOn(db, suspended, suspendedBoard.id, {
		title: canaries.private.suspendedPinTitle,
	});

	// A private profile, a deactivated account and the suspended one, with public boards and
	// pins, pins on the other user's public board (now a group board) and a save.
	const hidden = await buildHiddenWorld(
		db,
		canaries,
		{ private: privateUser, deactivated: deactivatedUser, suspended, other },
		othersBoard,
		{ board: suspendedBoard, pin: suspendedPin },
	);

	const secretPins = [secretPin, videoPin, productPin, collaboratorPin, savedPin, archivedPin];
	const openPins = [publicPin, publicProduct, publicVideo, suspendedPin];
	await tagInterest(db, interest.id, [...secretPins, ...openPins]);
	await sameLooks(db);

	// The follower follows the owner, the suspended account, the public board and the interest.
	for (const [name, options] of [
		['UserFollowResource', { user_id: owner.id }],
		['UserFollowResource', { user_id: suspended.id }],
		['BoardFollowResource', { board_id: publicBoard.id }],
		['InterestFollowResource', { interest_id: interest.id }],
	] as const) {
		await ok(callResource(db, name, 'create', options, viewerOf(follower)));
	}

	// The limited account's profile is private, with a canary where only it may look.
	await db
		.updateTable('users')
		.set({ is_private: 1, about: canaries.private.limitedAbout })
		.where('id', '=', limited.id)
		.execute();

	await recordSearch(db, {
		userId: owner.id,
		query: canaries.private.ownerRecentSearch,
		scope: 'pins',
	});

	const tokens = await sessions(db, { owner, collaborator, follower, other, limited, suspended });
	tokens.business = (await createSession(db, business.id, { ownerUserId: owner.id })).token;

	return {
		db,
		canaries,
		users: { owner, collaborator, follower, other, limited, suspended, business },
		tokens,
		interest,
		secret: {
			board: secretBoard,
			comment: secretComment.id as string,
			section: { id: section.id, slug: section.slug },
			pin: secretPin,
			link: secretLink,
			videoPin,
			productPin,
			collaboratorPin,
			savedPin,
		},
		public: {
			board: publicBoard,
			pin: publicPin,
			productPin: publicProduct,
			videoPin: publicVideo,
		},
		others: { board: othersBoard, pin: othersPin },
		// A save shares its original's image, so the saved pin's media key is not secret.
		secretIds: [
			secretBoard.id,
			secretComment.id,
			section.id,
			archivedBoard.id,
			savedPin.id,
			...[secretPin, videoPin, productPin, collaboratorPin, archivedPin].flatMap((p) => [
				p.id,
				p.mediaKey,
			]),
		],
		hidden,
	};
}
