import { afterEach, describe, expect, it } from 'vitest';
import {
	$passcodeModal,
	dismissPasscodeModal,
	submitPasscodeModal,
} from '~/lib/identity/passcode/client/passcode-modal.store.ts';
import { saveSettings, sendWithPasscode } from '~/lib/identity/settings/client/save-settings.ts';
import type { UserSettingsView } from '~/lib/identity/settings/client/settings-view.ts';
import { ApiError } from '~/lib/platform/client/api.ts';

function apiError(code: string, message = `${code} message`): ApiError {
	return new ApiError(403, { code, message }, 'failed');
}

/** A fake server: answers each call with the next scripted reply and records the options. */
function fakeServer(replies: (ApiError | Partial<UserSettingsView>)[]) {
	const calls: Record<string, unknown>[] = [];
	const call = async (options: Record<string, unknown>) => {
		calls.push(options);
		const reply = replies.shift();
		if (!reply) throw new Error('unexpected call');
		if (reply instanceof ApiError) throw reply;
		return reply as UserSettingsView;
	};
	return { calls, call };
}

/** Lets pending promise callbacks run. */
const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => dismissPasscodeModal());

describe('saveSettings', () => {
	it('SET-05: saves directly when no passcode is needed', async () => {
		const server = fakeServer([{ about: 'new' }]);
		const outcome = await saveSettings({ about: 'new' }, { call: server.call });
		expect(outcome).toEqual({ status: 'done', value: { about: 'new' } });
		expect(server.calls).toEqual([{ about: 'new' }]);
		expect($passcodeModal.get()).toBeNull();
	});

	it('SET-05/PPC-02: PasscodeRequired opens the modal in validate mode and resends with `passcode`', async () => {
		const server = fakeServer([apiError('PasscodeRequired'), { email_changing_to: 'n@x.com' }]);
		const saving = saveSettings(
			{ email: 'n@x.com' },
			{ call: server.call, current: { email: 'o@x.com' } },
		);
		await tick();
		expect($passcodeModal.get()?.mode).toBe('validate');
		await submitPasscodeModal('1234');
		expect(await saving).toEqual({ status: 'done', value: { email_changing_to: 'n@x.com' } });
		expect(server.calls).toEqual([{ email: 'n@x.com' }, { email: 'n@x.com', passcode: '1234' }]);
		expect($passcodeModal.get()).toBeNull();
	});

	it('SET-05/U-30: a stricter change opens skip-acknowledge mode and resends with user_confirm_skip_passcode', async () => {
		const server = fakeServer([apiError('PasscodeRequired'), { opt_in_private_account: true }]);
		const saving = saveSettings(
			{ opt_in_private_account: true },
			{ call: server.call, current: { opt_in_private_account: false } },
		);
		await tick();
		expect($passcodeModal.get()?.mode).toBe('skip');
		await submitPasscodeModal(null);
		expect((await saving).status).toBe('done');
		expect(server.calls[1]).toEqual({
			opt_in_private_account: true,
			user_confirm_skip_passcode: true,
		});
	});

	it('U-30: a mix of stricter and looser changes asks for the passcode', async () => {
		const server = fakeServer([apiError('PasscodeRequired')]);
		void saveSettings(
			{ opt_in_private_account: true, allow_mentions: 'everyone' },
			{
				call: server.call,
				current: { opt_in_private_account: false, allow_mentions: 'nobody' },
			},
		);
		await tick();
		expect($passcodeModal.get()?.mode).toBe('validate');
	});

	it('PPC-03: a wrong passcode shows inside the modal, which stays open for another try', async () => {
		const server = fakeServer([
			apiError('PasscodeRequired'),
			apiError('PasscodeIncorrect', 'That passcode is incorrect.'),
			{ about: 'x' },
		]);
		const saving = saveSettings({ about: 'x' }, { call: server.call });
		await tick();
		await submitPasscodeModal('0000');
		const state = $passcodeModal.get();
		expect(state?.error).toBe('That passcode is incorrect.');
		expect(state?.pending).toBe(false);
		await submitPasscodeModal('1234');
		expect((await saving).status).toBe('done');
		expect(server.calls.map((c) => c.passcode)).toEqual([undefined, '0000', '1234']);
	});

	it('PPC-03: a locked passcode shows its message inside the modal', async () => {
		const server = fakeServer([
			apiError('PasscodeRequired'),
			apiError('PasscodeLocked', 'Too many wrong passcodes. Try again in an hour.'),
		]);
		const saving = saveSettings({ about: 'x' }, { call: server.call });
		await tick();
		await submitPasscodeModal('0000');
		expect($passcodeModal.get()?.error).toBe('Too many wrong passcodes. Try again in an hour.');
		dismissPasscodeModal();
		expect(await saving).toEqual({ status: 'cancelled' });
	});

	it('PPC-03: closing the modal cancels the save without another request', async () => {
		const server = fakeServer([apiError('PasscodeRequired')]);
		const saving = saveSettings({ about: 'x' }, { call: server.call });
		await tick();
		dismissPasscodeModal();
		expect(await saving).toEqual({ status: 'cancelled' });
		expect(server.calls).toHaveLength(1);
		expect($passcodeModal.get()).toBeNull();
	});

	it('a skip the server refuses turns the modal into validate mode', async () => {
		const server = fakeServer([
			apiError('PasscodeRequired'),
			apiError('PasscodeRequired'),
			{ comments_disabled: true },
		]);
		const saving = saveSettings(
			{ comments_disabled: true },
			{ call: server.call, current: { comments_disabled: false } },
		);
		await tick();
		await submitPasscodeModal(null);
		expect($passcodeModal.get()).toMatchObject({ mode: 'validate', error: null });
		await submitPasscodeModal('1234');
		expect((await saving).status).toBe('done');
		expect(server.calls[2]).toEqual({ comments_disabled: true, passcode: '1234' });
	});

	it('another error after the passcode closes the modal and rejects with it', async () => {
		const server = fakeServer([apiError('PasscodeRequired'), apiError('UsernameTaken')]);
		const saving = saveSettings({ username: 'taken' }, { call: server.call });
		await tick();
		await submitPasscodeModal('1234');
		await expect(saving).rejects.toMatchObject({ code: 'UsernameTaken' });
		expect($passcodeModal.get()).toBeNull();
	});

	it('an error on the first try rejects without opening the modal', async () => {
		const server = fakeServer([apiError('InvalidEmail')]);
		await expect(saveSettings({ email: 'x' }, { call: server.call })).rejects.toMatchObject({
			code: 'InvalidEmail',
		});
		expect($passcodeModal.get()).toBeNull();
	});
});

describe('sendWithPasscode', () => {
	it('PPC-01: works for any protected call (e.g. the password update) with an injected modal', async () => {
		const sent: unknown[] = [];
		const outcome = await sendWithPasscode(
			async (extra) => {
				sent.push(extra);
				if (!('passcode' in extra)) throw apiError('PasscodeRequired');
				return { ok: true };
			},
			{
				mode: 'validate',
				openModal: (request) => {
					void request.onSubmit('4321');
				},
			},
		);
		expect(outcome).toEqual({ status: 'done', value: { ok: true } });
		expect(sent).toEqual([{}, { passcode: '4321' }]);
	});
});
