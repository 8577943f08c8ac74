import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFSITE_DOMAINS } from '~/lib/content/offsite/default-domain-list.ts';
import {
	domainCandidates,
	isWarningStatus,
	mergeDomainLists,
	offsiteMessage,
	parseDomainList,
	parseOutboundUrl,
} from '~/lib/content/offsite/offsite-domain.ts';

describe('parseOutboundUrl', () => {
	it('OUT-01: accepts absolute http(s) urls', () => {
		expect(parseOutboundUrl(' https://Shop.Example.com/a?b=1 ')?.href).toBe(
			'https://shop.example.com/a?b=1',
		);
		expect(parseOutboundUrl('http://example.com')?.hostname).toBe('example.com');
	});

	it('OUT-01: refuses javascript:, data:, other schemes, relative, credentialled and huge urls', () => {
		for (const raw of [
			'javascript:alert(1)',
			'JaVaScRiPt:alert(1)',
			'data:text/html,hi',
			'vbscript:x',
			'ftp://example.com/',
			'mailto:a@example.com',
			'/offsite/',
			'//evil.test/',
			'example.com',
			'https://user:pw@example.com/',
			'',
			'#',
			`https://example.com/${'a'.repeat(2100)}`,
		]) {
			expect(parseOutboundUrl(raw), raw).toBeNull();
		}
	});
});

describe('domainCandidates', () => {
	it('OUT-01: lists the host and every parent domain, longest first', () => {
		expect(domainCandidates('A.b.Blocked.Example.')).toEqual([
			'a.b.blocked.example',
			'b.blocked.example',
			'blocked.example',
			'example',
		]);
	});

	it('OUT-01: an IP address matches only itself', () => {
		expect(domainCandidates('10.0.0.1')).toEqual(['10.0.0.1']);
		expect(domainCandidates('[::1]')).toEqual(['[::1]']);
	});
});

describe('parseDomainList', () => {
	it('OUT-01: reads `domain status [reason]` lines, skipping comments and blanks', () => {
		const text = '# list\n\nSpam.Test  BLOCKED  fake shop  # note\r\nok.spam.test ok\n';
		expect(parseDomainList(text)).toEqual([
			{ domain: 'spam.test', status: 'blocked', reason: 'fake shop' },
			{ domain: 'ok.spam.test', status: 'ok', reason: '' },
		]);
	});

	it('OUT-01: a bad line stops with its source and line number', () => {
		expect(() => parseDomainList('good.test blocked\nbad.test evil', 'list.txt')).toThrow(
			'list.txt:2: status must be one of blocked, suspicious, porn, ok',
		);
		expect(() => parseDomainList('http://x.test blocked', 'list.txt')).toThrow(
			'list.txt:1: "http://x.test" is not a domain',
		);
		expect(() => parseDomainList('lonely.test', 'f')).toThrow('f:1: status');
	});
});

describe('mergeDomainLists', () => {
	it('OUT-01: later lists override earlier ones per domain', () => {
		const merged = mergeDomainLists(
			[{ domain: 'bit.ly', status: 'suspicious', reason: 'shortener' }],
			[{ domain: 'bit.ly', status: 'ok', reason: '' }],
		);
		expect(merged).toEqual([{ domain: 'bit.ly', status: 'ok', reason: '' }]);
	});
});

describe('DEFAULT_OFFSITE_DOMAINS', () => {
	it('OUT-01: a few dozen valid, unique entries including the test domains', () => {
		expect(DEFAULT_OFFSITE_DOMAINS.length).toBeGreaterThanOrEqual(24);
		const text = DEFAULT_OFFSITE_DOMAINS.map((e) => `${e.domain} ${e.status} ${e.reason}`).join(
			'\n',
		);
		expect(parseDomainList(text)).toEqual(DEFAULT_OFFSITE_DOMAINS);
		expect(new Set(DEFAULT_OFFSITE_DOMAINS.map((e) => e.domain)).size).toBe(
			DEFAULT_OFFSITE_DOMAINS.length,
		);
		const byDomain = new Map(DEFAULT_OFFSITE_DOMAINS.map((e) => [e.domain, e.status]));
		expect(byDomain.get('blocked.example')).toBe('blocked');
		expect(byDomain.get('suspicious.example')).toBe('suspicious');
		expect(byDomain.get('adult.example')).toBe('porn');
	});
});

describe('offsiteMessage and isWarningStatus', () => {
	it('OUT-02: the three warning statuses have a message; ok has none', () => {
		for (const status of ['blocked', 'suspicious', 'porn'] as const) {
			expect(isWarningStatus(status)).toBe(true);
			expect(offsiteMessage(status)).toMatch(/Corkboard|spam/);
		}
		expect(isWarningStatus('ok')).toBe(false);
		expect(isWarningStatus('')).toBe(false);
		expect(offsiteMessage('ok')).toBe('');
	});
});
