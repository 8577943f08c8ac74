import mailMessages from '~/messages/mail/index.ts';
import { BRAND } from '../ui/brand.ts';
import { mailButton, mailDocument, mailParagraph } from './mail-html.ts';
import type { OutgoingMail } from './outbox.server.ts';

/**
 * The texts of every mail sent to an address nobody has confirmed yet: a new account's
 * verification, a new sign-in email's confirmation, a parental passcode's backup address, and
 * the notices to an address that already has an account. Whoever asks for these names the recipient, so the texts hold nothing a user
 * wrote (no name, username, board or about text that could carry a phishing link or a false
 * story): each builder takes only links made by `mailUrl`, as `URL`s, and writes a neutral
 * greeting. Sending paths also count each mail with `limitUnconfirmedMail`. The words are the
 * current language's (`mail` messages): callers compose inside `inMailLanguage`.
 */

type Mail = Omit<OutgoingMail, 'to' | 'userId'>;

/** Plain text: paragraphs, each link on its own line after the paragraph that names it. */
function text(parts: (string | URL)[]): string {
	return parts.map((p) => String(p)).join('\n\n');
}

function html(parts: (string | { label: string; href: URL })[]): string {
	const body = parts.map((p) =>
		typeof p === 'string' ? mailParagraph(p) : mailButton(p.label, p.href),
	);
	return mailDocument(body.join(''));
}

/** A mail asking to confirm an address through `link`. */
function confirmMail(kind: string, subject: string, intro: string, outro: string, link: URL): Mail {
	const t = mailMessages();
	const hi = t.greeting();
	const signOff = t.signOff({ brand: BRAND });
	return {
		kind,
		subject,
		text: text([hi, `${intro}\n${link}`, outro, signOff]),
		html: html([hi, intro, { label: t.confirmEmailButton(), href: link }, outro, signOff]),
	};
}

/** AUTH-05, AUTH-21: confirm the address of a new account. */
export function verifyEmailMail(link: URL): Mail {
	const t = mailMessages();
	return confirmMail(
		'email_verify',
		t.verifySubject({ brand: BRAND }),
		t.verifyIntro({ brand: BRAND }),
		t.verifyOutro(),
		link,
	);
}

/**
 * A sign-up with an address that already has an account: nothing was created; the owner can
 * log in or reset the password. Sent instead of telling the visitor the address is taken.
 */
export function existingAccountMail(links: { login: URL; reset: URL }): Mail {
	const t = mailMessages();
	const hi = t.greeting();
	const intro = t.existingAccountIntro({ brand: BRAND });
	const login = t.existingAccountLogin();
	const reset = t.forgotPassword();
	const outro = t.existingAccountOutro();
	const signOff = t.signOff({ brand: BRAND });
	return {
		kind: 'signup_existing_account',
		subject: t.existingAccountSubject({ brand: BRAND }),
		text: text([hi, intro, `${login}\n${links.login}`, `${reset}\n${links.reset}`, outro, signOff]),
		html: html([
			hi,
			intro,
			login,
			{ label: t.logInButton(), href: links.login },
			reset,
			{ label: t.resetPasswordButton(), href: links.reset },
			outro,
			signOff,
		]),
	};
}

/** PPC-10: confirm the backup address a teen's account gave for its parental passcode. */
export function passcodeBackupMail(link: URL): Mail {
	const t = mailMessages();
	return confirmMail(
		'passcode_email',
		t.passcodeBackupSubject({ brand: BRAND }),
		t.passcodeBackupIntro({ brand: BRAND }),
		t.passcodeBackupOutro(),
		link,
	);
}

/** SET-04: confirm a new sign-in email (the link works only signed in as the account). */
export function confirmNewAddressMail(link: URL): Mail {
	const t = mailMessages();
	return confirmMail(
		'email_change',
		t.newAddressSubject({ brand: BRAND }),
		t.newAddressIntro({ brand: BRAND }),
		t.newAddressOutro(),
		link,
	);
}

/**
 * SET-04: someone asked to move another account to this address, which already has one: nothing
 * changed. Sent instead of telling the asker the address is taken.
 */
export function addressInUseMail(reset: URL): Mail {
	const t = mailMessages();
	const hi = t.greeting();
	const intro = t.addressInUseIntro({ brand: BRAND });
	const forgot = t.forgotPassword();
	const outro = t.addressInUseOutro();
	const signOff = t.signOff({ brand: BRAND });
	return {
		kind: 'email_change_in_use',
		subject: t.addressInUseSubject({ brand: BRAND }),
		text: text([hi, intro, `${forgot}\n${reset}`, outro, signOff]),
		html: html([
			hi,
			intro,
			forgot,
			{ label: t.resetPasswordButton(), href: reset },
			outro,
			signOff,
		]),
	};
}
