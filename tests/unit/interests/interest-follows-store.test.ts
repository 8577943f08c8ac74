import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	$interestFollows,
	setInterestFollow,
} from '~/lib/discovery/interests/client/interest-follows.store.ts';

/** A server answer in the envelope. */
function answer(status: number) {
	const body =
		status === 200
			? { resource_response: { status: 'success', data: {} } }
			: { resource_response: { status: 'failure', error: { code: 'Internal', message: 'x' } } };
	return new Response(JSON.stringify(body), { status });
}

beforeEach(() => {
	vi.stubGlobal('document', { cookie: 'csrftoken=abc' });
	vi.stubGlobal('location', { pathname: '/ideas/x/1/', search: '' });
	$interestFollows.set({});
});
afterEach(() => {
	vi.unstubAllGlobals();
});

describe('setInterestFollow', () => {
	it('FED-07: changes the state at once and keeps it when the server agrees', async () => {
		let release: (r: Response) => void = () => {};
		const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
		vi.stubGlobal('fetch', fetch);
		const done = setInterestFollow('1', true);
		expect($interestFollows.get()['1']).toBe(true);
		release(answer(200));
		await done;
		expect($interestFollows.get()['1']).toBe(true);
		const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
		expect(url).toBe('/resource/InterestFollowResource/create/');
		expect(init.method).toBe('POST');
		expect((init.headers as Record<string, string>)['x-csrftoken']).toBe('abc');
	});

	it('FED-07: reverts silently when the server refuses or the network fails', async () => {
		vi.stubGlobal(
			'fetch',
			vi.fn(async () => answer(500)),
		);
		await expect(setInterestFollow('2', true)).resolves.toBeUndefined();
		expect($interestFollows.get()['2']).toBe(false);
		$interestFollows.setKey('3', true);
		vi.stubGlobal(
			'fetch',
			vi.fn(async () => Promise.reject(new Error('offline'))),
		);
		await setInterestFollow('3', false);
		expect($interestFollows.get()['3']).toBe(true);
	});

	it('keeps state per interest, and an older failure never undoes a newer click', async () => {
		const pending: ((r: Response) => void)[] = [];
		vi.stubGlobal(
			'fetch',
			vi.fn(() => new Promise<Response>((resolve) => pending.push(resolve))),
		);
		const clicks = [
			setInterestFollow('4', true),
			setInterestFollow('4', false),
			setInterestFollow('4', true),
			setInterestFollow('5', true),
		];
		// The first click fails after the third one: the third stands.
		pending[1]!(answer(200));
		pending[2]!(answer(200));
		pending[3]!(answer(200));
		pending[0]!(answer(500));
		await Promise.all(clicks);
		expect($interestFollows.get()).toMatchObject({ '4': true, '5': true });
	});
});
