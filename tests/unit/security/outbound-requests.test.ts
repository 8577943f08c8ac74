import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A lint for SSRF: server-side code may open outbound connections only in the files listed
 * here, each with the reason its destination never comes from a user. A URL a user supplied is
 * fetched through `src/lib/platform/security/guarded-fetch.server.ts` and nothing else
 * (src/lib/platform/security/README.md). Adding a `fetch(` or an `http.get(` to a page, an endpoint or a
 * `*.server.ts` file fails this test until it goes through the fetcher or is listed with a reason.
 */
const OUTBOUND_CLIENTS: Record<string, string> = {
	'src/lib/platform/security/guarded-fetch.server.ts':
		'the guarded fetcher: the one way to fetch a user-supplied URL',
	'src/lib/platform/media/s3-media-store.server.ts':
		'AWS SDK to the configured S3_BUCKET / S3_ENDPOINT; object keys are chosen by the server',
	'src/lib/platform/mail/mailer.server.ts': 'nodemailer to the configured SMTP_URL',
	'src/lib/social/push/push-transport.server.ts':
		'web push to a subscription endpoint: the guarded fetcher rules (https, every resolved address public, the socket pinned to them)',
	'src/lib/platform/security/rate-limit.server.ts': 'ioredis to the configured REDIS_URL',
	'src/lib/platform/db/client.server.ts': 'pg to the configured DATABASE_URL',
	'src/lib/platform/http/drain.server.ts':
		'not a client: closes our own listening socket on shutdown (net.Server), opens no connection',
	'src/lib/platform/config/config.server.ts':
		'not a client: `isIP` from node:net checks the settings that name addresses, opens no connection',
	'src/lib/platform/http/proxy-trust.server.ts':
		'not a client: `BlockList`/`isIP` from node:net match TRUSTED_PROXIES, open no connection',
};

/** What opens a connection: global fetch, Node's network modules, and network client packages. */
const OUTBOUND_PATTERNS: [string, RegExp][] = [
	['global fetch(', /(?<![\w.$])fetch\s*\(/],
	['globalThis.fetch', /\b(?:globalThis|self|window)\.fetch\b/],
	['http.request/http.get', /\bhttps?2?\.(?:request|get|connect)\s*\(/],
	['new WebSocket', /\bnew\s+WebSocket\s*\(/],
	[
		'a network module or client package',
		/(?<!import\s+type\s[^;]*)from\s+['"](?:node:)?(?:http|https|http2|net|tls|dgram|undici|nodemailer|ioredis|pg|@aws-sdk\/[\w-]+)['"]/,
	],
	[
		'a dynamic import of a network module',
		/import\(\s*['"](?:node:)?(?:http|https|http2|net|tls|undici)['"]/,
	],
];

const ROOT = path.resolve(import.meta.dirname, '../../..');

function filesUnder(dir: string): string[] {
	return fs
		.readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/** Server-side code: `*.server.ts`, routes (an `.astro` page's frontmatter only), the middleware, `lib/platform/db`. */
function serverSource(file: string): string | null {
	const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
	if (file.startsWith('src/pages/') && file.endsWith('.astro')) {
		return /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
	}
	const serverSide =
		file.endsWith('.server.ts') ||
		(file.startsWith('src/pages/') && file.endsWith('.ts')) ||
		file === 'src/middleware.ts' ||
		file.startsWith('src/lib/platform/db/');
	return serverSide ? text : null;
}

/** Source without comments, so prose that mentions `fetch()` does not count. */
function withoutComments(text: string): string {
	return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

/** [file, what it does] for every outbound call in server-side code. */
function outboundUses(): [string, string][] {
	const found: [string, string][] = [];
	for (const file of filesUnder('src')) {
		const source = serverSource(file);
		if (source === null) continue;
		const code = withoutComments(source);
		for (const [what, pattern] of OUTBOUND_PATTERNS)
			if (pattern.test(code)) found.push([file, what]);
	}
	return found;
}

describe('outbound connections from server-side code', () => {
	const uses = outboundUses();

	it('happen only in the listed clients (user URLs go through the guarded fetcher)', () => {
		const unlisted = uses.filter(([file]) => !(file in OUTBOUND_CLIENTS));
		expect(unlisted).toEqual([]);
	});

	it('lists no client that no longer connects anywhere', () => {
		const connecting = new Set(uses.map(([file]) => file));
		expect(Object.keys(OUTBOUND_CLIENTS).filter((file) => !connecting.has(file))).toEqual([]);
	});

	it('recognises the ways code opens connections', () => {
		const flagged = (code: string) =>
			OUTBOUND_PATTERNS.some(([, pattern]) => pattern.test(withoutComments(code)));
		for (const code of [
			'const res = await fetch(url);',
			'await globalThis.fetch(url)',
			"import http from 'node:http'; http.get(url);",
			"import { request } from 'https';",
			"import { Agent } from 'undici';",
			"const net = await import('node:net');",
		]) {
			expect(flagged(code), code).toBe(true);
		}
		for (const code of [
			"import type http from 'node:http';",
			'// built from fetch() responses',
			'prefetch(url); cache.fetch(key);',
			"const u = 'https://example.com/'; // a url",
		]) {
			expect(flagged(code), code).toBe(false);
		}
	});
});
