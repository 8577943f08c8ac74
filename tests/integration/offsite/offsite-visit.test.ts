import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offsiteHref, offsiteToken } from '~/lib/content/offsite/offsite-link.server.ts';
import { resolveOffsiteVisit } from '~/lib/content/offsite/offsite-visit.server.ts';
import { makeBoard, makePin, makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
let pin: { id: string; link: string };
let board: { id: string; owner_id: string };

/** The query of an `offsiteHref` link, as the interstitial page reads it. */
function paramsOf(href: string) {
	const query = new URL(href, 'http://localhost').searchParams;
	return { token: query.get('token'), url: query.get('url'), pin: query.get('pin') };
}

async function outboundClicks(pinId: string): Promise<number> {
	const row = await t.db
		.selectFrom('pin_stats')
		.select('count')
		.where('pin_id', '=', pinId)
		.where('kind', '=', 'outbound_click')
		.executeTakeFirst();
	return Number(row?.count ?? 0);
}

/** A pin whose outbound link is `link`. */
async function pinLinking(board: { id: string; owner_id: string }, link: string) {
	const pin = await makePin(t.db, board, { link });
	return { id: pin.id, link };
}

beforeAll(async () => {
	t = await createTestDb();
	const owner = await makeUser(t.db);
	board = await makeBoard(t.db, owner);
	pin = await pinLinking(board, 'https://shop.example.com/item?id=7&q=a b');
});

afterAll(async () => {
	await t.destroy();
});

describe(`/offsite/ interstitial (${testDialect()})`, () => {
	it('OUT-03: offsiteHref builds /offsite/?token=…&url=…&pin=…', () => {
		const href = offsiteHref(pin.id, pin.link);
		expect(href.startsWith('/offsite/?')).toBe(true);
		expect(paramsOf(href)).toEqual({
			token: offsiteToken(pin.id, pin.link),
			url: pin.link,
			pin: pin.id,
		});
	});

	it('OUT-03: a signed link redirects to the url and counts an outbound click', async () => {
		const before = await outboundClicks(pin.id);
		const visit = await resolveOffsiteVisit(t.db, paramsOf(offsiteHref(pin.id, pin.link)));
		expect(visit).toEqual({ kind: 'redirect', url: 'https://shop.example.com/item?id=7&q=a%20b' });
		expect(await outboundClicks(pin.id)).toBe(before + 1);
		await resolveOffsiteVisit(t.db, paramsOf(offsiteHref(pin.id, pin.link)));
		expect(await outboundClicks(pin.id)).toBe(before + 2);
	});

	it('OUT-03: a visit that is not a click (HEAD, prefetch) redirects without counting', async () => {
		const before = await outboundClicks(pin.id);
		const visit = await resolveOffsiteVisit(t.db, paramsOf(offsiteHref(pin.id, pin.link)), false);
		expect(visit.kind).toBe('redirect');
		expect(await outboundClicks(pin.id)).toBe(before);
	});

	it('OUT-03: a changed url, a changed pin, a missing or forged token never redirect (no open redirect)', async () => {
		const signed = paramsOf(offsiteHref(pin.id, pin.link));
		const before = await outboundClicks(pin.id);
		const other = await pinLinking(board, 'https://other.example.com/');
		const cases = [
			{ ...signed, url: 'https://evil.test/phish' },
			{ ...signed, pin: other.id },
			{ ...signed, token: null },
			{ ...signed, token: '' },
			{ ...signed, token: `${signed.token}x` },
			{ ...signed, token: offsiteToken(pin.id, 'https://evil.test/phish') },
			{ ...signed, url: null },
		];
		for (const params of cases) {
			const visit = await resolveOffsiteVisit(t.db, params);
			expect(visit.kind, JSON.stringify(params)).toBe('invalid');
		}
		expect(await outboundClicks(pin.id)).toBe(before);
	});

	it('OUT-03: a signed javascript: url is still refused', async () => {
		const href = offsiteHref(pin.id, 'javascript:alert(1)');
		expect(await resolveOffsiteVisit(t.db, paramsOf(href))).toEqual({
			kind: 'invalid',
			reason: 'bad-url',
		});
	});

	it('OUT-02: a signed link to a listed domain shows the warning instead and counts nothing', async () => {
		const risky = await pinLinking(board, 'https://shop.suspicious.example/buy');
		const visit = await resolveOffsiteVisit(t.db, paramsOf(offsiteHref(risky.id, risky.link)));
		expect(visit).toMatchObject({
			kind: 'warning',
			status: 'suspicious',
			host: 'shop.suspicious.example',
			url: 'https://shop.suspicious.example/buy',
		});
		expect(await outboundClicks(risky.id)).toBe(0);
	});

	it('OUT-03: a signed link without a pin, of a deleted pin, or of a changed link never redirects', async () => {
		const loose = await resolveOffsiteVisit(
			t.db,
			paramsOf(offsiteHref('', 'https://example.org/')),
		);
		expect(loose).toEqual({ kind: 'invalid', reason: 'missing' });
		const gone = await pinLinking(board, 'https://gone.example.org/');
		const href = offsiteHref(gone.id, gone.link);
		await t.db.deleteFrom('pins').where('id', '=', gone.id).execute();
		expect(await resolveOffsiteVisit(t.db, paramsOf(href))).toEqual({
			kind: 'invalid',
			reason: 'gone',
		});
		const edited = await pinLinking(board, 'https://before.example.org/');
		const oldHref = offsiteHref(edited.id, edited.link);
		await t.db
			.updateTable('pins')
			.set({ link: 'https://after.example.org/' })
			.where('id', '=', edited.id)
			.execute();
		expect(await resolveOffsiteVisit(t.db, paramsOf(oldHref))).toEqual({
			kind: 'invalid',
			reason: 'gone',
		});
		expect(await outboundClicks(gone.id)).toBe(0);
	});
});
