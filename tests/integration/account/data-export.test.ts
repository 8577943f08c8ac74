import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '~/lib/platform/security/secret-token.server.ts';
import { GET as download } from '~/pages/request-data/download.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { accountWorld, hashes } from './account-world.ts';

let t: TestDb;

beforeAll(async () => {
	t = await createTestDb();
	await hashes();
});
afterAll(async () => {
	await t?.destroy();
});

const FILES = [
	'README.txt',
	'profile.json',
	'settings.json',
	'boards.json',
	'sections.json',
	'pins.json',
	'follows.json',
	'sessions.json',
	'signup.json',
	'user_states.json',
	'mail.json',
];

async function exportOf(user: Parameters<typeof viewerOf>[0]) {
	const res = await callRest(download, {
		db: t.db,
		path: '/request-data/download',
		viewer: viewerOf(user),
	});
	expect(res.status).toBe(200);
	const bytes = new Uint8Array(await res.arrayBuffer());
	const files = unzipSync(bytes);
	const text = Object.fromEntries(Object.entries(files).map(([name, b]) => [name, strFromU8(b)]));
	return { res, text, json: (name: string) => JSON.parse(text[name]!) };
}

describe(`data export on ${testDialect()}`, () => {
	it('SET-12: downloads a ZIP attachment with every file of the account', async () => {
		const world = await accountWorld(t.db);
		const { main, other, boards, pins, sections, interest } = world;
		const { res, text, json } = await exportOf(main);
		expect(res.headers.get('content-type')).toBe('application/zip');
		expect(res.headers.get('cache-control')).toBe('no-store');
		expect(res.headers.get('content-disposition')).toBe(
			`attachment; filename="corkboard-data-${main.username}-${new Date().toISOString().slice(0, 10)}.zip"`,
		);
		expect(Object.keys(text).sort()).toEqual([...FILES].sort());
		expect(text['README.txt']).toContain(main.username);

		const profile = json('profile.json');
		expect(profile.username).toBe(main.username);
		expect(profile.email).toBe(main.email);
		expect(profile.has_parental_passcode).toBe(false);
		expect(profile.linked_business_accounts.map((a: { id: string }) => a.id)).toEqual([
			world.business.id,
		]);

		expect(json('settings.json').notifications.email.activity.comments).toBe(true);
		expect(json('signup.json')).toEqual({ signup_source: 'test', locale: 'en-US' });

		const boardsFile = json('boards.json');
		expect(boardsFile.boards.map((b: { id: string }) => b.id).sort()).toEqual(
			[boards.groupBoard.id, boards.secretBoard.id].sort(),
		);
		expect(boardsFile.collaborating_on).toEqual([
			expect.objectContaining({ id: boards.otherBoard.id, name: 'Other group board' }),
		]);
		expect(json('sections.json').map((s: { id: string }) => s.id)).toEqual([sections.section.id]);

		const pinsFile = json('pins.json') as { id: string; image_url: string }[];
		expect(pinsFile.map((p) => p.id).sort()).toEqual(
			[pins.mainPin.id, pins.secretPin.id, pins.mainPinOnOther.id, pins.mainSaveOfOther.id].sort(),
		);
		for (const pin of pinsFile) expect(pin.image_url).toMatch(/^https?:\/\/.+\/orig\.jpg$/);

		const follows = json('follows.json');
		expect(follows.users.map((u: { id: string }) => u.id)).toEqual([other.id]);
		expect(follows.boards.map((b: { id: string }) => b.id)).toEqual([boards.otherBoard.id]);
		expect(follows.interests.map((i: { id: string }) => i.id)).toEqual([interest.id]);

		const sessions = json('sessions.json');
		expect(sessions).toHaveLength(1);
		expect(Object.keys(sessions[0]).sort()).toEqual(
			['client', 'created_at', 'expires_at', 'last_used_at'].sort(),
		);
		expect(sessions[0].client).toBe('Test browser');
		expect(json('user_states.json')).toEqual([
			expect.objectContaining({ state: 'QUICK_SAVES_BOARD_ID' }),
		]);
		expect(json('mail.json')).toEqual([
			expect.objectContaining({ subject: 'Welcome to Corkboard', kind: 'welcome' }),
		]);
	});

	it('SET-12: the archive holds no secrets', async () => {
		const world = await accountWorld(t.db, { passcode: true });
		const { main } = world;
		const { text, json } = await exportOf(main);
		const all = Object.values(text).join('\n');
		expect(json('profile.json').has_parental_passcode).toBe(true);
		// The parent's address is theirs: masked, as the account sees it everywhere (ACC-09).
		expect(json('profile.json').passcode_backup_email).toMatch(/^g\*+@e\*+/);
		expect(all).not.toContain('guardian.private@example.test');
		for (const secret of [
			'password_hash',
			'passcode_hash',
			'mfa_secret',
			'mfa_pending_secret',
			'token_hash',
			'code_hash',
			'argon2',
			'MFASECRETCANARY234567',
			'BODY-CANARY',
			'text_body',
			sha256Hex(world.sessions.mainSession.token),
			world.sessions.mainSession.token,
		]) {
			expect(all).not.toContain(secret);
		}
		const tokens = await t.db.selectFrom('auth_tokens').select('token_hash').execute();
		for (const { token_hash } of tokens) expect(all).not.toContain(token_hash);
	});

	it("SET-12: never includes other people's secret boards; a collaborator's secret board by name only", async () => {
		const me = await makeUser(t.db);
		const owner = await makeUser(t.db);
		const invitedOnly = await makeBoard(t.db, owner, {
			privacy: 'secret',
			name: 'SECRET-INVITED-CANARY',
		});
		const accepted = await makeBoard(t.db, owner, {
			privacy: 'secret',
			name: 'Secret board I collaborate on',
			slug: 'secret-collab-slug-canary',
		});
		const followedSecret = await makeBoard(t.db, owner, {
			privacy: 'secret',
			name: 'SECRET-FOLLOWED-CANARY',
		});
		const formerCollab = await makeBoard(t.db, owner, {
			privacy: 'secret',
			name: 'SECRET-FORMER-CANARY',
		});
		const now = new Date().toISOString();
		await t.db
			.insertInto('board_collaborators')
			.values([
				{
					board_id: invitedOnly.id,
					user_id: me.id,
					status: 'invited',
					invited_by_id: owner.id,
					created_at: now,
				},
				{
					board_id: accepted.id,
					user_id: me.id,
					status: 'accepted',
					invited_by_id: owner.id,
					created_at: now,
				},
			])
			.execute();
		await t.db
			.insertInto('board_follows')
			.values({ user_id: me.id, board_id: followedSecret.id, created_at: now })
			.execute();
		// A pin I left on a secret board I no longer collaborate on.
		await makePin(t.db, formerCollab, { pinner_id: me.id, title: 'PIN-ON-FORMER-CANARY' });

		const { text, json } = await exportOf(me);
		const all = Object.values(text).join('\n');
		for (const canary of [
			'SECRET-INVITED-CANARY',
			'SECRET-FOLLOWED-CANARY',
			'SECRET-FORMER-CANARY',
			'PIN-ON-FORMER-CANARY',
			'secret-collab-slug-canary',
			invitedOnly.id,
			accepted.id,
			followedSecret.id,
			formerCollab.id,
		]) {
			expect(all).not.toContain(canary);
		}
		expect(json('boards.json').collaborating_on).toEqual([
			{ name: 'Secret board I collaborate on', privacy: 'secret' },
		]);
		expect(json('follows.json').boards).toEqual([]);
	});

	it('reads large lists page by page (more than 1,000 pins)', async () => {
		const me = await makeUser(t.db);
		const board = await makeBoard(t.db, me);
		const first = await makePin(t.db, board);
		const base = await t.db
			.selectFrom('pins')
			.selectAll()
			.where('id', '=', first.id)
			.executeTakeFirstOrThrow();
		const { newId } = await import('~/lib/platform/db/ids.ts');
		const rows = Array.from({ length: 1204 }, (_, i) => ({
			...base,
			id: newId(),
			title: `Bulk pin ${i}`,
		}));
		for (let i = 0; i < rows.length; i += 200) {
			await t.db
				.insertInto('pins')
				.values(rows.slice(i, i + 200))
				.execute();
		}
		const { json } = await exportOf(me);
		const ids = (json('pins.json') as { id: string }[]).map((p) => p.id);
		expect(ids).toHaveLength(1205);
		expect(new Set(ids).size).toBe(1205);
	});

	it('sends signed-out visitors to log in', async () => {
		const res = await callRest(download, { db: t.db, path: '/request-data/download' });
		expect(res.status).toBe(302);
		expect(res.headers.get('location')).toBe('/login?next=%2Frequest-data');
		const user = await makeUser(t.db);
		const limited = await callRest(download, {
			db: t.db,
			path: '/request-data/download',
			viewer: viewerOf(user, { loginState: 2 }),
		});
		expect(limited.status).toBe(302);
	});
});
