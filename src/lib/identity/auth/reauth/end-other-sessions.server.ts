import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../../platform/db/database.ts';
import { enqueueMail } from '../../../platform/mail/outbox.server.ts';
import { BRAND } from '../../../platform/ui/brand.ts';
import { deleteOtherSessions } from '../sessions.repository.server.ts';
import { describeClient } from './client-description.ts';

/** Why other sessions end; picks the notice's wording. */
export type EndReason = 'mfa_on' | 'email_changed';

const WHY: Record<EndReason, string> = {
	mfa_on: 'You turned on two-factor authentication',
	email_changed: 'The email address of your account was changed',
};

/**
 * Ends every session of the account (and the linked-business sessions it opened) except
 * `keepSessionId`, inside the caller's transaction, and mails the account's address a notice
 * listing what was logged out. Nothing is mailed when there was no other session. The caller
 * runs `notifyOutbox()` after commit.
 */
export async function endOtherSessions(
	trx: Kysely<Database>,
	user: Pick<UserRow, 'id' | 'email'>,
	keepSessionId: string,
	reason: EndReason,
): Promise<number> {
	const ended = await deleteOtherSessions(trx, user.id, keepSessionId);
	if (ended.length === 0) return 0;
	const lines = ended
		.sort((a, b) => b.last_used_at.localeCompare(a.last_used_at))
		.slice(0, 20)
		.map((s) => `- ${describeClient(s.client)}, last used ${s.last_used_at.slice(0, 10)}`);
	if (ended.length > lines.length) lines.push(`- and ${ended.length - lines.length} more`);
	await enqueueMail(trx, {
		kind: 'sessions_ended',
		to: user.email,
		userId: user.id,
		subject: `We logged you out of your other ${BRAND} sessions`,
		text: [
			`${WHY[reason]}, so we logged out every other device that was signed in:`,
			'',
			...lines,
			'',
			"If this wasn't you, reset your password from the login page right away.",
		].join('\n'),
	});
	return ended.length;
}
