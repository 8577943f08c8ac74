import { z } from 'zod';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { checkPasscode, removePasscode, setUpPasscode } from './passcode.service.server.ts';

// Lengths are only bounds here: the service answers the form's own words for bad values.
const passcode = z.string().max(20);
const email = z.string().max(320);

/**
 * `ParentalPasscodeResource` (PPC-10): create sets the passcode (replacing one needs
 * `passcode_current`); delete removes it (needs `passcode`). Both answer the parental flags.
 */
export const parentalPasscodeResource = defineResource({
	name: 'ParentalPasscodeResource',
	create: action({
		auth: 'required',
		options: z.object({
			passcode,
			confirm_passcode: passcode,
			backup_email: email,
			confirm_backup_email: email,
			passcode_current: passcode.optional(),
		}),
		async run({ db, viewer, clientAddress }, options) {
			return { data: await setUpPasscode(db, viewer.id, options, clientAddress) };
		},
	}),
	delete: action({
		auth: 'required',
		options: z.object({ passcode }),
		async run({ db, viewer }, options) {
			return { data: await removePasscode(db, viewer.id, options.passcode) };
		},
	}),
});

/**
 * `ParentalPasscodeVerifyResource` create (PPC-09): `{valid: true}`, or `PasscodeIncorrect` /
 * `PasscodeLocked` (5 wrong tries an hour) for the modal to show under its input.
 */
export const parentalPasscodeVerifyResource = defineResource({
	name: 'ParentalPasscodeVerifyResource',
	create: action({
		auth: 'required',
		options: z.object({ passcode }),
		async run({ db, viewer }, options) {
			return { data: await checkPasscode(db, viewer.id, options.passcode) };
		},
	}),
});
