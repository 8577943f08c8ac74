import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { readMailFile } from '../../helpers/eml.ts';

/** Where the e2e server writes mail (`$DATA_DIR/mail`, the default transport). */
const MAIL_DIR = path.join(process.env.E2E_DATA_DIR ?? '.e2e-data', 'mail');

/**
 * Waits for a mail to `address` whose subject matches, as the outbox worker writes it, and
 * returns the first link in it that matches `link`.
 */
export async function linkFromMail(
	address: string,
	subject: RegExp,
	link: RegExp,
	mailDir = MAIL_DIR,
): Promise<string> {
	let found = '';
	await expect
		.poll(
			() => {
				if (!fs.existsSync(mailDir)) return '';
				for (const name of fs.readdirSync(mailDir).sort().reverse()) {
					const mail = readMailFile(path.join(mailDir, name));
					if (!mail.to.includes(address) || !subject.test(mail.subject)) continue;
					found = mail.body.match(link)?.[0] ?? '';
					if (found) return found;
				}
				return '';
			},
			{ timeout: 15_000 },
		)
		.not.toBe('');
	return found;
}
