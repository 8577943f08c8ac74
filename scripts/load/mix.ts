/**
 * The traffic mix of the load test: signed-out page views (home, pin, board, search) and
 * signed-in saves (`RepinResource` create with the session cookie, CSRF cookie and header, and
 * our Origin), each as the raw bytes the open-loop client sends.
 */
import type { LoadRequest } from '../bench/open-loop.ts';
import type { LoadTargets } from './targets.ts';

export type Kind = 'home' | 'pin' | 'board' | 'search' | 'save';

/** Shares of the mix, summing to 1. */
export const MIX: readonly { kind: Kind; share: number }[] = [
	{ kind: 'home', share: 0.2 },
	{ kind: 'pin', share: 0.35 },
	{ kind: 'board', share: 0.15 },
	{ kind: 'search', share: 0.15 },
	{ kind: 'save', share: 0.15 },
];

/**
 * The kind of request i: golden-ratio steps through the shares, so every stretch of the run has
 * the mix's proportions (no seed, no bursts of one kind).
 */
export function kindOf(i: number): Kind {
	const x = (i * 0.618_033_988_75) % 1;
	let edge = 0;
	for (const { kind, share } of MIX) {
		edge += share;
		if (x < edge) return kind;
	}
	return MIX.at(-1)!.kind;
}

/** Saves a run of `requests` requests makes (an upper bound, for sizing the boards). */
export function savesIn(requests: number): number {
	const share = MIX.find((m) => m.kind === 'save')!.share;
	return Math.ceil(requests * share * 1.05) + 10;
}

/** Builds the requests of a run; saves take (pin, board) pairs in turn, each once. */
export function mixedRequests(t: LoadTargets): (i: number) => LoadRequest {
	const host = new URL(t.origin).host;
	const get = (path: string) =>
		Buffer.from(
			`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`,
			'latin1',
		);
	const pairs = t.pinIds.length * t.saveBoardIds.length;
	let saves = 0;
	const save = (): Buffer => {
		if (saves >= pairs) throw new Error(`All ${pairs} (pin, board) pairs were saved already`);
		const pinId = t.pinIds[saves % t.pinIds.length]!;
		const boardId = t.saveBoardIds[Math.floor(saves / t.pinIds.length)]!;
		saves++;
		const data = { options: { pin_id: pinId, board_id: boardId }, context: {} };
		const body = Buffer.from(JSON.stringify({ source_url: `/pin/${pinId}/`, data }));
		const head =
			`POST /resource/RepinResource/create/ HTTP/1.1\r\nHost: ${host}\r\n` +
			`Connection: keep-alive\r\nCookie: ${t.session.cookie}\r\n` +
			`X-CSRFToken: ${t.session.csrfToken}\r\nOrigin: ${t.origin}\r\n` +
			`Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
		return Buffer.concat([Buffer.from(head, 'latin1'), body]);
	};
	return (i) => {
		const kind = kindOf(i);
		const pick = <T>(list: T[]) => list[i % list.length]!;
		switch (kind) {
			case 'home':
				return { kind, bytes: get('/') };
			case 'pin':
				return { kind, bytes: get(`/pin/${pick(t.pinIds)}/`) };
			case 'board':
				return { kind, bytes: get(pick(t.boardPaths)) };
			case 'search':
				return { kind, bytes: get(`/search/pins/?q=${encodeURIComponent(pick(t.searchTerms))}`) };
			case 'save':
				return { kind, bytes: save() };
		}
	};
}
