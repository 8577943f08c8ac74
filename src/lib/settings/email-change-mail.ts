import { BRAND } from '../brand.ts';
import type { OutgoingMail } from '../mail/outbox.server.ts';
import { anonymizeEmail } from '../users/display-name.ts';

type Mail = Omit<OutgoingMail, 'to' | 'userId'>;

/**
 * The mails of an email change (SET-04). The first two go to an address nobody has confirmed
 * yet, which the person asking chose: they take no text a user wrote (no name, no username),
 * only our words and our link, so they cannot carry someone's phishing text to a stranger.
 */

/** To the new address: the link that confirms it. */
export function confirmNewAddressMail(link: string): Mail {
	return {
		kind: 'email_change',
		subject: `Confirm your new email for ${BRAND}`,
		text: [
			'Hi,',
			'',
			`Please confirm that you want to use this address for your ${BRAND} account:`,
			link,
			'',
			'This link works for 24 hours and only once. You need to be logged in to your account to use it.',
			"If you didn't ask for this, ignore this email: nothing changes.",
		].join('\n'),
	};
}

/** To a new address that another account already uses: nothing to confirm, nothing revealed to the asker. */
export function addressInUseMail(loginLink: string): Mail {
	return {
		kind: 'email_change_in_use',
		subject: `Someone tried to use this email on ${BRAND}`,
		text: [
			'Hi,',
			'',
			`Someone asked to move another ${BRAND} account to this address, but this address already belongs to an account, so nothing changed.`,
			`If you forgot your password, you can reset it here: ${loginLink}`,
			"If you didn't ask for this, ignore this email.",
		].join('\n'),
	};
}

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
