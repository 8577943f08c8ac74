/**
 * `npm run suspend -- <username> [--lift]`: suspends an account (staff action: it can no longer
 * log in and all its sessions end), or lifts the suspension with `--lift`.
 */
import { suspendUser } from '~/lib/identity/auth/suspension.service.server.ts';
import { findUserByUsername } from '~/lib/identity/users/users.repository.server.ts';
import { closeDb, dbHandle } from '~/lib/platform/db/client.server.ts';

const username = process.argv.slice(2).find((a) => !a.startsWith('--'));
const lift = process.argv.includes('--lift');
if (!username) {
	console.error('Usage: npm run suspend -- <username> [--lift]');
	process.exit(2);
}
const { db } = dbHandle();
const user = await findUserByUsername(db, username.toLowerCase());
if (!user) {
	console.error(`No user named ${username}.`);
	await closeDb();
	process.exit(1);
}
if (lift) {
	await db.updateTable('users').set({ status: 'active' }).where('id', '=', user.id).execute();
	console.info(`${user.username} may log in again.`);
} else {
	await suspendUser(db, user.id);
	console.info(`${user.username} is suspended; all its sessions have ended.`);
}
await closeDb();
