import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { config } from '../config/config.server.ts';
import { logger } from '../log/logger.server.ts';

export interface MailMessage {
	id: string;
	to: string;
	subject: string;
	text: string;
	html: string | null;
	/** Extra headers (`List-Unsubscribe`, …); absent for most mail. */
	headers?: Record<string, string> | undefined;
}

/** Sends one message; throws when the transport refuses it. */
export type SendMail = (message: MailMessage) => Promise<void>;

/**
 * The configured transport: SMTP when `SMTP_URL` is set; otherwise each message is written as
 * an `.eml` file under `${DATA_DIR}/mail` and its links are logged, so a laptop needs no server.
 */
export function createMailer(): SendMail {
	const { SMTP_URL, MAIL_FROM, mailDir } = config();
	if (SMTP_URL) {
		const transport = nodemailer.createTransport(SMTP_URL);
		return async (m) => {
			await transport.sendMail({
				from: MAIL_FROM,
				to: m.to,
				subject: m.subject,
				text: m.text,
				html: m.html ?? undefined,
				headers: m.headers,
			});
		};
	}
	const transport = nodemailer.createTransport({
		streamTransport: true,
		buffer: true,
		newline: 'unix',
	});
	return async (m) => {
		const info = await transport.sendMail({
			from: MAIL_FROM,
			to: m.to,
			subject: m.subject,
			text: m.text,
			html: m.html ?? undefined,
			headers: m.headers,
			messageId: `<${m.id}@corkboard.local>`,
		});
		await fs.mkdir(mailDir, { recursive: true });
		const file = path.join(mailDir, `${m.id}.eml`);
		await fs.writeFile(file, info.message as Buffer);
		const links = m.text.match(/https?:\/\/\S+/g) ?? [];
		logger.info('mail written', { to: m.to, subject: m.subject, file, links });
	};
}
