import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config } from '../config/config.server.ts';
import { constantTimeEqual } from './secret-token.server.ts';

let cached: string | undefined;

/**
 * The key for signed links: `SECRET_KEY`, or a random one created once under `DATA_DIR` so a
 * laptop install needs no setting and its links survive restarts.
 */
export function signingKey(): string {
	if (cached) return cached;
	const configured = config().SECRET_KEY;
	if (configured) {
		cached = configured;
		return cached;
	}
	const file = path.join(config().DATA_DIR, 'secret.key');
	try {
		cached = fs.readFileSync(file, 'utf8').trim();
	} catch {
		fs.mkdirSync(path.dirname(file), { recursive: true });
		const fresh = randomBytes(32).toString('base64url');
		try {
			fs.writeFileSync(file, fresh, { flag: 'wx', mode: 0o600 });
			cached = fresh;
		} catch {
			// Another process wrote it first.
			cached = fs.readFileSync(file, 'utf8').trim();
		}
	}
	return cached;
}

/** `payload.signature`, where the payload is base64url JSON; for links that act without login. */
export function signPayload(value: Record<string, unknown>): string {
	const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
	const signature = createHmac('sha256', signingKey()).update(payload).digest('base64url');
	return `${payload}.${signature}`;
}

/** The payload of a signed value, or null when the signature does not match. */
export function verifySignedPayload(signed: string): Record<string, unknown> | null {
	const [payload, signature, extra] = signed.split('.');
	if (!payload || !signature || extra !== undefined || signed.length > 4096) return null;
	const expected = createHmac('sha256', signingKey()).update(payload).digest('base64url');
	if (!constantTimeEqual(signature, expected)) return null;
	try {
		const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
		return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
	} catch {
		return null;
	}
}
