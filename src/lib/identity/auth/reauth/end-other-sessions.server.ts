import type { Kysely } from 'kysely';
import mailMessages from '~/messages/mail/index.ts';
import type { Database, UserRow } from '../../../platform/db/database.ts';
import { formatDate } from '../../../platform/i18n/format.ts';
import { escapeHtml, mailDocument, mailParagraph } from '../../../platform/mail/mail-html.ts';
import { inMailLanguage } from '../../../platform/mail/mail-language.server.ts';
import { enqueueMail } from '../../../platform/mail/outbox.server.ts';
import { BRAND } from '../../../platform/ui/brand.ts';
import { deleteOtherSessions } from '../sessions.repository.server.ts';
import { describeClient } from './client-description.ts';

/** Why other sessions end; picks the notice's wording. */
export type EndReason = 'mfa_on' | 'email_changed';

/** The notice listing the ended sessions, in the current language. */
function sessionsEndedMail(
	ended: { client: string | null; last_used_at: string }[],
	reason: EndReason,
): { subject: string; text: string; html: string } {
	const t = mailMessages();
	const lines = ended
		.sort((a, b) => b.last_used_at.localeCompare(a.last_used_at))
		.slice(0, 20)
		.map((s) =>
			t.sessionsEndedSession({
				device: describeClient(s.client),
				date: formatDate(s.last_used_at, { dateStyle: 'medium', timeZone: 'UTC' }),
			}),
		);
	if (ended.length > lines.length) {
		lines.push(t.sessionsEndedMore({ count: ended.length - lines.length }));
	}
	const why = reason === 'mfa_on' ? t.sessionsEndedMfaOn() : t.sessionsEndedEmailChanged();
	const outro = t.sessionsEndedOutro();
	return {
		subject: t.sessionsEndedSubject({ brand: BRAND }),
		text: [why, '', ...lines.map((line) => `- ${line}`), '', outro].join('\n'),
		html: mailDocument(
			[
				mailParagraph(why),
				`<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
				mailParagraph(outro),
			].join(''),
		),
	};
}

/**
 * Ends every session of the account (and the linked-business sessions it opened) except
 * `keepSessionId`, inside the caller's transaction, and mails the account's address a notice
 * listing what was logged out, in the account's language. Nothing is mailed when there was no
 * other session. The caller runs `notifyOutbox()` after commit.
 */
export async function endOtherSessions(
	trx: Kysely<Database>,
	user: Pick<UserRow, 'id' | 'email' | 'locale'>,
	keepSessionId: string,
	reason: EndReason,
): Promise<number> {
	const ended = await deleteOtherSessions(trx, user.id, keepSessionId);
	if (ended.length === 0) return 0;
	await enqueueMail(trx, {
		kind: 'sessions_ended',
		to: user.email,
		userId: user.id,
		...inMailLanguage(user.locale, () => sessionsEndedMail(ended, reason)),
	});
	return ended.length;
}
