import type { OutgoingMail } from '../../../platform/mail/outbox.server.ts';
import { BRAND } from '../../../platform/ui/brand.ts';
import { anonymizeEmail } from '../../users/display-name.ts';

type Mail = Omit<OutgoingMail, 'to' | 'userId'>;

/**
 * The mails of an email change (SET-04) to the account's current, confirmed address. The mails
 * to the new address, which nobody has confirmed yet, are in `mail/unconfirmed-mail-texts.ts`.
 */

/** To the current (old) address when a change starts, with the link that undoes it. */
export function changeStartedNotice(newEmail: string, undoLink: string, graceDays: number): Mail {
	return {
		kind: 'email_change_notice',
		subject: `Your ${BRAND} email is being changed`,
		text: [
			'Hi,',
			'',
			`Someone asked to change the email of your ${BRAND} account to ${anonymizeEmail(newEmail)}.`,
			'Nothing changes until the new address is confirmed.',
			'',
			`If this wasn't you, open this link within ${graceDays} days. It stops the change (or undoes it), logs out every device and locks your account until you reset your password from this address:`,
			undoLink,
		].join('\n'),
	};
}

/** To the old address once the change is confirmed, with the undo link again. */
export function changeDoneNotice(newEmail: string, undoLink: string, graceDays: number): Mail {
	return {
		kind: 'email_changed',
		subject: `Your ${BRAND} email was changed`,
		text: [
			`The email of your ${BRAND} account is now ${anonymizeEmail(newEmail)}.`,
			'',
			`If this wasn't you, open this link within ${graceDays} days to put your old address back and lock your account until you reset your password:`,
			undoLink,
		].join('\n'),
	};
}

/** To the restored address after an undo. */
export function changeUndoneMail(resetLink: string): Mail {
	return {
		kind: 'email_change_undone',
		subject: `We locked your ${BRAND} account`,
		text: [
			`We stopped the email change on your ${BRAND} account, logged out every device and locked the account.`,
			'To get back in, choose a new password here (the link works for 1 hour; after that, use "Forgot password?" on the login page):',
			resetLink,
			'',
			'Check your account settings afterwards: two-factor authentication and your linked accounts.',
		].join('\n'),
	};
}
