import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/database.ts';

export async function findUserByUsername(
	db: Kysely<Database>,
	username: string,
): Promise<UserRow | undefined> {
	return db
		.selectFrom('users')
		.selectAll()
		.where('username', '=', username.toLowerCase())
		.executeTakeFirst();
}

export async function findUserByLogin(
	db: Kysely<Database>,
	usernameOrEmail: string,
): Promise<UserRow | undefined> {
	const value = usernameOrEmail.trim().toLowerCase();
	const column = value.includes('@') ? 'email' : 'username';
	return db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
	return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
