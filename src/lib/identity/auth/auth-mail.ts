import mailMessages from '~/messages/mail/index.ts';
import { mailButton, mailDocument, mailParagraph } from '../../platform/mail/mail-html.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.server.ts';
import { BRAND } from '../../platform/ui/brand.ts';

/**
 * The mails of password reset and MFA: short, friendly, plain text with a simple HTML twin.
 * Links are absolute (`mailUrl`), made by the caller. Mail to an address nobody has confirmed
 * (a new account's verification) is in `mail/unconfirmed-mail-texts.ts`: it holds no user text.
 * The words are the current language's (`mail` messages): callers compose each mail inside
 * `inMailLanguage` of its recipient.
 */

function greeting(name: string): string {
	const t = mailMessages();
	return name ? t.greetingNamed({ name }) : t.greeting();
}

function html(paragraphs: string[], button?: { label: string; href: string }): string {
	const body = paragraphs.map(mailParagraph);
	if (button) body.splice(2, 0, mailButton(button.label, button.href));
	return mailDocument(body.join(''));
}

type Mail = Omit<OutgoingMail, 'to' | 'userId'>;

/** AUTH-22: a link to set a new password. */
export function passwordResetMail(input: {
	firstName: string;
	/** Left out (null) for an unconfirmed address (`namesForMail`). */
	username: string | null;
	link: string;
}): Mail {
	const t = mailMessages();
	const lines = [
		greeting(input.firstName),
		input.username
			? t.passwordResetIntroNamed({ brand: BRAND, username: input.username })
			: t.passwordResetIntro({ brand: BRAND }),
		t.passwordResetOutro(),
		t.signOff({ brand: BRAND }),
	];
	return {
		kind: 'password_reset',
		subject: t.passwordResetSubject({ brand: BRAND }),
		text: [lines[0], '', lines[1], input.link, '', lines[2], '', lines[3]].join('\n'),
		html: html(lines, { label: t.resetPasswordButton(), href: input.link }),
	};
}

/** AUTH-03 `mfa_resend`: a one-time login code by mail. */
export function mfaCodeMail(input: { firstName: string; code: string }): Mail {
	const t = mailMessages();
	const lines = [
		greeting(input.firstName),
		t.mfaCodeIntro({ brand: BRAND, code: input.code }),
		t.mfaCodeOutro(),
		t.signOff({ brand: BRAND }),
	];
	return {
		kind: 'mfa_email',
		subject: t.mfaCodeSubject({ brand: BRAND, code: input.code }),
		text: lines.join('\n\n'),
		html: html(lines),
	};
}
