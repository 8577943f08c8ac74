import type { Kysely } from 'kysely';
import { createSession, SESSION_TTL_MS } from '~/lib/identity/auth/session.server.ts';
import type { Database } from '~/lib/platform/db/database.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeBoard, makePin, makeSession } from '../builders.ts';
import { makeUserWithPassword } from '../test-browser.ts';
import { fuzzPictures } from './fuzz-pictures.ts';

/** The password of every account of the fuzz world, so generated logins can succeed. */
export const FUZZ_PASSWORD = 'fuzz world pass 1';

/** Real values of the world, by kind, for generated options that name rows. */
export interface FuzzPools {
	users: string[];
	boards: string[];
	sections: string[];
	pins: string[];
	/** Comments (issue 28): on a public and on a secret pin. */
	comments: string[];
	interests: string[];
	media: string[];
	/** Keys of the pictures' stored files (`{storage key}/{variant file}`), for `/media/…`. */
	mediaFiles: string[];
	usernames: string[];
	emails: string[];
	slugs: string[];
}

/** Who sends a generated request. */
export type Persona = 'anonymous' | 'member' | 'limited';

export interface FuzzWorld {
	pools: FuzzPools;
	/** Session cookie tokens: `member` signed in, `limited` (as `other`) expired 20 days ago (LIM-01). */
	tokens: { member: string; limited: string };
}

/**
 * A small world on an empty database: the signed-in persona `member` (a public, a secret and an
 * archived board, a section, pins) and `other` (a public and a secret board, pins; the
 * `limited` persona is an expired session of theirs), a follow each
 * way, `other` an accepted collaborator of `member`'s public board, `member` invited to
 * `other`'s secret board, two interests, and two real pictures (`fuzzPictures`) shared by the
 * pins. About forty rows: small enough to digest on every run, varied enough that generated ids
 * reach owned, foreign, secret and archived rows.
 */
export async function buildFuzzWorld(db: Kysely<Database>): Promise<FuzzWorld> {
	const member = await makeUserWithPassword(db, FUZZ_PASSWORD, { username: 'fuzz_member' });
	const other = await makeUserWithPassword(db, FUZZ_PASSWORD, { username: 'fuzz_other' });
	const boards = [
		await makeBoard(db, member, {
			name: 'Member public',
			slug: 'member-public',
			is_collaborative: 1,
			sensitivity_reason: 'self_harm',
		}),
		await makeBoard(db, member, {
			name: 'Member secret',
			slug: 'member-secret',
			privacy: 'secret',
		}),
		await makeBoard(db, member, {
			name: 'Member archived',
			slug: 'member-archived',
			is_archived: 1,
			archived_at: new Date().toISOString(),
		}),
		await makeBoard(db, other, { name: 'Other public', slug: 'other-public' }),
		await makeBoard(db, other, { name: 'Other secret', slug: 'other-secret', privacy: 'secret' }),
	];
	const now = new Date().toISOString();
	const section = { id: newId(), board_id: boards[0]!.id, title: 'Part one', slug: 'part-one' };
	await db
		.insertInto('board_sections')
		.values({ ...section, position: 0, created_at: now })
		.execute();
	const pictures = await fuzzPictures(db);
	const [sunset, forest] = pictures.map((m) => m.id) as [string, string];
	const pins = [
		await makePin(db, boards[0]!, { section_id: section.id, media_id: sunset }),
		await makePin(db, boards[0]!, { media_id: forest }),
		await makePin(db, boards[1]!, { media_id: sunset }),
		await makePin(db, boards[2]!, { media_id: forest }),
		await makePin(db, boards[3]!, {
			media_id: sunset,
			link: 'https://example.com/a',
			domain: 'example.com',
		}),
		await makePin(db, boards[4]!, { media_id: forest }),
	];
	const interests = [
		{
			id: newId(),
			name: 'Fuzz Art',
			slug: 'fuzz-art',
			parent_id: null,
			position: 0,
			is_category: 1,
		},
		{
			id: newId(),
			name: 'Fuzz Food',
			slug: 'fuzz-food',
			parent_id: null,
			position: 1,
			is_category: 0,
		},
	];
	await db.insertInto('interests').values(interests).execute();
	await db
		.insertInto('pin_interests')
		.values({ pin_id: pins[0]!.id, interest_id: interests[0]!.id })
		.execute();
	await db
		.insertInto('user_follows')
		.values([
			{ follower_id: member.id, followee_id: other.id, created_at: now },
			{ follower_id: other.id, followee_id: member.id, created_at: now },
		])
		.execute();
	await db
		.insertInto('board_collaborators')
		.values([
			{
				board_id: boards[0]!.id,
				user_id: other.id,
				status: 'accepted',
				invited_by_id: member.id,
				created_at: now,
			},
			{
				board_id: boards[4]!.id,
				user_id: member.id,
				status: 'invited',
				invited_by_id: other.id,
				created_at: now,
			},
		])
		.execute();
	// A comment of `other` on the member's public pin, and one of the member on their secret pin.
	const comments = [
		{ id: newId(), pin_id: pins[1]!.id, user_id: other.id },
		{ id: newId(), pin_id: pins[2]!.id, user_id: member.id },
	];
	await db
		.insertInto('comments')
		.values(
			comments.map((c) => ({
				...c,
				parent_id: null,
				text: 'Fuzz comment',
				created_at: now,
				updated_at: now,
			})),
		)
		.execute();
	const expiredAt = new Date(Date.now() - SESSION_TTL_MS - 20 * 86_400_000);
	return {
		tokens: {
			member: await makeSession(db, member),
			limited: (await createSession(db, other.id, { now: expiredAt })).token,
		},
		pools: {
			users: [member.id, other.id],
			boards: boards.map((b) => b.id),
			sections: [section.id],
			pins: pins.map((p) => p.id),
			comments: comments.map((c) => c.id),
			interests: interests.map((i) => i.id),
			media: [sunset, forest],
			mediaFiles: pictures.flatMap((m) =>
				Object.values(JSON.parse(m.variants) as Record<string, { file: string }>).map(
					(v) => `${m.storage_key}/${v.file}`,
				),
			),
			usernames: [member.username, other.username],
			emails: [member.email, other.email],
			slugs: [...boards.map((b) => b.slug), section.slug, ...interests.map((i) => i.slug)],
		},
	};
}
