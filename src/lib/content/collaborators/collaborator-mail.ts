import collaboratorsMail from '~/messages/collaborators-mail/index.ts';
import { mailDocument } from '../../platform/mail/mail-html.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.server.ts';
import { BRAND } from '../../platform/ui/brand.ts';

/**
 * Mails of board collaboration: an invite (link to `/invited`, where only the invited account
 * can accept) and a join request for the owner (link to the board). Plain text with an HTML twin;
 * links are absolute (`mailUrl`), made by the caller. The words are the current language's
 * (`collaborators-mail` messages): the caller composes a mail inside `withLanguage` of its
 * recipient's language.
 */

type Mail = Omit<OutgoingMail, 'to' | 'userId'>;

function escapeHtml(text: string): string {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#39;');
}

function compose(
	kind: string,
	subject: string,
	lines: string[],
	button: { label: string; href: string },
): Mail {
	const [first, ...rest] = lines;
	const html = [
		`<p>${escapeHtml(first ?? '')}</p>`,
		`<p><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:12px 20px;border-radius:24px;background:#e60023;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p>`,
		...rest.map((line) => `<p>${escapeHtml(line)}</p>`),
	].join('');
	return {
		kind,
		subject,
		text: [first, button.href, ...rest].join('\n\n'),
		html: mailDocument(html),
	};
}

/**
 * The names a collaboration mail may carry: the other person's and the board's, written by
 * users. Null when the recipient's address is not confirmed (`namesForMail`): whoever typed that
 * address may not own it, so the mail then says only what happened, in our words.
 */
export interface CollabMailNames {
	personName: string;
	boardName: string;
}

/** COL: someone invited the reader to collaborate on a board. */
export function boardInviteMail(input: { names: CollabMailNames | null; link: string }): Mail {
	const t = collaboratorsMail();
	const n = input.names;
	const names = n ? { person: n.personName, board: n.boardName, brand: BRAND } : null;
	return compose(
		'board_invite',
		names ? t.inviteSubject(names) : t.inviteSubjectNoNames({ brand: BRAND }),
		[
			names ? t.inviteBody(names) : t.inviteBodyNoNames({ brand: BRAND }),
			t.inviteNote(),
			t.signOff({ brand: BRAND }),
		],
		{ label: t.inviteButton(), href: input.link },
	);
}

/** COL-05: someone asked to join the reader's board. */
export function joinRequestMail(input: { names: CollabMailNames | null; link: string }): Mail {
	const t = collaboratorsMail();
	const n = input.names;
	const names = n ? { person: n.personName, board: n.boardName, brand: BRAND } : null;
	return compose(
		'board_join_request',
		names ? t.joinSubject(names) : t.joinSubjectNoNames({ brand: BRAND }),
		[
			names ? t.joinBody(names) : t.joinBodyNoNames({ brand: BRAND }),
			t.joinNote(),
			t.signOff({ brand: BRAND }),
		],
		{ label: t.joinButton(), href: input.link },
	);
}
