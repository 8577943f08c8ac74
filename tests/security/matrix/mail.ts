import fs from 'node:fs';
import path from 'node:path';
import { readMailFile } from '../../helpers/eml.ts';
import type { Actor } from './actors.ts';
import type { World } from './world.ts';

/**
 * Every mail addressed to an actor, as text: the outbox rows (subject and, until the worker
 * sends them, bodies) and the `.eml` files the server's worker wrote (the sent bodies; the
 * outbox drops them once sent). Anonymous has no address.
 */
export async function mailTo(w: World, actor: Actor, dataDir: string): Promise<string> {
	if (actor === 'anonymous') return '';
	const address = w.users[actor].email;
	const rows = await w.db
		.selectFrom('outbox')
		.select(['subject', 'text_body', 'html_body'])
		.where('to_address', '=', address)
		.execute();
	const dir = path.join(dataDir, 'mail');
	const files = fs.existsSync(dir)
		? fs
				.readdirSync(dir)
				.map((name) => readMailFile(path.join(dir, name)))
				.filter((mail) => mail.to.includes(address))
		: [];
	return [
		...rows.map((r) => `${r.subject}\n${r.text_body}\n${r.html_body ?? ''}`),
		...files.map((m) => `${m.subject}\n${m.body}`),
	].join('\n');
}
