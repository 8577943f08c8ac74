import { describe, expect, it } from 'vitest';
import { loadConfig } from '~/lib/platform/config/config.server.ts';
import {
	isLoopbackHost,
	ourOrigins,
	publicOriginWarning,
	warningBanner,
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

	// Issue 25, point 13: a deployment on 127.0.0.1 behind a proxy, without PUBLIC_ORIGIN, would
	// serve canonicals and og:url on http://127.0.0.1:PORT; the start says so loudly instead.
	it('warns a deployed server on a loopback HOST without PUBLIC_ORIGIN, naming what says "deployed"', () => {
		const loopback = loadConfig({ HOST: '127.0.0.1', PORT: '8080' });
		const warning = publicOriginWarning(loopback, 'production');
		expect(warning).toMatch(
			/^PUBLIC_ORIGIN is not set, but NODE_ENV=production says this is a deployment\. Set PUBLIC_ORIGIN/,
		);
		expect(warning).toContain('http://127.0.0.1:8080');
		expect(warning).toContain('canonical');
		expect(
			publicOriginWarning(
				loadConfig({ TRUST_PROXY: 'true', MEDIA_STORE: 's3', SMTP_URL: 'smtp://m' }),
				undefined,
			),
		).toMatch(/but TRUST_PROXY, MEDIA_STORE=s3, SMTP_URL say/);
		// Quiet on a laptop (NODE_ENV unset or development) and whenever PUBLIC_ORIGIN is set.
		expect(publicOriginWarning(loopback, undefined)).toBeNull();
		expect(publicOriginWarning(loopback, 'development')).toBeNull();
		expect(
			publicOriginWarning(
				loadConfig({ TRUST_PROXY: 'true', PUBLIC_ORIGIN: 'https://c.example' }),
				'production',
			),
		).toBeNull();
	});

	it('frames the warning in lines of at most 80 characters that begin with "Warning:"', () => {
		const banner = warningBanner(publicOriginWarning(loadConfig({ HOST: '0.0.0.0' }))!);
		const lines = banner.split('\n');
		expect(lines[0]).toBe('!'.repeat(80));
		expect(lines.at(-1)).toBe('!'.repeat(80));
		expect(lines[1]).toMatch(/^Warning: HOST is 0\.0\.0\.0 but PUBLIC_ORIGIN is not set\./);
		for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
		expect(lines.slice(1, -1).join(' ')).toBe(
			`Warning: ${publicOriginWarning(loadConfig({ HOST: '0.0.0.0' }))}`,
		);
	});
});
