import notificationMail from '~/messages/notification-mail/index.ts';
import {
	escapeHtml,
	mailButton,
	mailDocument,
	mailParagraph,
} from '../../platform/mail/mail-html.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.server.ts';
import { BRAND } from '../../platform/ui/brand.ts';

/**
 * The words of notification mail (`notification-mail` messages), plain text with an HTML twin:
 * an immediate mail for one notification and the daily digest of several. Composed in the
 * current language: the caller wraps it in `inMailLanguage(recipient.locale, …)`. A
 * notification's title and body are the notifications area's text in that language and are put
 * in as text (escaped in HTML). Links are absolute (made by the caller); the unsubscribe link is
 * also the `List-Unsubscribe` header (RFC 8058, with `List-Unsubscribe-Post`).
 */

type Mail = Omit<OutgoingMail, 'to' | 'userId'>;

export interface MailItem {
	title: string;
	body: string;
	/** Absolute link to the notification's page. */
	link: string;
}

export interface MailLinks {
	/** One-click unsubscribe for the mail's options (`optionUnsubscribeUrl`). */
	unsubscribe: string;
	/** The subscription page with every email switch (same token). */
	manage: string;
	/** The options' names in the current language ("comments"). */
	optionNames: string;
}

function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
	return {
		'List-Unsubscribe': `<${unsubscribeUrl}>`,
		'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
	};
}

function footer(links: MailLinks): { text: string[]; html: string } {
	const t = notificationMail();
	const why = t.whyLine({ option: links.optionNames });
	const lines = [
		why,
		`${t.unsubscribeLine()} ${links.unsubscribe}`,
		`${t.manageLine()} ${links.manage}`,
		t.signOff({ brand: BRAND }),
	];
	const html = [
		`<hr style="border:none;border-top:1px solid #ddd">`,
		`<p style="color:#555;font-size:13px">${escapeHtml(why)}<br>${escapeHtml(t.unsubscribeLine())} <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(links.unsubscribe)}</a><br>${escapeHtml(t.manageLine())} <a href="${escapeHtml(links.manage)}">${escapeHtml(links.manage)}</a></p>`,
		mailParagraph(t.signOff({ brand: BRAND })),
	].join('');
	return { text: lines, html };
}

/** One notification, mailed at once (a mention, an invite, a join request). */
export function immediateMail(item: MailItem, links: MailLinks): Mail {
	const t = notificationMail();
	const end = footer(links);
	const open = t.openButton({ brand: BRAND });
	return {
		kind: 'notification',
		subject: item.title,
		text: [item.title, item.body, `${open}: ${item.link}`, ...end.text]
			.filter(Boolean)
			.join('\n\n'),
		html: mailDocument(
			[
				`<p><strong>${escapeHtml(item.title)}</strong></p>`,
				item.body ? mailParagraph(item.body) : '',
				mailButton(open, item.link),
				end.html,
			].join(''),
		),
		headers: unsubscribeHeaders(links.unsubscribe),
	};
}

/** The daily digest: every item still deliverable, in the order they happened. */
export function digestMail(items: readonly MailItem[], links: MailLinks): Mail {
	const t = notificationMail();
	const end = footer(links);
	const intro = t.digestIntro({ brand: BRAND });
	const text = items.map((i) => [i.title, i.body, i.link].filter(Boolean).join('\n'));
	const html = items.map(
		(i) =>
			`<li style="margin-bottom:12px"><a href="${escapeHtml(i.link)}"><strong>${escapeHtml(i.title)}</strong></a>${i.body ? `<br>${escapeHtml(i.body)}` : ''}</li>`,
	);
	return {
		kind: 'notification_digest',
		subject: t.digestSubject({ count: items.length, brand: BRAND }),
		text: [intro, ...text, ...end.text].join('\n\n'),
		html: mailDocument(
			[
				mailParagraph(intro),
				`<ul style="padding-inline-start:20px">${html.join('')}</ul>`,
				end.html,
			].join(''),
		),
		headers: unsubscribeHeaders(links.unsubscribe),
	};
}
