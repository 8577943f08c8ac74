import { afterEach, describe, expect, it } from 'vitest';
import {
	fetchTestTargets,
	parseFetchTestTargets,
	registerFetchTestTargets,
} from '~/lib/platform/security/fetch-test-targets.server.ts';

/**
 * BLD-19's browser test opening: `FETCH_TEST_TARGETS` lets the guarded fetcher of a server
 * started with NODE_ENV=test read a test's picture site on loopback. Anywhere else it answers
 * nothing, and no value can open anything but a loopback address and port.
 */
describe('FETCH_TEST_TARGETS', () => {
	afterEach(() => registerFetchTestTargets([]));

	it('answers nothing unless the operator started the server with NODE_ENV=test', () => {
		const value = '127.0.0.1:4455';
		for (const nodeEnv of [undefined, '', 'production', 'development', 'TEST', ' test', 'tests'])
			expect(parseFetchTestTargets(value, nodeEnv), String(nodeEnv)).toEqual({
				targets: [],
				refused: [],
			});
		expect(parseFetchTestTargets(value, 'test').targets).toEqual([
			{ address: '127.0.0.1', port: 4455 },
		]);
	});

	it('reads comma-separated loopback address:port pairs, IPv6 in brackets', () => {
		expect(parseFetchTestTargets(' 127.0.0.1:4455, 127.0.0.2:80 ,[::1]:65535,', 'test')).toEqual({
			targets: [
				{ address: '127.0.0.1', port: 4455 },
				{ address: '127.0.0.2', port: 80 },
				{ address: '::1', port: 65535 },
			],
			refused: [],
		});
		expect(parseFetchTestTargets(undefined, 'test')).toEqual({ targets: [], refused: [] });
		expect(parseFetchTestTargets('', 'test')).toEqual({ targets: [], refused: [] });
	});

	it('refuses anything but a canonical loopback address with a port, keeping the good entries', () => {
		const bad = [
			'localhost:4455', // a name: resolving it is the fetcher's job, and it could be anything
			'127.0.0.1', // no port
			'127.0.0.1:', // empty port
			'127.0.0.1:0',
			'127.0.0.1:65536',
			'127.0.0.1:04455', // not how a port is written
			'127.0.0.1:44a5',
			'127.1:4455', // odd IPv4 spellings
			'0177.0.0.1:4455',
			'2130706433:4455',
			'0.0.0.0:4455', // reaches the local host on Linux, but is not loopback
			'10.0.0.5:80', // private, public and metadata addresses: never
			'192.168.1.1:80',
			'93.184.216.34:80',
			'169.254.169.254:80',
			'::1:4455', // IPv6 without brackets
			'[::ffff:127.0.0.1]:4455', // IPv4-mapped
			'[::1%lo]:4455', // a zone
			'[127.0.0.1]:4455', // brackets are for IPv6
			'[fe80::1]:4455',
			'http://127.0.0.1:4455',
			'127.0.0.1:4455/path',
			'127.0.0.1 :4455',
		];
		const { targets, refused } = parseFetchTestTargets(
			['127.0.0.1:4455', ...bad].join(','),
			'test',
		);
		expect(targets).toEqual([{ address: '127.0.0.1', port: 4455 }]);
		expect(refused).toEqual(bad.map((b) => b.trim()));
	});

	it('is empty until registered, shared through globalThis, and frozen', () => {
		expect(fetchTestTargets()).toEqual([]);
		registerFetchTestTargets([{ address: '127.0.0.1', port: 4455 }]);
		expect(fetchTestTargets()).toEqual([{ address: '127.0.0.1', port: 4455 }]);
		expect(Object.isFrozen(fetchTestTargets())).toBe(true);
		expect(Object.isFrozen(fetchTestTargets()[0])).toBe(true);
		registerFetchTestTargets([]);
		expect(fetchTestTargets()).toEqual([]);
	});
});
