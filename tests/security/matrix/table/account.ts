import { randomUUID } from 'node:crypto';
import { unsubscribeToken } from '~/lib/identity/settings/notification-settings/unsubscribe-link.server.ts';
import { renewBusinessSession, sessionFixture } from '../fixtures.ts';
import { denied, NOT_FOUND, OK } from '../outcomes.ts';
import { cells, everyone, signedIn } from '../presets.ts';
import type { Row } from '../row.ts';
import { resource } from '../row-kinds.ts';
import { WORLD_PASSWORD } from '../world.ts';

/**
 * The viewer's own account: sessions, sign-up, settings, passcode, notification switches,
 * experiences and event logs. These act only on the caller's own account, so the question is
 * who may call them at all: a full login, or anyone (sign-up, login, logs). Calls that would
 * end or rotate the session they are made with use a throwaway session of the same account.
 */
export const ACCOUNT_ROWS: Row[] = [
	resource('UserSessionResource.create', {
		does: "switch to the owner's account (only a browser holding the owner's session may)",
		fixture: sessionFixture,
		token: ({ fx }) => fx.token ?? null,
		options: ({ w }) => ({ switch_account: w.users.owner.id }),
		expect: cells(denied(401, 'SwitchFailed'), { owner: OK }),
	}),
	resource('UserSessionResource.delete', {
		does: 'log out (a throwaway session)',
		fixture: sessionFixture,
		after: renewBusinessSession,
		token: ({ fx }) => fx.token ?? null,
		options: () => ({}),
		expect: everyone(OK),
	}),
	resource('UserRegisterResource.create', {
		does: 'sign up a new account',
		options: ({ actor }) => ({
			email: `matrix-signup-${actor}-${randomUUID().slice(0, 8)}@example.test`,
			password: 'matrix-signup-password-1',
			birthday: '1990-01-01',
		}),
		expect: everyone(OK),
	}),
	resource('UserSettingsResource.update', {
		does: "change the caller's own about text",
		options: () => ({ about: 'Matrix about' }),
		expect: signedIn(OK),
	}),
	resource('UserPasswordResource.update', {
		does: "change the caller's own password, with a confirmation that does not match",
		options: () => ({ old: WORLD_PASSWORD, new: 'matrix-new-password-1', new_confirm: 'other-1' }),
		expect: signedIn(denied(400, 'PasswordMismatch')),
	}),
	resource('UserReauthResource.create', {
		does: 'confirm the caller is the account owner, with a wrong password',
		options: () => ({ password: 'not-the-password-1' }),
		expect: signedIn(denied(403, 'PasswordIncorrect')),
	}),
	resource('CountriesResource.get', {
		does: 'the settings country list',
		options: () => ({}),
		expect: signedIn(OK),
	}),
	resource('LocalesResource.get', {
		does: 'the settings locale list',
		options: () => ({}),
		expect: signedIn(OK),
	}),
	resource('ParentalPasscodeResource.create', {
		does: 'set a parental passcode that is too short',
		options: () => ({
			passcode: '12',
			confirm_passcode: '12',
			backup_email: 'parent@example.test',
			confirm_backup_email: 'parent@example.test',
		}),
		expect: signedIn(denied(400, 'InvalidOptions')),
	}),
	resource('ParentalPasscodeResource.delete', {
		does: 'remove a parental passcode that was never set',
		options: () => ({ passcode: '1234' }),
		expect: signedIn(NOT_FOUND),
	}),
	resource('ParentalPasscodeVerifyResource.create', {
		does: 'check a parental passcode that was never set',
		options: () => ({ passcode: '1234' }),
		expect: signedIn(NOT_FOUND),
	}),
	resource('EmailSettingsResource.get', {
		does: "the caller's email notification switches",
		options: () => ({}),
		expect: signedIn(OK),
	}),
	resource('EmailSettingsResource.update', {
		does: "turn off one of the caller's email notifications",
		options: () => ({ section: 'news', option: 'tips', value: false }),
		expect: signedIn(OK),
	}),
	resource('UnsubEmailSettingsResource.get', {
		does: "the caller's own switches (no link token)",
		options: () => ({}),
		expect: signedIn(OK),
	}),
	resource('UnsubEmailSettingsResource.update', {
		does: "change the owner's switches with a forged unsubscribe link",
		options: ({ w }) => ({
			section: 'news',
			option: 'tips',
			value: false,
			token: `${unsubscribeToken(w.users.owner.id).split('.')[0]}.forged`,
		}),
		expect: everyone(denied(400, 'TokenInvalid')),
	}),
	resource('ActivateExperimentResource.create', {
		does: 'record experiment activations',
		options: () => ({ experiments: [{ experiment_name: 'matrix', experiment_group: 'control' }] }),
		expect: everyone(OK),
	}),
	resource('UserExperienceResource.get', {
		does: "the caller's open experiences",
		options: () => ({}),
		expect: signedIn(OK),
	}),
	resource('UserExperienceResource.update', {
		does: "update one of the caller's experiences",
		options: () => ({ experience_id: 'matrix_tip', status: 'seen' }),
		expect: signedIn(OK),
	}),
	resource('ContextLogResource.create', {
		does: 'log a closeup view of the secret pin',
		options: ({ w }) => ({
			events: [
				{
					event_type: 'navigation',
					view_type: 'closeup',
					object_id_str: w.secret.pin.id,
					clientUUID: randomUUID(),
					time: Date.now() - 1_000,
				},
			],
			report_time: Date.now(),
		}),
		expect: everyone(OK),
		// The events are kept for everyone; the pin's statistics count members' views only.
		unchangedFor: ['anonymous', 'limited', 'follower', 'other', 'business', 'suspended'],
		unchangedTables: ['pin_stats'],
	}),
];
