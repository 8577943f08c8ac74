import { createHash } from 'node:crypto';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { describe, expect, it } from 'vitest';
import {
	contentSecurityPolicy,
	policySources,
	scriptHash,
} from '~/lib/platform/security/content-security-policy.server.ts';
import { INLINE_SCRIPTS } from '~/lib/platform/security/inline-scripts.ts';

describe('scriptHash', () => {
	it('is the CSP source a browser computes: sha256- and the base64 digest of the UTF-8 text', () => {
		expect(scriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
		const text = "document.title='é'";
		expect(scriptHash(text)).toBe(
			`sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}`,
		);
	});
});

describe('policySources', () => {
	it("allows Astro's island bootstrap and every script in INLINE_SCRIPTS", () => {
		const { scriptHashes } = policySources();
		expect(scriptHashes).toContain(scriptHash(islandScript));
		expect(scriptHashes).toContain(scriptHash(idleDirective));
		for (const text of Object.values(INLINE_SCRIPTS))
			expect(scriptHashes).toContain(scriptHash(text));
	});
});

describe('contentSecurityPolicy', () => {
	it('gives AMP pages their own policy and every other page the page policy', () => {
		expect(contentSecurityPolicy('/amp/pin/1/')).toMatch(
			/script-src https:\/\/cdn\.ampproject\.org\//,
		);
		expect(contentSecurityPolicy('/pin/1/')).toContain(`'${scriptHash(islandScript)}'`);
		expect(contentSecurityPolicy('/pin/1/')).toContain("frame-ancestors 'none'");
	});
});
