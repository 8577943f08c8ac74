import mailMessages from '~/messages/mail/index.ts';
import { mailButton, mailDocument, mailParagraph } from '../../../platform/mail/mail-html.ts';
import type { OutgoingMail } from '../../../platform/mail/outbox.server.ts';
import { BRAND } from '../../../platform/ui/brand.ts';
import { anonymizeEmail } from '../../users/display-name.ts';

type Mail = Omit<OutgoingMail, 'to' | 'userId'>;

/**
 * The mails of an email change (SET-04) to the account's current, confirmed address. The mails
 * to the new address, which nobody has confirmed yet, are in `mail/unconfirmed-mail-texts.ts`.
 * The words are the current language's (`mail` messages): callers compose inside
 * `inMailLanguage` of the account.
 */

/** The HTML twin: paragraphs, and the link as a button after the paragraph that names it. */
function html(before: string[], button: { label: string; href: string }, after: string[] = []) {
	return mailDocument(
		[
			...before.map(mailParagraph),
			mailButton(button.label, button.href),
			...after.map(mailParagraph),
		].join(''),
	);
}

/** To the current (old) address when a change starts, with the link that undoes it. */
export function changeStartedNotice(newEmail: string, undoLink: string, graceDays: number): Mail {
	const t = mailMessages();
	const hi = t.greeting();
	const intro = t.changeStartedIntro({ brand: BRAND, email: anonymizeEmail(newEmail) ?? '' });
	const wait = t.changeStartedWait();
	const undo = t.changeStartedUndo({ days: graceDays });
	return {
		kind: 'email_change_notice',
		subject: t.changeStartedSubject({ brand: BRAND }),
		text: [hi, '', intro, wait, '', undo, undoLink].join('\n'),
		html: html([hi, `${intro} ${wait}`, undo], { label: t.undoChangeButton(), href: undoLink }),
	};
}

/** To the old address once the change is confirmed, with the undo link again. */
export function changeDoneNotice(newEmail: string, undoLink: string, graceDays: number): Mail {
	const t = mailMessages();
	const intro = t.changeDoneIntro({ brand: BRAND, email: anonymizeEmail(newEmail) ?? '' });
	const undo = t.changeDoneUndo({ days: graceDays });
	return {
		kind: 'email_changed',
		subject: t.changeDoneSubject({ brand: BRAND }),
		text: [intro, '', undo, undoLink].join('\n'),
		html: html([intro, undo], { label: t.undoChangeButton(), href: undoLink }),
	};
}

/** To the restored address after an undo. */
export function changeUndoneMail(resetLink: string): Mail {
	const t = mailMessages();
	const intro = t.changeUndoneIntro({ brand: BRAND });
	const reset = t.changeUndoneReset();
	const check = t.changeUndoneCheck();
	return {
		kind: 'email_change_undone',
		subject: t.changeUndoneSubject({ brand: BRAND }),
		text: [intro, reset, resetLink, '', check].join('\n'),
		html: html([intro, reset], { label: t.resetPasswordButton(), href: resetLink }, [check]),
	};
}
