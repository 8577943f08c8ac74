import { describe, expect, it } from 'vitest';
import { kindOf, MIX, mixedRequests, savesIn } from '../../../scripts/load/mix.ts';
import type { LoadTargets } from '../../../scripts/load/targets.ts';

const targets: LoadTargets = {
	origin: 'http://localhost:4397',
	pinIds: ['11', '12', '13'],
	boardPaths: ['/ann/cakes/'],
	searchTerms: ['lemon'],
	session: { cookie: 'csrftoken=tok; _cb_sess=sess', csrfToken: 'tok' },
	saveBoardIds: ['21', '22'],
};

describe('kindOf', () => {
	it('follows the shares of the mix in any stretch of the run', () => {
		for (const start of [0, 5000]) {
			const counts = new Map<string, number>();
			for (let i = start; i < start + 1000; i++)
				counts.set(kindOf(i), (counts.get(kindOf(i)) ?? 0) + 1);
			for (const { kind, share } of MIX)
				expect(Math.abs(counts.get(kind)! / 1000 - share)).toBeLessThan(0.01);
		}
	});

	it('savesIn bounds the saves of a run', () => {
		let saves = 0;
		for (let i = 0; i < 2400; i++) if (kindOf(i) === 'save') saves++;
		expect(savesIn(2400)).toBeGreaterThanOrEqual(saves);
	});
});

describe('mixedRequests', () => {
	it('signs saves in as a page script would, each (pin, board) pair once, then refuses', () => {
		const build = mixedRequests(targets);
		const saves: string[] = [];
		for (let i = 0; saves.length < 6; i++) {
			const { kind, bytes } = build(i);
			const text = bytes.toString('latin1');
			if (kind !== 'save') {
				expect(text).toMatch(/^GET \/\S* HTTP\/1\.1\r\nHost: localhost:4397\r\n/);
				expect(text).not.toContain('Cookie');
				continue;
			}
			const [head, body] = text.split('\r\n\r\n');
			expect(head).toContain('POST /resource/RepinResource/create/ HTTP/1.1');
			expect(head).toContain('Cookie: csrftoken=tok; _cb_sess=sess');
			expect(head).toContain('X-CSRFToken: tok');
			expect(head).toContain('Origin: http://localhost:4397');
			expect(head).toContain(`Content-Length: ${Buffer.byteLength(body!)}`);
			const { options } = JSON.parse(body!).data;
			saves.push(`${options.pin_id}:${options.board_id}`);
		}
		expect(new Set(saves).size).toBe(6);
		// All six pairs are used: the next save cannot be built.
		expect(() => {
			for (let j = 0; j < 100; j++) build(j);
		}).toThrow(/pairs were saved already/);
	});
});
