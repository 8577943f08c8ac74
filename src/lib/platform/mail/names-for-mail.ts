import type { UserRow } from '../db/database.ts';

/**
 * The names a mail to the account's own address may greet with. While the address is not
 * confirmed, whoever typed it may not own it (anyone can sign up with someone else's address,
 * name the account "Win a prize at https://…", and ask for a reset): such mail carries no text
 * a user wrote, so both names are blank and the texts fall back to a neutral greeting.
 */
export function namesForMail(
	user: Pick<UserRow, 'email_verified_at' | 'first_name' | 'username'>,
): { firstName: string; username: string | null } {
	return user.email_verified_at
		? { firstName: user.first_name, username: user.username }
		: { firstName: '', username: null };
}
