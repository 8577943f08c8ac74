import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockRelation } from '~/lib/platform/access/blocks.ts';
import { type BoardAccessInput, boardAccess } from '~/lib/platform/access/board-access.ts';
import { boardReadableBy, boardWritableBy } from '~/lib/platform/access/board-visibility.server.ts';
import {
	type DiscoveryAliases,
	type DiscoverySqlRule,
	discoveryVisibleSql,
} from '~/lib/platform/access/discovery-visibility.server.ts';
import {
	type DiscoveryItem,
	type DiscoveryRule,
	discoveryVisibleTo,
} from '~/lib/platform/access/discovery-visibility.ts';
import type { PersonState } from '~/lib/platform/access/person-visibility.ts';
import { mayReadPin } from '~/lib/platform/access/pin-access.ts';
import { pinReadableSql } from '~/lib/platform/access/pin-visibility.server.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeMedia, makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * The access kernel's rules and their SQL twins agree, on both databases: board access
 * (`boardAccess` read and write, `boardReadableBy`, `boardWritableBy`), a pin's read rule
 * (`mayReadPin`, `pinReadableSql`) and the discovery rule (`discoveryVisibleTo`,
 * `discoveryVisibleSql`, with blocks and hides), over a matrix of pins: every owner (active, private SET-01,
 * deactivated and suspended SET-12, the reader's private business, someone in a block with the
 * reader either way ACC-22, the reader), every kind of board (public, secret and archived
 * BRD-02, shared with the reader or not), every pinner (the owner, active, private, suspended,
 * blocked, the reader) and pin state (plain, hidden by moderation, hidden by the reader), for
 * three readers (signed out, the reader with all those relations, a stranger) and for the rule
 * as each surface calls it. A surface filtering in SQL therefore reads the rule as written.
 */

let t: TestDb;
afterAll(async () => {
	await t?.destroy();
});

interface Person extends PersonState {
	label: string;
}
interface Fixture {
	id: string;
	label: string;
	board: BoardAccessInput & { id: string };
	owner: Person;
	pinner: Person;
	isHidden: boolean;
	hiddenBy: string | null;
}

const pins: Fixture[] = [];
const boards = new Map<string, { board: BoardAccessInput; owner: Person; label: string }>();
/** `blocker:blocked` pairs. */
const blocks = new Set<string>();
/** `board:user` pairs of accepted collaborators. */
const collaborators = new Set<string>();
let reader: Person;
let stranger: Person;

/** The rules as the surfaces call them (the aliases are the default `p`, `b`, `o`, `u`). */
const RULES: Record<string, DiscoverySqlRule> = {
	'related, visual, shopping, search': {},
	'home feed, followed phase': { people: 'public', excludeOwn: true },
	'home feed, public phases': { people: 'public', excludeOwn: true, boards: 'public' },
	'interest feeds': { boards: 'public', people: 'public' },
	'suggested pins': { boards: 'public' },
	'public pin list': { boards: 'public', people: 'public', blocks: false },
	'profile favorites': { people: 'members', blocks: false },
	'profile own pins': { people: 'members', blocks: false, aliases: { pinner: null } },
	'profile interests': {
		people: 'members',
		blocks: false,
		hides: false,
		aliases: { pinner: null },
	},
};

async function person(
	label: string,
	fields: { status?: string; is_private?: number; owner_user_id?: string | null } = {},
): Promise<Person> {
	const u = await makeUser(t.db, {
		is_private: fields.is_private ?? 0,
		owner_user_id: fields.owner_user_id ?? null,
		...(fields.owner_user_id ? { account_type: 'business' } : {}),
	});
	if (fields.status) {
		await t.db.updateTable('users').set({ status: fields.status }).where('id', '=', u.id).execute();
	}
	return {
		label,
		id: u.id,
		status: fields.status ?? 'active',
		is_private: fields.is_private ?? 0,
		owner_user_id: fields.owner_user_id ?? null,
	};
}

beforeAll(async () => {
	t = await createTestDb();
	reader = await person('reader');
	stranger = await person('stranger');
	const blocker = await person('blocker of reader');
	const blocked = await person('blocked by reader');
	const owners = [
		await person('active'),
		await person('private', { is_private: 1 }),
		await person('deactivated', { status: 'deactivated' }),
		await person('suspended', { status: 'suspended' }),
		await person("reader's private business", { is_private: 1, owner_user_id: reader.id }),
		blocker,
		blocked,
		reader,
	];
	const pinners = [
		await person('active pinner'),
		await person('private pinner', { is_private: 1 }),
		await person('suspended pinner', { status: 'suspended' }),
		blocked,
		reader,
	];
	blocks.add(`${blocker.id}:${reader.id}`);
	blocks.add(`${reader.id}:${blocked.id}`);
	const now = new Date().toISOString();
	await t.db
		.insertInto('user_blocks')
		.values(
			[...blocks].map((k) => {
				const [blocker_id, blocked_id] = k.split(':') as [string, string];
				return { blocker_id, blocked_id, created_at: now };
			}),
		)
		.execute();

	const kinds = [
		{ kind: 'public', privacy: 'public', archived: false, shared: false },
		{ kind: 'secret', privacy: 'secret', archived: false, shared: false },
		{ kind: 'archived', privacy: 'public', archived: true, shared: false },
		{ kind: 'public shared', privacy: 'public', archived: false, shared: true },
		{ kind: 'secret shared', privacy: 'secret', archived: false, shared: true },
	];
	const media = await makeMedia(t.db);
	const boardRows = [];
	const pinRows = [];
	const hideRows = [];
	const collaboratorRows = [];
	let n = 0;
	for (const owner of owners) {
		for (const k of kinds) {
			if (k.shared && owner.id === reader.id) continue;
			const id = newId();
			const board = { id, ownerId: owner.id, privacy: k.privacy, isArchived: k.archived };
			boards.set(id, { board, owner, label: `${owner.label}'s ${k.kind} board` });
			boardRows.push({
				id,
				owner_id: owner.id,
				name: `Board ${++n}`,
				slug: `board-${n}`,
				description: '',
				privacy: k.privacy,
				is_archived: k.archived ? 1 : 0,
				cover_pin_id: null,
				created_at: now,
				updated_at: now,
			});
			if (k.shared) {
				collaborators.add(`${id}:${reader.id}`);
				collaboratorRows.push({
					board_id: id,
					user_id: reader.id,
					status: 'accepted',
					invited_by_id: owner.id,
					created_at: now,
				});
			}
			for (const pinner of [owner, ...pinners.filter((p) => p.id !== owner.id)]) {
				for (const state of ['plain', 'moderated', 'hidden by reader'] as const) {
					const pinId = newId();
					pins.push({
						id: pinId,
						label: `${pinner.label}'s ${state} pin on ${owner.label}'s ${k.kind} board`,
						board,
						owner,
						pinner,
						isHidden: state === 'moderated',
						hiddenBy: state === 'hidden by reader' ? reader.id : null,
					});
					pinRows.push({
						id: pinId,
						board_sort: pinId,
						pinner_id: pinner.id,
						board_id: id,
						section_id: null,
						media_id: media.id,
						origin_pin_id: null,
						title: `Pin ${pinId}`,
						description: '',
						link: null,
						domain: null,
						alt_text: '',
						dominant_color: '#aabbcc',
						is_hidden: state === 'moderated' ? 1 : 0,
						created_at: now,
						updated_at: now,
					});
					if (state === 'hidden by reader') {
						hideRows.push({ pin_id: pinId, user_id: reader.id, created_at: now });
					}
				}
			}
		}
	}
	await t.db.insertInto('boards').values(boardRows).execute();
	await t.db.insertInto('board_collaborators').values(collaboratorRows).execute();
	for (let i = 0; i < pinRows.length; i += 200) {
		await t.db
			.insertInto('pins')
			.values(pinRows.slice(i, i + 200))
			.execute();
	}
	await t.db.insertInto('pin_hides').values(hideRows).execute();
});

function relation(readerId: string | null, other: string): BlockRelation {
	if (readerId === null) return { blocking: false, blockedBy: false };
	return {
		blocking: blocks.has(`${readerId}:${other}`),
		blockedBy: blocks.has(`${other}:${readerId}`),
	};
}

/** What the pure rule reads of a pin of the matrix, for `readerId`. */
function itemOf(f: Fixture, readerId: string | null, vouchForPinner: boolean): DiscoveryItem {
	return {
		board: f.board,
		collaboratorStatus:
			readerId !== null && collaborators.has(`${f.board.id}:${readerId}`) ? 'accepted' : null,
		owner: { person: f.owner, block: relation(readerId, f.owner.id) },
		pin: { pinnerId: f.pinner.id, isHidden: f.isHidden, hiddenByReader: f.hiddenBy === readerId },
		pinner: vouchForPinner ? null : { person: f.pinner, block: relation(readerId, f.pinner.id) },
	};
}

async function sqlVisiblePins(readerId: string | null, rule: DiscoverySqlRule) {
	const rows = await t.db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.innerJoin('users as u', 'u.id', 'p.pinner_id')
		.select('p.id')
		.where(discoveryVisibleSql(readerId, rule))
		.execute();
	return new Set(rows.map((r) => String(r.id)));
}

const READERS = () => ({ 'signed out': null, reader: reader.id, stranger: stranger.id });

describe(`the discovery rule and its SQL twin on ${testDialect()}`, () => {
	it('agree on every pin of the matrix, for every surface and reader', async () => {
		const disagreements: string[] = [];
		const shown: Record<string, number> = {};
		for (const [surface, rule] of Object.entries(RULES)) {
			const vouch = rule.aliases?.pinner === null;
			for (const [who, readerId] of Object.entries(READERS())) {
				const fromSql = await sqlVisiblePins(readerId, rule);
				let count = 0;
				for (const f of pins) {
					const code = discoveryVisibleTo(itemOf(f, readerId, vouch), readerId, rule);
					if (code) count++;
					if (code !== fromSql.has(f.id)) {
						disagreements.push(`${surface} / ${who} / ${f.label}: code ${code}, sql ${!code}`);
					}
				}
				shown[`${surface} / ${who}`] = count;
			}
		}
		expect(disagreements).toEqual([]);
		// The matrix is not trivial: every surface shows some pins and leaves out others.
		for (const [key, count] of Object.entries(shown)) {
			expect(count, key).toBeGreaterThan(0);
			expect(count, key).toBeLessThan(pins.length);
		}
	});

	it('agree on boards (search, sitemaps: no pin, no pinner)', async () => {
		const aliases: Partial<DiscoveryAliases> = { pin: null, pinner: null };
		const disagreements: string[] = [];
		for (const [who, readerId] of Object.entries(READERS())) {
			const rows = await t.db
				.selectFrom('boards as b')
				.innerJoin('users as o', 'o.id', 'b.owner_id')
				.select('b.id')
				.where(discoveryVisibleSql(readerId, { aliases }))
				.execute();
			const fromSql = new Set(rows.map((r) => String(r.id)));
			for (const [id, { board, owner, label }] of boards) {
				const item: DiscoveryItem = {
					board,
					collaboratorStatus:
						readerId !== null && collaborators.has(`${id}:${readerId}`) ? 'accepted' : null,
					owner: { person: owner, block: relation(readerId, owner.id) },
					pin: null,
					pinner: null,
				};
				const code = discoveryVisibleTo(item, readerId);
				if (code !== fromSql.has(id)) disagreements.push(`${who} / ${label}: code ${code}`);
			}
		}
		expect(disagreements).toEqual([]);
	});

	it('board access and its SQL twins agree (read, write)', async () => {
		const disagreements: string[] = [];
		for (const [who, readerId] of Object.entries(READERS())) {
			const ids = async (filter: typeof boardReadableBy | typeof boardWritableBy | null) => {
				if (filter === null || (filter === boardWritableBy && readerId === null)) return new Set();
				const rows = await t.db
					.selectFrom('boards as b')
					.select('b.id')
					.where((filter as typeof boardReadableBy)(readerId))
					.execute();
				return new Set(rows.map((r) => String(r.id)));
			};
			const readable = await ids(boardReadableBy);
			const writable = await ids(boardWritableBy);
			for (const [id, { board, label }] of boards) {
				const status =
					readerId !== null && collaborators.has(`${id}:${readerId}`) ? 'accepted' : null;
				const access = boardAccess(board, readerId, status);
				if (access.read !== readable.has(id)) disagreements.push(`${who} / read ${label}`);
				if (access.write !== writable.has(id)) disagreements.push(`${who} / write ${label}`);
			}
		}
		expect(disagreements).toEqual([]);
	});

	it("a pin's read rule and its SQL twin agree (mayReadPin, pinReadableSql)", async () => {
		const disagreements: string[] = [];
		for (const [who, readerId] of Object.entries(READERS())) {
			const rows = await t.db
				.selectFrom('pins as p')
				.innerJoin('boards as b', 'b.id', 'p.board_id')
				.innerJoin('users as o', 'o.id', 'b.owner_id')
				.innerJoin('users as u', 'u.id', 'p.pinner_id')
				.select('p.id')
				.where(pinReadableSql(readerId, { pin: 'p', board: 'b', pinner: 'u', owner: 'o' }))
				.execute();
			const fromSql = new Set(rows.map((r) => String(r.id)));
			for (const f of pins) {
				const status =
					readerId !== null && collaborators.has(`${f.board.id}:${readerId}`) ? 'accepted' : null;
				const code = mayReadPin(
					boardAccess(f.board, readerId, status),
					{ is_hidden: f.isHidden ? 1 : 0, pinner_id: f.pinner.id },
					readerId,
					{ owner: f.owner, pinner: f.pinner },
				);
				if (code !== fromSql.has(f.id)) disagreements.push(`${who} / ${f.label}: code ${code}`);
				if (readerId === reader.id && f.pinner.id === reader.id && f.isHidden) {
					// A moderated pin shows to its pinner only while its board is readable to them.
					const expected = f.owner.status === 'active' && status !== null;
					if (f.owner.label === 'active' && f.board.privacy === 'secret') {
						expect(code, f.label).toBe(expected);
					}
				}
			}
		}
		expect(disagreements).toEqual([]);
	});

	it('is the rule its README states, case by case', () => {
		const find = (label: string) => {
			const f = pins.find((p) => p.label === label);
			if (!f) throw new Error(`no pin ${label}`);
			return f;
		};
		const sees = (label: string, readerId: string | null, rule: DiscoveryRule = {}) =>
			discoveryVisibleTo(itemOf(find(label), readerId, false), readerId, rule);
		const open = "active's plain pin on active's public board";
		expect(sees(open, null)).toBe(true);
		// BRD-02: a secret or archived board's pins only to its members.
		expect(sees("active's plain pin on active's secret board", stranger.id)).toBe(false);
		expect(sees("active's plain pin on active's secret shared board", reader.id)).toBe(true);
		expect(sees("active's plain pin on active's archived board", null)).toBe(false);
		// ... and never on surfaces of public boards, even to its members.
		const publicBoards: DiscoveryRule = { boards: 'public' };
		expect(
			sees("active's plain pin on active's secret shared board", reader.id, publicBoards),
		).toBe(false);
		// Moderation hides a pin from every discovery surface; the reader's own hides from them.
		expect(sees("active's moderated pin on active's public board", reader.id)).toBe(false);
		expect(sees("active's hidden by reader pin on active's public board", reader.id)).toBe(false);
		expect(sees("active's hidden by reader pin on active's public board", stranger.id)).toBe(true);
		// SET-01: a private profile's work shows only to itself (and its business owner) in
		// discovery; with `people: 'members'` also to its board's members.
		const onPrivate = "private's plain pin on private's public shared board";
		expect(sees(onPrivate, stranger.id)).toBe(false);
		expect(sees(onPrivate, reader.id)).toBe(false);
		expect(sees(onPrivate, reader.id, { people: 'members' })).toBe(true);
		const business =
			"reader's private business's plain pin on reader's private business's public board";
		expect(sees(business, reader.id)).toBe(true);
		expect(sees(business, reader.id, { people: 'public' })).toBe(false);
		// SET-12: nothing of a deactivated or suspended account, members included.
		expect(sees("deactivated's plain pin on deactivated's public shared board", reader.id)).toBe(
			false,
		);
		expect(sees("suspended pinner's plain pin on active's public board", null)).toBe(false);
		// ACC-22: a block either way hides the pinner's and the board owner's work.
		expect(
			sees("blocker of reader's plain pin on blocker of reader's public board", reader.id),
		).toBe(false);
		expect(sees("blocked by reader's plain pin on active's public board", reader.id)).toBe(false);
		expect(sees("blocked by reader's plain pin on active's public board", stranger.id)).toBe(true);
		expect(
			sees("blocked by reader's plain pin on active's public board", reader.id, { blocks: false }),
		).toBe(true);
		// The home feed leaves out the reader's own pins.
		const own = "reader's plain pin on active's public board";
		expect(sees(own, reader.id)).toBe(true);
		expect(sees(own, reader.id, { excludeOwn: true })).toBe(false);
	});
});
