import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFetchTestTargets } from '~/lib/platform/security/fetch-test-targets.server.ts';
import { translateCommentForApi } from '~/lib/social/comments/translate-comment.operation.server.ts';
import { libreTranslator } from '~/lib/social/comments/translator.server.ts';
import * as translateRoute from '~/pages/v3/aggregated_comments/[id]/translate/index.ts';
import type { Envelope } from '../../helpers/resource-call.ts';
import { callRest } from '../../helpers/rest.ts';
import { as, call, dialect, pinOf, posted, type U, w } from './comments-world.ts';

/**
 * CMT-06 with a fake LibreTranslate server on loopback: `POST /translate` with `{q, source,
 * target, format, api_key}` answering `{translatedText}`. The app reaches it through the
 * guarded fetcher only because the test registers its exact address and port.
 */
const requests: Record<string, unknown>[] = [];
let server: http.Server;
let base = '';
let port = 0;

// The app's configured translator (`TRANSLATE_URL`) is read when first asked; set it first.
beforeAll(async () => {
	server = http.createServer((req, res) => {
		let body = '';
		req.on('data', (chunk) => {
			body += chunk;
		});
		req.on('end', () => {
			const json = JSON.parse(body) as Record<string, unknown>;
			requests.push({
				path: req.url,
				method: req.method,
				type: req.headers['content-type'],
				...json,
			});
			if (json.q === 'fail me') {
				res.writeHead(500).end('{}');
				return;
			}
			res.writeHead(200, { 'content-type': 'application/json' });
			res.end(JSON.stringify({ translatedText: `[${json.target}] ${json.q}` }));
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	port = (server.address() as AddressInfo).port;
	base = `http://127.0.0.1:${port}`;
	process.env.TRANSLATE_URL = base;
	process.env.TRANSLATE_API_KEY = 'secret-key';
	registerFetchTestTargets([{ address: '127.0.0.1', port }]);
});
afterAll(async () => {
	registerFetchTestTargets([]);
	delete process.env.TRANSLATE_URL;
	delete process.env.TRANSLATE_API_KEY;
	await new Promise((resolve) => server?.close(resolve));
});

async function translate(u: U | null, id: string, language: string) {
	const res = await callRest(translateRoute.GET, {
		db: w.t.db,
		path: `/v3/aggregated_comments/${id}/translate/?language=${language}`,
		viewer: as(u),
		params: { id },
	});
	return {
		status: res.status,
		r: ((await res.json()) as { resource_response: Envelope['r'] }).resource_response,
	};
}

describe(`CMT-06 translation on ${dialect()}`, () => {
	it('CMT-06: translates through the configured server, caches per language, and an edit clears the cache', async () => {
		const pin = await pinOf(w.ann);
		const id = await posted(w.bob, pin.id, 'Guten Morgen');
		const feed = await call('AggregatedCommentFeedResource', 'get', { pin_id: pin.id }, null);
		expect(feed.r.data[0].can_translate).toBe(true);
		const first = await translate(null, id, 'en');
		expect(first.status).toBe(200);
		expect(first.r.data).toBe('[en] Guten Morgen');
		expect(requests.at(-1)).toEqual({
			path: '/translate',
			method: 'POST',
			type: 'application/json',
			q: 'Guten Morgen',
			source: 'auto',
			target: 'en',
			format: 'text',
			api_key: 'secret-key',
		});
		const before = requests.length;
		expect((await translate(w.cat, id, 'en')).r.data).toBe('[en] Guten Morgen');
		expect(requests.length).toBe(before);
		expect((await translate(w.cat, id, 'ja')).r.data).toBe('[ja] Guten Morgen');
		expect(requests.length).toBe(before + 1);
		await call(
			'AggregatedCommentResource',
			'update',
			{ commentId: id, text: 'Guten Abend' },
			w.bob,
		);
		expect((await translate(null, id, 'en')).r.data).toBe('[en] Guten Abend');
		const cached = await w.t.db
			.selectFrom('comment_translations')
			.select(['language', 'text'])
			.where('comment_id', '=', id)
			.execute();
		expect(cached).toEqual([{ language: 'en', text: '[en] Guten Abend' }]);
	});

	it('CMT-06: a failing translator answers an error and caches nothing; a bad language is refused', async () => {
		const pin = await pinOf(w.ann);
		const id = await posted(w.bob, pin.id, 'fail me');
		const res = await translate(null, id, 'de');
		expect(res.status).toBe(502);
		expect(res.r.error.code).toBe('TranslationFailed');
		expect(
			await w.t.db
				.selectFrom('comment_translations')
				.select('text')
				.where('comment_id', '=', id)
				.execute(),
		).toEqual([]);
		expect((await translate(null, id, 'de;drop')).r.error.code).toBe('InvalidOptions');
	});

	it('CMT-06: comments the reader cannot see are not translated (secret pin)', async () => {
		const id = await posted(w.ann, w.secretPin.id, 'geheim');
		const before = requests.length;
		const res = await translate(w.bob, id, 'en');
		expect(res.status).toBe(404);
		expect(res.r.error.message).toBe('Could not find comment');
		expect(requests.length).toBe(before);
	});

	it('CMT-06: no translator configured: an error; a private address is refused by the guarded fetcher', async () => {
		const pin = await pinOf(w.ann);
		const id = await posted(w.bob, pin.id, 'hola');
		await expect(translateCommentForApi(w.t.db, null, id, 'en', null)).rejects.toMatchObject({
			code: 'TranslationUnavailable',
		});
		const before = requests.length;
		// The same loopback server without the test's registration: the fetcher refuses it.
		const unguarded = libreTranslator(base);
		await expect(translateCommentForApi(w.t.db, null, id, 'en', unguarded)).rejects.toMatchObject({
			code: 'TranslationFailed',
		});
		expect(requests.length).toBe(before);
	});
});
