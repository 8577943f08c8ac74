import {
	createDecipheriv,
	createECDH,
	createHmac,
	createPublicKey,
	type ECDH,
	randomBytes,
	verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local push service for tests (issue 28: "a local push endpoint in the test decrypts it and
 * checks its payload"). Each subscriber is made as a browser makes one: a P-256 key pair and a
 * 16-byte auth secret; `subscription(name)` gives their public parts and an endpoint on this
 * server. Every POST is recorded and its body decrypted (aes128gcm, RFC 8188 and RFC 8291) with
 * node:crypto ECDH and HKDF (HMAC-SHA-256), and its VAPID `Authorization` (RFC 8292) checked:
 * the JWT's ES256 signature against the `k` key, its `aud` against this server's origin.
 *
 * `answerWith(status)` makes the next pushes answer that status (404/410: the subscription is
 * gone; 500: a failure to retry); the default is 201 Created, as push services answer.
 */

interface ReceivedPush {
	subscriber: string;
	status: number;
	ttl: string | undefined;
	contentEncoding: string | undefined;
	/** The decrypted body as text, or null when it could not be decrypted. */
	text: string | null;
	/** The decrypted body as JSON, or null. */
	json: unknown;
	vapid: { valid: boolean; aud?: string | undefined; sub?: string | undefined; key?: string };
}

interface BrowserSubscription {
	endpoint: string;
	keys: { p256dh: string; auth: string };
}

export interface PushReceiver {
	origin: string;
	port: number;
	/** Makes (once) a subscriber with its own keys and returns what a browser would send us. */
	subscription(name: string): BrowserSubscription;
	received: ReceivedPush[];
	answerWith(status: number): void;
	waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
	close(): Promise<void>;
}

interface Subscriber {
	ecdh: ECDH;
	auth: Buffer;
}

function hmac(key: Buffer, data: Buffer): Buffer {
	return createHmac('sha256', key).update(data).digest();
}

/** Decrypts one aes128gcm body for the subscriber (RFC 8291 §3.4, one record). */
function decryptPushBody(body: Buffer, uaPrivate: ECDH, authSecret: Buffer): Buffer {
	const salt = body.subarray(0, 16);
	const idLength = body[20]!;
	const asPublic = body.subarray(21, 21 + idLength);
	const ciphertext = body.subarray(21 + idLength);
	const uaPublic = uaPrivate.getPublicKey();
	const ecdhSecret = uaPrivate.computeSecret(asPublic);
	const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
	const prkKey = hmac(authSecret, ecdhSecret);
	const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
	const prk = hmac(salt, ikm);
	const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
	const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
	const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
	decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
	const padded = Buffer.concat([
		decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
		decipher.final(),
	]);
	// The last record ends with the delimiter 0x02 followed by zero padding.
	let end = padded.length - 1;
	while (end >= 0 && padded[end] === 0) end -= 1;
	if (padded[end] !== 2) throw new Error('bad padding delimiter');
	return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (ES256 over the JWT's first two parts). */
function checkVapid(header: string | undefined): ReceivedPush['vapid'] {
	const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
	if (!m) return { valid: false };
	const [jwt, key] = [m[1]!, m[2]!];
	const [head, claims, signature] = jwt.split('.');
	if (!head || !claims || !signature) return { valid: false };
	const raw = Buffer.from(key, 'base64url');
	const publicKey = createPublicKey({
		key: {
			kty: 'EC',
			crv: 'P-256',
			x: raw.subarray(1, 33).toString('base64url'),
			y: raw.subarray(33, 65).toString('base64url'),
		},
		format: 'jwk',
	});
	const valid = verify(
		'sha256',
		Buffer.from(`${head}.${claims}`),
		{ key: publicKey, dsaEncoding: 'ieee-p1363' },
		Buffer.from(signature, 'base64url'),
	);
	const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
		aud?: string;
		sub?: string;
	};
	return { valid, aud: parsed.aud, sub: parsed.sub, key };
}

export async function startPushReceiver(): Promise<PushReceiver> {
	const subscribers = new Map<string, Subscriber>();
	const received: ReceivedPush[] = [];
	const waiters = new Set<() => void>();
	let status = 201;
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
			const subscriber = subscribers.get(name);
			let text: string | null = null;
			let json: unknown = null;
			if (subscriber && req.method === 'POST') {
				try {
					text = decryptPushBody(Buffer.concat(chunks), subscriber.ecdh, subscriber.auth).toString(
						'utf8',
					);
					json = JSON.parse(text);
				} catch {
					// left null: the test sees it could not be read
				}
			}
			received.push({
				subscriber: name,
				status,
				ttl: req.headers.ttl as string | undefined,
				contentEncoding: req.headers['content-encoding'],
				text,
				json,
				vapid: checkVapid(req.headers.authorization),
			});
			res.writeHead(status).end();
			for (const wake of waiters) wake();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const port = (server.address() as AddressInfo).port;
	const origin = `http://127.0.0.1:${port}`;
	return {
		origin,
		port,
		received,
		subscription(name) {
			let subscriber = subscribers.get(name);
			if (!subscriber) {
				const ecdh = createECDH('prime256v1');
				ecdh.generateKeys();
				subscriber = { ecdh, auth: randomBytes(16) };
				subscribers.set(name, subscriber);
			}
			return {
				endpoint: `${origin}/push/${encodeURIComponent(name)}`,
				keys: {
					p256dh: subscriber.ecdh.getPublicKey().toString('base64url'),
					auth: subscriber.auth.toString('base64url'),
				},
			};
		},
		answerWith(next) {
			status = next;
		},
		waitFor(count, timeoutMs = 10_000) {
			return new Promise((resolve, reject) => {
				const check = () => {
					if (received.length < count) return;
					waiters.delete(check);
					clearTimeout(timer);
					resolve(received.slice());
				};
				const timer = setTimeout(() => {
					waiters.delete(check);
					reject(new Error(`waited for ${count} pushes, got ${received.length}`));
				}, timeoutMs);
				waiters.add(check);
				check();
			});
		},
		close() {
			return new Promise((resolve) => server.close(() => resolve()));
		},
	};
}
