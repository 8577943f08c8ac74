import { describe, expect, it } from 'vitest';
import {
	checkOutbound,
	checkPath,
	isNavigableHref,
} from '~/lib/content/offsite/client/outbound-check.ts';
import { offsiteStrings } from '~/lib/content/offsite/offsite-strings.ts';

const envelope = (data: unknown, status = 200) =>
	new Response(JSON.stringify({ resource_response: { status: 'success', data } }), { status });

describe('isNavigableHref', () => {
	it('OUT-05: empty, missing and # hrefs are not navigated', () => {
		expect(isNavigableHref(null)).toBe(false);
		expect(isNavigableHref('')).toBe(false);
		expect(isNavigableHref('#')).toBe(false);
		expect(isNavigableHref('/offsite/?token=a&url=b&pin=1')).toBe(true);
	});
});

describe('checkPath', () => {
	it('OUT-01: asks GET /v3/offsite/ with check_only, pin_id and url', () => {
		const url = new URL(checkPath('123', 'https://a.example/?x=1&y=2'), 'http://localhost');
		expect(url.pathname).toBe('/v3/offsite/');
		expect(Object.fromEntries(url.searchParams)).toEqual({
			check_only: 'true',
			pin_id: '123',
			url: 'https://a.example/?x=1&y=2',
		});
	});
});

describe('checkOutbound', () => {
	it('OUT-01: returns the verdict from the envelope', async () => {
		const data = {
			redirect_status: 'blocked',
			message: 'No.',
			url: 'https://b.example/',
			host: 'b.example',
		};
		let asked = '';
		const verdict = await checkOutbound('1', 'https://b.example/', async (input) => {
			asked = String(input);
			return envelope(data);
		});
		expect(asked).toBe(checkPath('1', 'https://b.example/'));
		expect(verdict).toEqual(data);
	});

	it('OUT-04: a failed check (network error, error status, odd body, timeout) gives null', async () => {
		const failing: (typeof fetch)[] = [
			async () => {
				throw new TypeError('Failed to fetch');
			},
			async () => envelope(null, 500),
			async () => new Response('<html>', { status: 200 }),
			async () => new Response('{}', { status: 200 }),
			(_input, init) =>
				new Promise((_resolve, reject) => {
					init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
				}),
		];
		for (const fetchFn of failing) {
			expect(await checkOutbound('1', 'https://a.example/', fetchFn, 20)).toBeNull();
		}
	});
});

describe('offsiteStrings', () => {
	it('OUT-02: the modal strings are exactly the spec’s', () => {
		expect(offsiteStrings()).toEqual({
			headsUp: 'Heads up!',
			blocked: 'We have blocked this link',
			learnMore: 'Learn more',
			okay: 'Okay',
		});
	});
});
