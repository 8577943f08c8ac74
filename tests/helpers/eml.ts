import fs from 'node:fs';

/** A mail as the outbox worker writes it without SMTP (`$DATA_DIR/mail/{id}.eml`). */
export interface MailFile {
	to: string;
	subject: string;
	/** The body, quoted-printable decoded. */
	body: string;
}

function decodeQuotedPrintable(text: string): string {
	return text
		.replace(/=\r?\n/g, '')
		.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Reads one `.eml` file: its `To` and `Subject` headers and its decoded body. */
export function readMailFile(file: string): MailFile {
	const raw = fs.readFileSync(file, 'utf8');
	const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
	const header = (name: string) =>
		head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
	return {
		to: header('To'),
		subject: header('Subject'),
		body: decodeQuotedPrintable(rest.join('\n\n')),
	};
}
