/**
 * The benchmark's practical ceiling: a plain `node:http` server that renders the home page and
 * pin pages with the same queries, masonry functions, markup and CSS as the Astro site, but
 * with template literals instead of a framework. Signed-out visitors only, as our pages render
 * them outside the consent-banner countries (the benchmark sends no geo headers: US). It also
 * answers the typeahead (`AdvancedTypeaheadResource` get) with the same service, so the typeahead
 * has a floor too: what this machine gives the same queries without the framework.
 *
 * Run: `PORT=4399 DATA_DIR=… node --import ./scripts/register.ts scripts/bench/plain-server.ts`
 * (the site must be built: the CSS comes from dist/server). Stops on SIGTERM/SIGINT.
 */
import http from 'node:http';
import path from 'node:path';
import { typeaheadItems } from '~/lib/discovery/search/typeahead.service.server.ts';
import { closeDb, dbHandle } from '~/lib/platform/db/client.server.ts';
import { CSRF_COOKIE, newCsrfToken } from '~/lib/platform/http/csrf.server.ts';
import { successBody } from '~/lib/platform/http/envelope.ts';
import { readBuiltAssets } from './built-assets.ts';
import { boardPage, homePage, pinPage } from './plain-pages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const assets = readBuiltAssets(root);
const CSRF_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** The csrftoken cookie our middleware would set, or null when the request already has one. */
function csrfCookie(req: http.IncomingMessage): string | null {
	const match = /(?:^|;\s*)csrftoken=([^;]*)/.exec(req.headers.cookie ?? '');
	if (match && CSRF_TOKEN.test(match[1]!)) return null;
	return `${CSRF_COOKIE}=${newCsrfToken()}; Max-Age=31536000; Path=/; SameSite=Lax`;
}

const TYPEAHEAD = '/resource/AdvancedTypeaheadResource/get/';

/** The typeahead's answer for a signed-out visitor, as our resource gives it. */
async function typeahead(url: URL): Promise<string> {
	const data = JSON.parse(url.searchParams.get('data') ?? '{}') as { options?: { term?: unknown } };
	const term = typeof data.options?.term === 'string' ? data.options.term : '';
	const items = await typeaheadItems(dbHandle().db, { viewer: null, term, tags: new Set() });
	return JSON.stringify(successBody({ items }));
}

async function render(url: URL): Promise<string | null> {
	if (url.pathname === '/') return homePage(url, assets);
	const pin = /^\/pin\/([^/]+)\/?$/.exec(url.pathname);
	if (pin) return pinPage(url, decodeURIComponent(pin[1]!), assets);
	const board = /^\/([^/_][^/]*)\/([^/_][^/]*)\/$/.exec(url.pathname);
	if (board)
		return boardPage(url, decodeURIComponent(board[1]!), decodeURIComponent(board[2]!), assets);
	return null;
}

interface Answer {
	status: number;
	headers: http.OutgoingHttpHeaders;
	body: string;
}

async function answer(url: URL): Promise<Answer> {
	if (url.pathname === TYPEAHEAD) {
		const headers = {
			'content-type': 'application/json; charset=utf-8',
			'cache-control': 'no-store',
		};
		return { status: 200, headers, body: await typeahead(url) };
	}
	const html = await render(url);
	return {
		status: html === null ? 404 : 200,
		headers: { 'content-type': 'text/html' },
		body: html ?? 'Not found',
	};
}

const server = http.createServer((req, res) => {
	const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
	answer(url).then(
		({ status, headers, body }) => {
			headers['x-content-type-options'] = 'nosniff';
			headers['referrer-policy'] = 'strict-origin-when-cross-origin';
			const cookie = csrfCookie(req);
			if (cookie) headers['set-cookie'] = cookie;
			res.writeHead(status, headers);
			res.end(body);
		},
		(error: unknown) => {
			console.error(error);
			res.writeHead(500, { 'content-type': 'text/plain' });
			res.end('Internal error');
		},
	);
});
server.keepAliveTimeout = 5_000;

const port = Number(process.env.PORT ?? 4399);
const host = process.env.HOST ?? 'localhost';
server.listen(port, host, () => {
	console.info(`Plain reference server on http://${host}:${port}/ (${dbHandle().dialect})`);
});

function shutdown(): void {
	server.close(() => void closeDb().then(() => process.exit(0)));
	server.closeIdleConnections();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
