import type { Insertable, Kysely } from 'kysely';
import { insertBoardRow } from '~/lib/content/boards/board-writes.repository.server.ts';
import { insertPinRow } from '~/lib/content/pins/pin-writes.repository.server.ts';
import { insertUser } from '~/lib/identity/auth/accounts.repository.server.ts';
import { createSession } from '~/lib/identity/auth/session.server.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import type { Database, NewBoardRow, NewPinRow, NewUserRow } from '~/lib/platform/db/database.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import {
	IMAGE_SIZES,
	imageSizeSpec,
	type StoredVariants,
	scaledSize,
} from '~/lib/platform/media/image-sizes.ts';

let counter = 0;
const next = () => ++counter;
const now = () => new Date().toISOString();

/**
 * Inserts a user; every field can be overridden. Users, boards and pins are written by the
 * app's own insert functions, which add their search terms (`platform/text/search-terms.ts`).
 */
export async function makeUser(db: Kysely<Database>, overrides: Partial<NewUserRow> = {}) {
	const n = next();
	const row: NewUserRow & { id: string; username: string } = {
		id: newId(),
		username: `user${n}_${Math.random().toString(36).slice(2, 7)}`,
		email: `user${n}_${Math.random().toString(36).slice(2, 7)}@example.test`,
		password_hash: null,
		first_name: `First${n}`,
		last_name: `Last${n}`,
		about: '',
		website_url: null,
		image_media_id: null,
		account_type: 'personal',
		country: 'US',
		locale: 'en-US',
		created_at: now(),
		updated_at: now(),
		...overrides,
	};
	await insertUser(db, row);
	return row;
}

/** A media row whose variants describe an image of `width`×`height` (no files are written). */
export async function makeMedia(
	db: Kysely<Database>,
	overrides: {
		width?: number;
		height?: number;
		owner_id?: string | null;
		dominant_color?: string;
	} = {},
) {
	const width = overrides.width ?? 600;
	const height = overrides.height ?? 900;
	const variants = {} as StoredVariants;
	for (const size of IMAGE_SIZES) {
		const spec = imageSizeSpec(size);
		const dims =
			spec.width === null
				? { width, height }
				: spec.height === null
					? scaledSize(width, height, spec.width)
					: { width: spec.width, height: spec.height };
		variants[size] = { ...dims, file: `${size}.jpg` };
	}
	const row = {
		id: newId(),
		owner_id: overrides.owner_id ?? null,
		storage_key: `test/${newId()}`,
		format: 'jpeg',
		width,
		height,
		bytes: 1000,
		dominant_color: overrides.dominant_color ?? '#aabbcc',
		placeholder: 'data:image/webp;base64,',
		variants: JSON.stringify(variants),
		created_at: now(),
	};
	await db.insertInto('media').values(row).execute();
	return row;
}

export async function makeBoard(
	db: Kysely<Database>,
	owner: { id: string },
	overrides: Partial<NewBoardRow> = {},
) {
	const n = next();
	const row: NewBoardRow & { id: string; owner_id: string } = {
		id: newId(),
		owner_id: owner.id,
		name: `Board ${n}`,
		slug: `board-${n}`,
		description: '',
		privacy: 'public',
		cover_pin_id: null,
		created_at: now(),
		updated_at: now(),
		...overrides,
	};
	await insertBoardRow(db, row);
	return row;
}

export async function makePin(
	db: Kysely<Database>,
	board: { id: string; owner_id: string },
	overrides: Partial<NewPinRow> & { media?: { width: number; height: number } } = {},
) {
	const { media: mediaSize, ...rest } = overrides;
	// A pin given an existing picture (`media_id`) makes no media row of its own.
	const media = rest.media_id
		? { id: rest.media_id, dominant_color: '#aabbcc' }
		: await makeMedia(db, mediaSize ?? {});
	const n = next();
	const id = newId();
	const row: NewPinRow & { id: string } = {
		id,
		board_sort: id,
		pinner_id: board.owner_id,
		board_id: board.id,
		section_id: null,
		media_id: media.id,
		origin_pin_id: null,
		title: `Pin ${n}`,
		description: `Description of pin ${n}`,
		link: null,
		domain: null,
		alt_text: `Alt text ${n}`,
		dominant_color: media.dominant_color,
		created_at: now(),
		updated_at: now(),
		...rest,
	};
	// Without `lang`, the pinner's interface language (as a new pin in the app).
	await insertPinRow(db, row);
	return row;
}

/** A session for the user; returns the cookie token. */
export async function makeSession(db: Kysely<Database>, user: { id: string }): Promise<string> {
	return (await createSession(db, user.id)).token;
}

/** The viewer a signed-in request of this user would have (session id unused by handlers). */
export function viewerOf(
	user: {
		id: string;
		username: string;
		email?: string;
		first_name?: string;
		last_name?: string;
		account_type?: string;
	},
	overrides: Partial<Viewer> = {},
): Viewer {
	return {
		id: user.id,
		username: user.username,
		email: user.email ?? `${user.username}@example.test`,
		firstName: user.first_name ?? '',
		fullName: `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim(),
		accountType: user.account_type === 'business' ? 'business' : 'personal',
		sessionId: '1',
		loginState: 1,
		ownerUserId: null,
		expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
		locale: 'en-US',
		...overrides,
	};
}

/**
 * A `videos` row of `ownerId` whose cover frames are the given media ids (the cover is the
 * first unless `overrides` says otherwise); a 640×360, 4 s MP4 at an invented storage key (no
 * file is written). Answers the row.
 */
export async function makeVideo(
	db: Kysely<Database>,
	ownerId: string,
	frameIds: string[],
	overrides: Partial<Insertable<Database['videos']>> = {},
) {
	const row = {
		id: newId(),
		owner_id: ownerId,
		storage_key: 'ab/cd/abcd0123456789abcdef0123456789ab',
		format: 'mp4',
		width: 640,
		height: 360,
		duration_ms: 4000,
		bytes: 4,
		frame_media_ids: JSON.stringify(frameIds),
		cover_media_id: frameIds[0] ?? null,
		captions_key: null,
		created_at: now(),
		...overrides,
	};
	await db.insertInto('videos').values(row).execute();
	return row;
}
