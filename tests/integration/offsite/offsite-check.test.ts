import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertOffsiteDomains } from '~/lib/content/offsite/offsite-domains.repository.server.ts';
import { domainStatus } from '~/lib/content/offsite/offsite-domains.server.ts';
import { verifyOffsiteToken } from '~/lib/content/offsite/offsite-link.server.ts';
import { GET } from '~/pages/v3/offsite/index.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let stranger: U;
let publicPin: { id: string; link: string };
let secretPin: { id: string; link: string };
let blockedPin: { id: string; link: string };

interface Answer {
	resource_response: {
		status: string;
		data: { message: string; redirect_status: string; url: string; host: string } | null;
		error?: { code: string; http_status: number; message: string };
	};
}

async function check(query: Record<string, string>, viewer: U | null = null) {
	const response = await callRest(GET, {
		db: t.db,
		path: `/v3/offsite/?${new URLSearchParams(query).toString()}`,
		viewer: viewer ? viewerOf(viewer) : null,
	});
	return { status: response.status, body: (await response.json()) as Answer };
}

/** A pin whose outbound link is `link`. */
async function pinLinking(board: { id: string; owner_id: string }, link: string) {
	const pin = await makePin(t.db, board, { link });
	return { id: pin.id, link };
}

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	stranger = await makeUser(t.db);
	const board = await makeBoard(t.db, owner);
	const secret = await makeBoard(t.db, owner, { privacy: 'secret' });
	publicPin = await pinLinking(board, 'https://shop.example.com/item?id=7');
	secretPin = await pinLinking(secret, 'https://secret-shop.example.com/a');
	blockedPin = await pinLinking(board, 'https://www.blocked.example/deal');
});

afterAll(async () => {
	await t.destroy();
});

describe(`GET /v3/offsite/ (${testDialect()})`, () => {
	it('OUT-01: answers message, redirect_status and url for a listed domain', async () => {
		const { status, body } = await check({
			check_only: 'true',
			url: 'https://blocked.example/page',
			pin_id: publicPin.id,
			client_tracking_params: 'abc',
			aux_data: '{}',
			third_party_ad: 'false',
		});
		expect(status).toBe(200);
		expect(body.resource_response.data).toEqual({
			redirect_status: 'blocked',
			message: expect.stringContaining('blocked'),
			url: 'https://blocked.example/page',
			host: 'blocked.example',
		});
	});

	it('OUT-01: suspicious and porn domains, and subdomains of listed ones, are flagged', async () => {
		const suspicious = await check({ check_only: 'true', url: 'https://suspicious.example/' });
		expect(suspicious.body.resource_response.data?.redirect_status).toBe('suspicious');
		const porn = await check({ check_only: 'true', url: 'http://WWW.Adult.Example./x' });
		expect(porn.body.resource_response.data).toMatchObject({
			redirect_status: 'porn',
			host: 'www.adult.example',
		});
		expect(porn.body.resource_response.data?.message).not.toBe('');
		const deep = await check({ check_only: 'true', url: 'https://a.b.c.bit.ly/xyz' });
		expect(deep.body.resource_response.data?.redirect_status).toBe('suspicious');
	});

	it('OUT-01: an unlisted domain is ok with an empty message; a look-alike is not a subdomain', async () => {
		const ok = await check({ check_only: 'true', url: 'https://example.com/recipe' });
		expect(ok.body.resource_response.data).toEqual({
			redirect_status: 'ok',
			message: '',
			url: 'https://example.com/recipe',
			host: 'example.com',
		});
		const lookAlike = await check({ check_only: 'true', url: 'https://notblocked.example/' });
		expect(lookAlike.body.resource_response.data?.redirect_status).toBe('ok');
	});

	it('OUT-01: refuses javascript:, data:, relative and credentialled urls with OffsiteInvalidUrl', async () => {
		for (const url of [
			'javascript:alert(1)',
			'data:text/html,<b>x</b>',
			'/pin/1/',
			'ftp://files.example.com/',
			'https://user:pw@example.com/',
			'',
		]) {
			const { status, body } = await check({ check_only: 'true', url });
			expect(status, url).toBe(400);
			expect(body.resource_response.error?.code, url).toBe('OffsiteInvalidUrl');
		}
	});

	it('OUT-01: a missing url or an unknown option is refused', async () => {
		expect((await check({ check_only: 'true' })).body.resource_response.error?.code).toBe(
			'InvalidOptions',
		);
		const unknown = await check({ url: 'https://example.com/', redirect: 'https://evil.test' });
		expect(unknown.body.resource_response.error?.code).toBe('InvalidOptions');
		const badPin = await check({ url: 'https://example.com/', pin_id: 'abc' });
		expect(badPin.body.resource_response.error?.code).toBe('InvalidOptions');
	});

	it('OUT-03: without check_only, a readable pin’s own link comes back as a signed /offsite/ path', async () => {
		const { body } = await check({ url: publicPin.link, pin_id: publicPin.id });
		const url = new URL(body.resource_response.data?.url ?? '', 'http://localhost');
		expect(url.pathname).toBe('/offsite/');
		expect(url.searchParams.get('url')).toBe(publicPin.link);
		expect(url.searchParams.get('pin')).toBe(publicPin.id);
		expect(
			verifyOffsiteToken(url.searchParams.get('token') ?? '', publicPin.id, publicPin.link),
		).toBe(true);
	});

	it('OUT-03: never signs a url that is not the pin’s link, a secret pin for a stranger, or a listed link', async () => {
		const other = await check({ url: 'https://evil.test/phish', pin_id: publicPin.id });
		expect(other.body.resource_response.data?.url).toBe('https://evil.test/phish');
		const hidden = await check({ url: secretPin.link, pin_id: secretPin.id }, stranger);
		expect(hidden.body.resource_response.data?.url).toBe(secretPin.link);
		const anonymous = await check({ url: secretPin.link, pin_id: secretPin.id });
		expect(anonymous.body.resource_response.data?.url).toBe(secretPin.link);
		const mine = await check({ url: secretPin.link, pin_id: secretPin.id }, owner);
		expect(mine.body.resource_response.data?.url.startsWith('/offsite/?')).toBe(true);
		const listed = await check({ url: blockedPin.link, pin_id: blockedPin.id }, owner);
		expect(listed.body.resource_response.data).toMatchObject({
			redirect_status: 'blocked',
			url: blockedPin.link,
		});
	});
});

describe(`offsite domain list (${testDialect()})`, () => {
	it('OUT-01: the built-in list is seeded into offsite_domains on first use', async () => {
		await domainStatus(t.db, 'example.com');
		const rows = await t.db
			.selectFrom('offsite_domains')
			.select(['domain', 'status'])
			.where('domain', 'in', ['blocked.example', 'suspicious.example', 'adult.example'])
			.orderBy('domain')
			.execute();
		expect(rows).toEqual([
			{ domain: 'adult.example', status: 'porn' },
			{ domain: 'blocked.example', status: 'blocked' },
			{ domain: 'suspicious.example', status: 'suspicious' },
		]);
	});

	it('OUT-01: rows added to the table count, and the most specific entry wins (ok allows a subdomain)', async () => {
		expect(await domainStatus(t.db, 'scam-shop.test')).toBe('ok');
		await upsertOffsiteDomains(t.db, [
			{ domain: 'scam-shop.test', status: 'blocked', reason: 'moderation' },
			{ domain: 'help.scam-shop.test', status: 'ok', reason: 'support site' },
		]);
		expect(await domainStatus(t.db, 'www.scam-shop.test')).toBe('blocked');
		expect(await domainStatus(t.db, 'help.scam-shop.test')).toBe('ok');
		expect(await domainStatus(t.db, 'docs.help.scam-shop.test')).toBe('ok');
	});
});
