import type { Kysely } from 'kysely';
import { hashPassword } from '~/lib/identity/auth/password.server.ts';
import { createSession } from '~/lib/identity/auth/session.server.ts';
import type { Database } from '~/lib/platform/db/database.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeBoard, makePin, makeUser } from '../../helpers/builders.ts';

export const PASSWORD = 'correct horse battery';
export const PASSCODE = '4321';

let passwordHash: string | undefined;
let passcodeHash: string | undefined;

/** Hashes once per test file: argon2 is slow on purpose. */
export async function hashes() {
	passwordHash ??= await hashPassword(PASSWORD);
	passcodeHash ??= await hashPassword(PASSCODE);
	return { passwordHash, passcodeHash };
}

const now = () => new Date().toISOString();

/**
 * A small world around one account (`main`) with everything an account touches: a linked
 * business, boards (public group board, secret board), sections, pins, a collaborator's pins on
 * main's board, main's pins on someone else's group board, a save of main's pin by another user
 * (sharing its picture), follows in both directions, interests, sessions, tokens, backup codes,
 * states, mail and landing signals.
 */
export async function accountWorld(db: Kysely<Database>, options: { passcode?: boolean } = {}) {
	const { passwordHash, passcodeHash } = await hashes();
	const main = await makeUser(db, {
		password_hash: passwordHash,
		passcode_hash: options.passcode ? passcodeHash : null,
		passcode_backup_email: options.passcode ? 'guardian.private@example.test' : null,
		mfa_secret: 'MFASECRETCANARY234567',
		signup_data: JSON.stringify({ signup_source: 'test', locale: 'en-US' }),
	});
	const business = await makeUser(db, {
		account_type: 'business',
		business_name: 'Main Biz',
		owner_user_id: main.id,
	});
	const other = await makeUser(db, { password_hash: passwordHash });

	const groupBoard = await makeBoard(db, main, { is_collaborative: 1, name: 'Main group board' });
	const secretBoard = await makeBoard(db, main, { privacy: 'secret', name: 'Main secret board' });
	const bizBoard = await makeBoard(db, business, { name: 'Biz board' });
	const otherBoard = await makeBoard(db, other, { is_collaborative: 1, name: 'Other group board' });
	const section = {
		id: newId(),
		board_id: groupBoard.id,
		title: 'Main section',
		slug: 'main-section',
		position: 0,
		created_at: now(),
	};
	await db.insertInto('board_sections').values(section).execute();
	const otherSection = {
		id: newId(),
		board_id: otherBoard.id,
		title: 'Other section',
		slug: 'other-section',
		position: 0,
		created_at: now(),
	};
	await db.insertInto('board_sections').values(otherSection).execute();
	await db
		.insertInto('board_collaborators')
		.values([
			{
				board_id: groupBoard.id,
				user_id: other.id,
				status: 'accepted',
				invited_by_id: main.id,
				created_at: now(),
			},
			{
				board_id: otherBoard.id,
				user_id: main.id,
				status: 'accepted',
				invited_by_id: other.id,
				created_at: now(),
			},
		])
		.execute();

	const mainPin = await makePin(db, groupBoard, { section_id: section.id, title: 'Main pin' });
	const secretPin = await makePin(db, secretBoard, { title: 'Main secret pin' });
	const bizPin = await makePin(db, bizBoard, { title: 'Biz pin' });
	const mainPinOnOther = await makePin(db, otherBoard, {
		pinner_id: main.id,
		section_id: otherSection.id,
		title: 'Main pin on other board',
	});
	const otherPinOnMain = await makePin(db, groupBoard, {
		pinner_id: other.id,
		title: 'Other pin on main board',
	});
	const otherOwnPin = await makePin(db, otherBoard, { title: 'Other own pin' });
	// `other` saved main's pin: same picture, origin = main's pin.
	const otherSave = await makePin(db, otherBoard, {
		title: 'Other save of main pin',
		origin_pin_id: mainPin.id,
		media_id: mainPin.media_id,
	});
	// main saved other's pin onto main's secret board.
	const mainSaveOfOther = await makePin(db, secretBoard, {
		title: 'Main save of other pin',
		origin_pin_id: otherOwnPin.id,
	});
	await db
		.updateTable('boards')
		.set({ cover_pin_id: mainPinOnOther.id })
		.where('id', '=', otherBoard.id)
		.execute();
	// Pictures main and the business uploaded are theirs.
	for (const pin of [mainPin, secretPin, mainPinOnOther, mainSaveOfOther]) {
		await db
			.updateTable('media')
			.set({ owner_id: main.id })
			.where('id', '=', pin.media_id)
			.execute();
	}
	await db
		.updateTable('media')
		.set({ owner_id: business.id })
		.where('id', '=', bizPin.media_id)
		.execute();

	const interest = { id: newId(), name: 'Gardening', slug: `gardening-${newId()}`, position: 0 };
	await db.insertInto('interests').values(interest).execute();
	await db
		.insertInto('user_follows')
		.values([
			{ follower_id: main.id, followee_id: other.id, created_at: now() },
			{ follower_id: other.id, followee_id: main.id, created_at: now() },
			{ follower_id: business.id, followee_id: other.id, created_at: now() },
		])
		.execute();
	await db
		.insertInto('board_follows')
		.values([
			{ user_id: main.id, board_id: otherBoard.id, created_at: now() },
			{ user_id: other.id, board_id: groupBoard.id, created_at: now() },
		])
		.execute();
	await db
		.insertInto('interest_follows')
		.values({ user_id: main.id, interest_id: interest.id, created_at: now() })
		.execute();

	const mainSession = await createSession(db, main.id, { client: 'Test browser' });
	const bizSession = await createSession(db, business.id, { ownerUserId: main.id });
	const otherSession = await createSession(db, other.id);
	await db
		.insertInto('auth_tokens')
		.values({
			id: newId(),
			user_id: main.id,
			purpose: 'password_reset',
			token_hash: `tokenhash${newId()}`,
			email: main.email,
			created_at: now(),
			expires_at: now(),
			used_at: null,
		})
		.execute();
	await db
		.insertInto('mfa_backup_codes')
		.values({
			id: newId(),
			user_id: main.id,
			code_hash: 'backupcodehash',
			created_at: now(),
			used_at: null,
		})
		.execute();
	await db
		.insertInto('user_states')
		.values({
			user_id: main.id,
			state: 'QUICK_SAVES_BOARD_ID',
			value: groupBoard.id,
			updated_at: now(),
		})
		.execute();
	await db
		.insertInto('outbox')
		.values({
			id: newId(),
			user_id: main.id,
			kind: 'welcome',
			to_address: main.email,
			subject: 'Welcome to Corkboard',
			text_body: 'BODY-CANARY https://example.test/reset?token=secret',
			html_body: null,
			last_error: null,
			available_at: now(),
			created_at: now(),
			sent_at: null,
		})
		.execute();
	await db
		.insertInto('landing_signals')
		.values({
			id: newId(),
			user_id: main.id,
			is_register: 1,
			unauth_visited_pages: '[]',
			created_at: now(),
		})
		.execute();

	return {
		main,
		business,
		other,
		interest,
		boards: { groupBoard, secretBoard, bizBoard, otherBoard },
		sections: { section, otherSection },
		pins: {
			mainPin,
			secretPin,
			bizPin,
			mainPinOnOther,
			otherPinOnMain,
			otherOwnPin,
			otherSave,
			mainSaveOfOther,
		},
		sessions: { mainSession, bizSession, otherSession },
	};
}
