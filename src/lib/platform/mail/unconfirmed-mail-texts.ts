import { BRAND } from '../ui/brand.ts';
import type { OutgoingMail } from './outbox.server.ts';

/**
 * The texts of every mail sent to an address nobody has confirmed yet: a new account's
 * verification, a new sign-in email's confirmation, a parental passcode's backup address, and
 * the notices to an address that already has an account. Whoever asks for these names the recipient, so the texts hold nothing a user
 * wrote (no name, username, board or about text that could carry a phishing link or a false
 * story): each builder takes only links made by `mailUrl`, as `URL`s, and writes a neutral
 * greeting. Sending paths also count each mail with `limitUnconfirmedMail`.
 */

type Mail = Omit<OutgoingMail, 'to' | 'userId'>;

const SIGN_OFF = `— The ${BRAND} team`;

function escapeHtml(text: string): string {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;');
}

/** Plain text: paragraphs, each link on its own line after the paragraph that names it. */
function text(parts: (string | URL)[]): string {
	return parts.map((p) => String(p)).join('\n\n');
}

function html(parts: (string | { label: string; href: URL })[]): string {
	const body = parts.map((p) =>
		typeof p === 'string'
			? `<p>${escapeHtml(p)}</p>`
			: `<p><a href="${escapeHtml(p.href.toString())}" style="display:inline-block;padding:12px 20px;border-radius:24px;background:#e60023;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(p.label)}</a></p>`,
	);
	return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${body.join('')}</body></html>`;
}

/** AUTH-05, AUTH-21: confirm the address of a new account. */
export function verifyEmailMail(link: URL): Mail {
	const intro = `Welcome to ${BRAND}! Please confirm your email address so we know it's really you:`;
	const outro =
		'This link works for 7 days. If you did not create this account, you can ignore this email.';
	return {
		kind: 'email_verify',
		subject: `Confirm your email for ${BRAND}`,
		text: text(['Hi,', `${intro}\n${link}`, outro, SIGN_OFF]),
		html: html(['Hi,', intro, { label: 'Confirm email', href: link }, outro, SIGN_OFF]),
	};
}

/**
 * A sign-up with an address that already has an account: nothing was created; the owner can
 * log in or reset the password. Sent instead of telling the visitor the address is taken.
 */
export function existingAccountMail(links: { login: URL; reset: URL }): Mail {
	const intro = `Someone tried to create a new ${BRAND} account with this email address, which already has an account. We did not create another one.`;
	const login = 'If it was you, log in here:';
	const reset = 'Forgot your password? Set a new one here:';
	const outro = "If it wasn't you, you can ignore this email: nothing about your account changed.";
	return {
		kind: 'signup_existing_account',
		subject: `You already have a ${BRAND} account`,
		text: text([
			'Hi,',
			intro,
			`${login}\n${links.login}`,
			`${reset}\n${links.reset}`,
			outro,
			SIGN_OFF,
		]),
		html: html([
			'Hi,',
			intro,
			login,
			{ label: 'Log in', href: links.login },
			reset,
			{ label: 'Reset password', href: links.reset },
			outro,
			SIGN_OFF,
		]),
	};
}

/** PPC-10: confirm the backup address a teen's account gave for its parental passcode. */
export function passcodeBackupMail(link: URL): Mail {
	const intro = `A ${BRAND} account set up a parental passcode and gave this address as its backup. Please confirm this is your address:`;
	const outro =
		'This link works for 7 days. If you did not expect this, you can ignore this email.';
	return {
		kind: 'passcode_email',
		subject: `Confirm your email for a ${BRAND} parental passcode`,
		text: text(['Hi,', `${intro}\n${link}`, outro, SIGN_OFF]),
		html: html(['Hi,', intro, { label: 'Confirm email', href: link }, outro, SIGN_OFF]),
	};
}

/** SET-04: confirm a new sign-in email (the link works only signed in as the account). */
export function confirmNewAddressMail(link: URL): Mail {
	const intro = `Please confirm that you want to use this address for your ${BRAND} account:`;
	const outro =
		"This link works for 24 hours and only once, while you are logged in to your account. If you didn't ask for this, ignore this email: nothing changes.";
	return {
		kind: 'email_change',
		subject: `Confirm your new email for ${BRAND}`,
		text: text(['Hi,', `${intro}\n${link}`, outro, SIGN_OFF]),
		html: html(['Hi,', intro, { label: 'Confirm email', href: link }, outro, SIGN_OFF]),
	};
}

/**
 * SET-04: someone asked to move another account to this address, which already has one: nothing
 * changed. Sent instead of telling the asker the address is taken.
 */
export function addressInUseMail(reset: URL): Mail {
	const intro = `Someone asked to move another ${BRAND} account to this address, but this address already belongs to an account, so nothing changed.`;
	const forgot = 'Forgot your password? Set a new one here:';
	const outro = "If you didn't ask for this, you can ignore this email.";
	return {
		kind: 'email_change_in_use',
		subject: `Someone tried to use this email on ${BRAND}`,
		text: text(['Hi,', intro, `${forgot}\n${reset}`, outro, SIGN_OFF]),
		html: html(['Hi,', intro, forgot, { label: 'Reset password', href: reset }, outro, SIGN_OFF]),
	};
}
