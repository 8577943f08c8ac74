import type { OutgoingMail } from '../../platform/mail/outbox.server.ts';
import { BRAND } from '../../platform/ui/brand.ts';

/**
 * The mails of password reset and MFA: short, friendly, plain text with a simple HTML twin.
 * Links are absolute (`mailUrl`), made by the caller. Mail to an address nobody has confirmed
 * (a new account's verification) is in `mail/unconfirmed-mail-texts.ts`: it holds no user text.
 */

function escapeHtml(text: string): string {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#39;');
}

function greeting(name: string): string {
	return name ? `Hi ${name},` : 'Hi,';
}

function html(paragraphs: string[], button?: { label: string; href: string }): string {
	const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
	if (button) {
		body.splice(
			2,
			0,
			`<p><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:12px 20px;border-radius:24px;background:#e60023;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p>`,
		);
	}
	return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${body.join('')}</body></html>`;
}

type Mail = Omit<OutgoingMail, 'to' | 'userId'>;

/** AUTH-22: a link to set a new password. */
export function passwordResetMail(input: {
	firstName: string;
	/** Left out (null) for an unconfirmed address (`namesForMail`). */
	username: string | null;
	link: string;
}): Mail {
	const account = input.username ? ` (${input.username})` : '';
	const lines = [
		greeting(input.firstName),
		`Someone asked to reset the password of your ${BRAND} account${account}. Set a new one here:`,
		"This link works for 1 hour and only once. If you didn't ask for this, ignore this email: your password stays the same.",
		`— The ${BRAND} team`,
	];
	return {
		kind: 'password_reset',
		subject: `Reset your ${BRAND} password`,
		text: [lines[0], '', lines[1], input.link, '', lines[2], '', lines[3]].join('\n'),
		html: html(lines, { label: 'Reset password', href: input.link }),
	};
}

/** AUTH-03 `mfa_resend`: a one-time login code by mail. */
export function mfaCodeMail(input: { firstName: string; code: string }): Mail {
	const lines = [
		greeting(input.firstName),
		`Your ${BRAND} login code is ${input.code}.`,
		"It works for 10 minutes. If you didn't try to log in, change your password: someone may know it.",
		`— The ${BRAND} team`,
	];
	return {
		kind: 'mfa_email',
		subject: `Your ${BRAND} login code: ${input.code}`,
		text: lines.join('\n\n'),
		html: html(lines),
	};
}
