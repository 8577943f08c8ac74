import { describe, expect, it } from 'vitest';
import { loadConfig } from '~/lib/platform/config/config.server.ts';
import {
	isLoopbackHost,
	ourOrigins,
	publicOriginWarning,
} from '~/lib/platform/config/public-origin.server.ts';

/** Which origins are ours, and when the start warns about a missing PUBLIC_ORIGIN (finding 9). */
describe('public origin', () => {
	it('is PUBLIC_ORIGIN only when set, else the loopback origins on PORT', () => {
		expect(
			ourOrigins(loadConfig({ PUBLIC_ORIGIN: 'https://corkboard.example/x', PORT: '80' })),
		).toEqual(['https://corkboard.example']);
		expect(ourOrigins(loadConfig({ PORT: '5000' }))).toEqual([
			'http://localhost:5000',
			'http://127.0.0.1:5000',
			'http://[::1]:5000',
		]);
		expect(ourOrigins(loadConfig({}))).toContain('http://localhost:4321');
	});

	it('refuses a PUBLIC_ORIGIN that is not http(s)', () => {
		expect(() => loadConfig({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGIN/);
	});

	it('tells loopback addresses from others', () => {
		for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'LOCALHOST'])
			expect(isLoopbackHost(host), host).toBe(true);
		for (const host of ['0.0.0.0', '::', '192.168.1.5', 'corkboard.example', '127.0.0.1.evil'])
			expect(isLoopbackHost(host), host).toBe(false);
	});

	it('warns only for a non-loopback HOST without PUBLIC_ORIGIN (a laptop with nothing set is quiet)', () => {
		expect(publicOriginWarning(loadConfig({}))).toBeNull();
		expect(publicOriginWarning(loadConfig({ HOST: '127.0.0.1' }))).toBeNull();
		expect(
			publicOriginWarning(loadConfig({ HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://c.example' })),
		).toBeNull();
		expect(publicOriginWarning(loadConfig({ HOST: '0.0.0.0' }))).toMatch(
			/^HOST is 0\.0\.0\.0 but PUBLIC_ORIGIN is not set\. Set PUBLIC_ORIGIN/,
		);
	});
});
