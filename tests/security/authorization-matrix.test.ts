import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';
import { ACTORS } from './matrix/actors.ts';
import { Calls } from './matrix/calls.ts';
import { findCanaries, forbiddenCanaries, SECRET_LABELS } from './matrix/canaries.ts';
import { inventory } from './matrix/inventory.ts';
import { mailTo } from './matrix/mail.ts';
import { runRow } from './matrix/run-row.ts';
import { sweepAs } from './matrix/sweep-run.ts';
import { TABLE } from './matrix/table.ts';
import { buildWorld, type World } from './matrix/world.ts';

/**
 * The authorization matrix (issue 7): every actor × every endpoint and action → the expected
 * outcome, on the real gateway and the built server, with canary strings in every secret field
 * (`matrix/`; how to add a row: `docs/security/authorization-matrix.md`). Needs `npm run build`.
 */
let t: TestDb;
let w: World;
let server: ServerProcess;
let api: Calls;
let dataDir: string;

beforeAll(async () => {
	t = await createTestDb();
	w = await buildWorld(t.db);
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-matrix-'));
	// The secret pin's image, so `/media/` has a file to serve (or to refuse).
	const image = path.join(dataDir, 'media', w.secret.pin.mediaKey, '236x.jpg');
	fs.mkdirSync(path.dirname(image), { recursive: true });
	fs.writeFileSync(image, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
	server = await startServer({ ...t.env, DATA_DIR: dataDir, TRUST_PROXY: 'true' });
	api = new Calls(w, server.url);
});

afterAll(async () => {
	if (server) {
		server.child.kill('SIGTERM');
		await server.exited;
	}
	await t?.destroy();
	if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
	// The server drains (up to 25 s) and stops its job queue (pg-boss: up to 20 s) on SIGTERM;
	// on a loaded 2-core machine that passed the default 60 s once.
}, 120_000);

describe(`authorization matrix on ${testDialect()}`, () => {
	it('has a row for every resource action, persisted query, route and page', () => {
		const covered = new Set(TABLE.map((r) => r.endpoint));
		const known = new Set(inventory());
		expect(inventory().filter((key) => !covered.has(key))).toEqual([]);
		// A row for an endpoint that no longer exists is a typo or a leftover.
		expect([...covered].filter((key) => !known.has(key))).toEqual([]);
	});

	// The sweep reads the world as built, before the matrix's allowed writes change it.
	describe('canary sweep', () => {
		for (const actor of ACTORS) {
			it(`${actor} sees no canary and no secret id they may not see`, async () => {
				expect(await sweepAs(actor, w, api)).toEqual([]);
			});
		}
	});

	it("counts the owner's pins and boards as each actor may see them", async () => {
		const counts: Record<string, string> = {};
		for (const actor of ACTORS) {
			const user = await api.resource(actor, 'UserResource', 'get', {
				username: w.users.owner.username,
			});
			const rest = await api.http(actor, 'GET', `/v3/users/${w.users.owner.id}/`);
			const { board_count, pin_count } = user.r?.data ?? {};
			counts[actor] =
				`${board_count}/${pin_count} ${rest.r?.data.board_count}/${rest.r?.data.pin_count}`;
		}
		// Everyone else counts the public board and its three pins; the owner counts the secret
		// board too (the archived one is not counted as a board) and the five pins of theirs on
		// the secret and archived boards.
		expect(counts).toEqual({
			...Object.fromEntries(ACTORS.map((a) => [a, '1/3 1/3'])),
			owner: '2/8 2/8',
		});
	});

	for (const row of TABLE) {
		it(`${row.endpoint}: ${row.does}`, async () => {
			expect(await runRow(row, w, api)).toEqual([]);
		});
	}

	// Last, so the mail the matrix's calls queued is read too.
	it('mails no actor a canary they may not see; the collaborator was mailed the board', async () => {
		const failures: string[] = [];
		for (const actor of ACTORS) {
			const text = await mailTo(w, actor, dataDir);
			const leaks = forbiddenCanaries(text, w.canaries, actor);
			if (leaks.length > 0) failures.push(`${actor}: ${leaks.join(', ')}`);
		}
		expect(failures).toEqual([]);
		const invite = await mailTo(w, 'collaborator', dataDir);
		expect(findCanaries(invite, w.canaries)).toContain(SECRET_LABELS.boardName);
	});
});
