import { execFileSync } from 'node:child_process';
import dc from 'node:diagnostics_channel';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureBody } from '~/lib/platform/http/envelope.ts';
import {
	type GuardedFetchOptions,
	guardedFetch,
	type ResolvedAddress,
} from '~/lib/platform/security/guarded-fetch.server.ts';
import {
	type FetchRefusal,
	GuardedFetchError,
} from '~/lib/platform/security/guarded-fetch-error.ts';
import type { AddressRange } from '~/lib/platform/security/public-address.ts';

/**
 * The guarded fetcher against real HTTP servers on loopback. `site` (127.0.0.1:P) stands in for a
 * public website through `testOnlyTargets`; `inner4` (127.0.0.2:P) and `inner6` ([::1]:P) are the
 * "internal services" an attacker wants to reach: same port, so only the address check can
 * keep a request away from them. Every connection attempt in this file is recorded.
 */

let port = 0;
let tlsPort = 0;
let site: http.Server;
/** A TLS stand-in with a self-signed certificate for `secure.example`; records the SNI it got. */
let tlsSite: https.Server;
const tlsServerNames: string[] = [];
let inner4: http.Server;
let inner6: http.Server;
const innerHits: string[] = [];
const siteHosts: string[] = [];
/** `ip:port` of every outgoing connection attempt made by this process during the tests. */
const attempts: string[] = [];

function onClientSocket(message: unknown) {
	const { socket } = message as { socket: Socket };
	socket.on('connectionAttempt', (ip: string, p: number) => attempts.push(`${ip}:${p}`));
}

const ZEROS = Buffer.alloc(64 * 1024);

/** The stand-in website: each path is one behaviour. */
function siteHandler(req: http.IncomingMessage, res: http.ServerResponse) {
	siteHosts.push(req.headers.host ?? '');
	const url = new URL(req.url ?? '/', 'http://site');
	const to = url.searchParams.get('to');
	switch (url.pathname) {
		case '/ok':
			res.setHeader('content-type', 'text/plain');
			res.end('hello from the site');
			return;
		case '/redirect':
			res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: to ?? '/' });
			res.end();
			return;
		case '/chain': {
			const n = Number(url.searchParams.get('n'));
			if (n <= 0) res.end('end of chain');
			else res.writeHead(302, { location: `/chain?n=${n - 1}` }).end();
			return;
		}
		case '/drip': {
			// Headers at once, then one byte every 50 ms, forever.
			res.writeHead(200, { 'content-type': 'text/plain' });
			const timer = setInterval(() => res.write('.'), 50);
			res.on('close', () => clearInterval(timer));
			return;
		}
		case '/wait': {
			// Answers after `ms` milliseconds with a redirect to `to` (or a page without one).
			const ms = Number(url.searchParams.get('ms'));
			setTimeout(() => {
				if (to) res.writeHead(302, { location: to }).end();
				else res.end('waited');
			}, ms);
			return;
		}
		case '/stall':
			return; // never answers
		case '/endless': {
			res.writeHead(200, { 'content-type': 'application/octet-stream' });
			const pump = () => {
				while (res.write(ZEROS)) {}
			};
			res.on('drain', pump);
			pump();
			return;
		}
		case '/declared-huge':
			res.writeHead(200, { 'content-length': String(100 * 1024 * 1024) });
			res.write(ZEROS);
			return;
		case '/gzip-small':
			res.writeHead(200, { 'content-encoding': 'gzip' });
			res.end(zlib.gzipSync('compressed hello'));
			return;
		case '/gzip-bomb':
			// 20 MB of zeros in about 20 KB: under any byte cap on the wire, far over it decoded.
			res.writeHead(200, { 'content-encoding': 'gzip' });
			res.end(zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024), { level: 9 }));
			return;
		default:
			res.writeHead(404).end();
	}
}

function listen(server: http.Server | https.Server, host: string, p: number): Promise<number> {
	return new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(p, host, () => resolve((server.address() as AddressInfo).port));
	});
}

beforeAll(async () => {
	dc.subscribe('net.client.socket', onClientSocket);
	site = http.createServer(siteHandler);
	port = await listen(site, '127.0.0.1', 0);
	const inner = (name: string) =>
		http.createServer((req, res) => {
			innerHits.push(`${name} ${req.url}`);
			res.end('internal secret');
		});
	inner4 = inner('inner4');
	inner6 = inner('inner6');
	await listen(inner4, '127.0.0.2', port);
	await listen(inner6, '::1', port);

	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corkboard-tls-'));
	const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
	execFileSync(
		'openssl',
		[
			'req',
			'-x509',
			'-newkey',
			'ec',
			'-pkeyopt',
			'ec_paramgen_curve:prime256v1',
			'-nodes',
			'-keyout',
			key,
			'-out',
			cert,
			'-days',
			'1',
			'-subj',
			'/CN=secure.example',
			'-addext',
			'subjectAltName=DNS:secure.example',
		],
		{ stdio: 'ignore' },
	);
	const credentials = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
	fs.rmSync(dir, { recursive: true, force: true });
	tlsSite = https.createServer(
		{
			...credentials,
			SNICallback: (name, done) => {
				tlsServerNames.push(name);
				done(null, undefined);
			},
		},
		siteHandler,
	);
	tlsPort = await listen(tlsSite, '127.0.0.1', 0);
});

afterAll(async () => {
	dc.unsubscribe('net.client.socket', onClientSocket);
	for (const s of [site, inner4, inner6, tlsSite]) {
		s?.closeAllConnections();
		await new Promise((resolve) => s?.close(resolve));
	}
});

/** Options that make the loopback site (and only it) count as a public website. */
function asWebsite(extra: GuardedFetchOptions = {}): GuardedFetchOptions {
	return { testOnlyTargets: [{ address: '127.0.0.1', port }], timeoutMs: 2000, ...extra };
}

const siteUrl = (path: string) => `http://127.0.0.1:${port}${path}`;
const redirectTo = (to: string, status = 302) =>
	siteUrl(`/redirect?status=${status}&to=${encodeURIComponent(to)}`);

/** A resolver answering from a table (and counting its calls), as DNS would. */
function fakeDns(table: Record<string, string[] | (() => string[])>) {
	const calls: string[] = [];
	const resolve = async (host: string): Promise<ResolvedAddress[]> => {
		calls.push(host);
		const entry = table[host];
		const addresses = typeof entry === 'function' ? entry() : entry;
		if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
		return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
	};
	return { calls, resolve };
}

interface Refusal {
	reason: FetchRefusal;
	code: string;
	range: AddressRange | undefined;
	hop: number;
	error: GuardedFetchError;
	ms: number;
}

async function refusalOf(url: string, options: GuardedFetchOptions): Promise<Refusal> {
	const started = performance.now();
	try {
		await guardedFetch(url, options);
	} catch (error) {
		if (!(error instanceof GuardedFetchError)) throw error;
		const { reason, code, range, hop } = error;
		return { reason, code, range, hop, error, ms: performance.now() - started };
	}
	throw new Error(`expected ${url} to be refused`);
}

/** Counts what each step did: hits on the internal servers and new connection attempts. */
async function sideEffectsOf(work: () => Promise<unknown>) {
	const hits = innerHits.length;
	const tried = attempts.length;
	await work();
	return { innerHits: innerHits.slice(hits), attempts: attempts.slice(tried) };
}

describe('guardedFetch: the stand-in website', () => {
	it('fetches a page from the allowed target and reports where it connected', async () => {
		const res = await guardedFetch(siteUrl('/ok'), asWebsite());
		expect(res.status).toBe(200);
		expect(res.body.toString()).toBe('hello from the site');
		expect(res.headers.get('content-type')).toBe('text/plain');
		expect(res.remoteAddress).toBe('127.0.0.1');
		expect(res.redirects).toEqual([]);
	});

	it('refuses the same server without the test seam: loopback is not public', async () => {
		const r = await refusalOf(`http://127.0.0.1/ok`, {});
		expect([r.reason, r.range, r.code]).toEqual([
			'non-public-address',
			'loopback',
			'FetchHostRefused',
		]);
		expect((await refusalOf(siteUrl('/ok'), {})).reason).toBe('port');
	});

	it('decodes a gzip body', async () => {
		const res = await guardedFetch(siteUrl('/gzip-small'), asWebsite());
		expect(res.body.toString()).toBe('compressed hello');
	});
});

describe('guardedFetch: every redirect is checked again', () => {
	const cases: [string, string, FetchRefusal, AddressRange | undefined][] = [
		[
			'127.0.0.2 on the same port',
			`http://127.0.0.2:PORT/secret`,
			'non-public-address',
			'loopback',
		],
		['::1 on the same port', `http://[::1]:PORT/secret`, 'non-public-address', 'loopback'],
		[
			'the IPv4-mapped ::ffff:127.0.0.1',
			`http://[::ffff:127.0.0.1]:PORT/`,
			'non-public-address',
			'ipv4-mapped',
		],
		['a decimal 127.0.0.2', `http://2130706434:PORT/secret`, 'non-public-address', 'loopback'],
		[
			'cloud metadata',
			'http://169.254.169.254/latest/meta-data/iam/',
			'non-public-address',
			'metadata',
		],
		['AWS metadata over IPv6', 'http://[fd00:ec2::254]/latest/', 'non-public-address', 'metadata'],
		['a private network', 'http://10.0.0.5/', 'non-public-address', 'private'],
		['a file', 'file:///etc/passwd', 'scheme', undefined],
		['gopher', 'gopher://127.0.0.2:6379/_FLUSHALL', 'scheme', undefined],
		['credentials', 'http://admin:admin@example.com/', 'credentials', undefined],
		['another port', 'http://example.com:6379/', 'port', undefined],
	];

	it.each(cases)(
		'refuses a redirect to %s at hop 1, before connecting',
		async (_name, to, reason, range) => {
			const effects = await sideEffectsOf(async () => {
				const r = await refusalOf(redirectTo(to.replace('PORT', String(port))), asWebsite());
				expect([r.reason, r.range, r.hop]).toEqual([reason, range, 1]);
			});
			expect(effects.innerHits).toEqual([]);
			// One connection: the site that sent the redirect. None to the redirect's target.
			expect(effects.attempts).toEqual([`127.0.0.1:${port}`]);
		},
	);

	it('refuses 301, 303, 307 and 308 redirects the same way', async () => {
		for (const status of [301, 303, 307, 308]) {
			const r = await refusalOf(redirectTo(`http://127.0.0.2:${port}/`, status), asWebsite());
			expect([r.reason, r.hop]).toEqual(['non-public-address', 1]);
		}
		expect(innerHits).toEqual([]);
	});

	it('refuses a redirect to a name that resolves to a private address', async () => {
		const dns = fakeDns({ 'intranet.example': ['127.0.0.2'] });
		const r = await refusalOf(
			redirectTo(`http://intranet.example:${port}/`),
			asWebsite({ resolve: dns.resolve }),
		);
		expect([r.reason, r.range, r.hop]).toEqual(['non-public-address', 'loopback', 1]);
		expect(dns.calls).toEqual(['intranet.example']);
		expect(innerHits).toEqual([]);
	});

	it('follows up to five redirects, resolving the name again at every hop', async () => {
		const dns = fakeDns({ 'site.example': ['127.0.0.1'] });
		const options = asWebsite({ resolve: dns.resolve });
		const res = await guardedFetch(`http://site.example:${port}/chain?n=5`, options);
		expect(res.body.toString()).toBe('end of chain');
		expect(res.redirects).toHaveLength(5);
		expect(res.url).toBe(`http://site.example:${port}/chain?n=0`);
		expect(dns.calls).toHaveLength(6);
		expect(siteHosts.at(-1)).toBe(`site.example:${port}`);

		const r = await refusalOf(`http://site.example:${port}/chain?n=6`, options);
		expect([r.reason, r.hop, r.code]).toEqual(['too-many-redirects', 5, 'FetchFailed']);
	});

	it('refuses a redirect loop at the limit', async () => {
		const loop = siteUrl('/redirect?to=%2Fredirect%3Fto%3D%252Fredirect');
		const r = await refusalOf(loop, asWebsite({ maxRedirects: 2 }));
		expect([r.reason, r.hop]).toEqual(['too-many-redirects', 2]);
	});
});

describe('guardedFetch: names are resolved once and every address must be public', () => {
	it('connects to the address it checked, never a second answer (DNS rebinding)', async () => {
		let answers = 0;
		const dns = fakeDns({
			'rebind.example': () => (answers++ === 0 ? ['127.0.0.1'] : ['127.0.0.2']),
		});
		const effects = await sideEffectsOf(async () => {
			const res = await guardedFetch(
				`http://rebind.example:${port}/ok`,
				asWebsite({ resolve: dns.resolve }),
			);
			expect(res.body.toString()).toBe('hello from the site');
			expect(res.remoteAddress).toBe('127.0.0.1');
		});
		expect(dns.calls).toEqual(['rebind.example']);
		expect(effects).toEqual({ innerHits: [], attempts: [`127.0.0.1:${port}`] });
		// The name, not the address, is what the server sees (and what TLS would check).
		expect(siteHosts.at(-1)).toBe(`rebind.example:${port}`);
	});

	it('refuses a name with one public and one private address', async () => {
		const dns = fakeDns({ 'mixed.example': ['127.0.0.1', '10.0.0.7'] });
		const effects = await sideEffectsOf(async () => {
			const r = await refusalOf(
				`http://mixed.example:${port}/ok`,
				asWebsite({ resolve: dns.resolve }),
			);
			expect([r.reason, r.range]).toEqual(['non-public-address', 'private']);
		});
		expect(effects.attempts).toEqual([]);
	});

	it('refuses localhost through the system resolver', async () => {
		const r = await refusalOf('http://localhost/', {});
		expect([r.reason, r.range]).toEqual(['non-public-address', 'loopback']);
	});

	it('refuses metadata.google.internal whether or not it resolves', async () => {
		// On Google Cloud the name resolves to 169.254.169.254; elsewhere it does not resolve.
		const gce = fakeDns({ 'metadata.google.internal': ['169.254.169.254'] });
		const onGce = await refusalOf('http://metadata.google.internal/computeMetadata/v1/', {
			resolve: gce.resolve,
		});
		expect([onGce.reason, onGce.range, onGce.code]).toEqual([
			'non-public-address',
			'metadata',
			'FetchHostRefused',
		]);
		const elsewhere = await refusalOf('http://metadata.google.internal/computeMetadata/v1/', {});
		expect([elsewhere.reason, elsewhere.code]).toEqual(['unresolvable', 'FetchHostRefused']);
		// The two read the same to a client: no oracle for which internal names exist.
		expect(elsewhere.error.detail).toBe(onGce.error.detail);
	});
});

describe('guardedFetch: schemes', () => {
	it.each([
		'file:///etc/passwd',
		'gopher://127.0.0.1:70/_x',
		'ftp://example.com/',
		'data:text/plain,hello',
		'javascript:alert(1)',
	])('refuses %s without a lookup or a connection', async (url) => {
		const dns = fakeDns({});
		const effects = await sideEffectsOf(async () => {
			const r = await refusalOf(url, { resolve: dns.resolve });
			expect([r.reason, r.code]).toEqual(['scheme', 'FetchUrlRefused']);
		});
		expect(dns.calls).toEqual([]);
		expect(effects.attempts).toEqual([]);
	});
});

describe('guardedFetch: deadline and byte cap', () => {
	it('stops a slow-drip body at the deadline', async () => {
		const r = await refusalOf(siteUrl('/drip'), asWebsite({ timeoutMs: 300 }));
		expect([r.reason, r.code]).toEqual(['timeout', 'FetchTimeout']);
		expect(r.ms).toBeGreaterThanOrEqual(290);
		expect(r.ms).toBeLessThan(1500);
	});

	it('stops a server that never answers at the deadline', async () => {
		const r = await refusalOf(siteUrl('/stall'), asWebsite({ timeoutMs: 300 }));
		expect(r.reason).toBe('timeout');
		expect(r.ms).toBeLessThan(1500);
	});

	it('counts the deadline over all redirects, not per hop', async () => {
		// Each hop takes 60% of the deadline: a per-hop deadline would let both through. The
		// margins are wide so that a loaded machine cannot make the first hop miss it on its own.
		const second = `/wait?ms=900`;
		const first = siteUrl(`/wait?ms=900&to=${encodeURIComponent(second)}`);
		const r = await refusalOf(first, asWebsite({ timeoutMs: 1500 }));
		expect([r.reason, r.hop]).toEqual(['timeout', 1]);
	});

	it('stops an endless body at the byte cap', async () => {
		const r = await refusalOf(siteUrl('/endless'), asWebsite({ maxBytes: 1024 * 1024 }));
		expect([r.reason, r.code]).toEqual(['too-large', 'FetchTooLarge']);
		expect(r.ms).toBeLessThan(2000);
	});

	it('refuses a declared length over the cap before reading', async () => {
		const r = await refusalOf(siteUrl('/declared-huge'), asWebsite({ maxBytes: 1024 * 1024 }));
		expect(r.reason).toBe('too-large');
	});

	it('caps the decoded size of a compressed body (gzip bomb)', async () => {
		const r = await refusalOf(siteUrl('/gzip-bomb'), asWebsite({ maxBytes: 1024 * 1024 }));
		expect(r.reason).toBe('too-large');
	});

	it('stops when the caller cancels', async () => {
		const controller = new AbortController();
		setTimeout(() => controller.abort(), 100);
		const r = await refusalOf(siteUrl('/drip'), asWebsite({ signal: controller.signal }));
		expect(r.reason).toBe('aborted');
		expect(r.ms).toBeLessThan(1200);
	});
});

describe('guardedFetch over https', () => {
	it('sends the name as SNI and verifies the certificate (a self-signed one is refused)', async () => {
		const dns = fakeDns({ 'secure.example': ['127.0.0.1'] });
		const r = await refusalOf(`https://secure.example:${tlsPort}/ok`, {
			resolve: dns.resolve,
			testOnlyTargets: [{ address: '127.0.0.1', port: tlsPort }],
		});
		expect([r.reason, r.code]).toEqual(['connect-failed', 'FetchFailed']);
		expect((r.error.cause as NodeJS.ErrnoException).code).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
		expect(tlsServerNames).toEqual(['secure.example']);
	});
});

describe('guardedFetch: what leaves the process', () => {
	it('answers refusals in the envelope without the internal address', async () => {
		const r = await refusalOf(redirectTo('http://10.20.30.40/'), asWebsite());
		const body = JSON.stringify(failureBody(r.error));
		expect(body).toContain('"code":"FetchHostRefused"');
		expect(body).toContain('"http_status":400');
		expect(body).not.toMatch(/10\.20\.30\.40|127\.0\.0\.1|private/);
	});

	it('connected to nothing but the stand-in websites in this whole file', () => {
		expect(attempts.length).toBeGreaterThan(10);
		expect(new Set(attempts)).toEqual(new Set([`127.0.0.1:${port}`, `127.0.0.1:${tlsPort}`]));
		expect(innerHits).toEqual([]);
	});
});
