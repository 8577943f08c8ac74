import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deactivateAccount } from '~/lib/identity/account/deactivate-account.service.server.ts';
import { viewerFromToken } from '~/lib/identity/auth/session.server.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { accountWorld, hashes, PASSCODE, PASSWORD } from './account-world.ts';

let t: TestDb;

beforeAll(async () => {
	t = await createTestDb();
	await hashes();
});
afterAll(async () => {
	await t?.destroy();
});

async function status(userId: string) {
	return (
		await t.db
			.selectFrom('users')
			.select('status')
			.where('id', '=', userId)
			.executeTakeFirstOrThrow()
	).status;
}

async function sessionCount() {
	return (await t.db.selectFrom('sessions').select(countAll().as('n')).executeTakeFirstOrThrow()).n;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
	const error = await promise.then(
		() => null,
		(e: unknown) => e,
	);
	expect(error).toBeInstanceOf(AppError);
	return (error as AppError).code;
}

describe(`deactivate account on ${testDialect()}`, () => {
	it('SET-12: sets the account deactivated and revokes its sessions; nothing is deleted', async () => {
		const { main, business, sessions, boards } = await accountWorld(t.db);
		const before = await sessionCount();
		await deactivateAccount(t.db, main.id, { password: PASSWORD });
		expect(await status(main.id)).toBe('deactivated');
		expect(await status(business.id)).toBe('active');
		// main's own session and the business session main opened are gone; other's stays.
		expect(await sessionCount()).toBe(before - 2);
		expect(await viewerFromToken(t.db, sessions.mainSession.token)).toBeNull();
		expect(await viewerFromToken(t.db, sessions.bizSession.token)).toBeNull();
		expect(await viewerFromToken(t.db, sessions.otherSession.token)).not.toBeNull();
		const board = await t.db
			.selectFrom('boards')
			.select('id')
			.where('id', '=', boards.groupBoard.id)
			.executeTakeFirst();
		expect(board?.id).toBe(boards.groupBoard.id);
	});

	it('SET-12: refuses a wrong password and changes nothing', async () => {
		const { main, sessions } = await accountWorld(t.db);
		expect(await refusal(deactivateAccount(t.db, main.id, { password: 'nope nope' }))).toBe(
			'PasswordIncorrect',
		);
		expect(await status(main.id)).toBe('active');
		expect(await viewerFromToken(t.db, sessions.mainSession.token)).not.toBeNull();
	});

	it('PPC-01: needs the parental passcode when one is set', async () => {
		const { main, sessions } = await accountWorld(t.db, { passcode: true });
		expect(await refusal(deactivateAccount(t.db, main.id, { password: PASSWORD }))).toBe(
			'PasscodeRequired',
		);
		expect(
			await refusal(deactivateAccount(t.db, main.id, { password: PASSWORD, passcode: '9999' })),
		).toBe('PasscodeIncorrect');
		expect(await status(main.id)).toBe('active');
		expect(await viewerFromToken(t.db, sessions.mainSession.token)).not.toBeNull();
		await deactivateAccount(t.db, main.id, { password: PASSWORD, passcode: PASSCODE });
		expect(await status(main.id)).toBe('deactivated');
	});

	it('refuses further tries after 5 wrong passwords, even with the right one', async () => {
		const { main } = await accountWorld(t.db);
		for (let i = 0; i < 5; i++) {
			expect(await refusal(deactivateAccount(t.db, main.id, { password: `wrong ${i}` }))).toBe(
				'PasswordIncorrect',
			);
		}
		expect(await refusal(deactivateAccount(t.db, main.id, { password: PASSWORD }))).toBe(
			'RateLimited',
		);
		expect(await status(main.id)).toBe('active');
	});

	it('does not turn a suspended account into a deactivated one', async () => {
		const { main } = await accountWorld(t.db);
		await t.db
			.updateTable('users')
			.set({ status: 'suspended' })
			.where('id', '=', main.id)
			.execute();
		await deactivateAccount(t.db, main.id, { password: PASSWORD });
		expect(await status(main.id)).toBe('suspended');
	});
});
