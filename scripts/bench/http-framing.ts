/**
 * Just enough HTTP/1.1 response framing for the load clients: where a response in a buffer ends
 * (Content-Length or chunked encoding), its status, and whether it closes its connection.
 */

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');

export interface FramedResponse {
	/** Offset just past the response. */
	end: number;
	/** Offset of the body. */
	bodyStart: number;
	status: number;
	/** The response said `Connection: close`: no further request may go on its connection. */
	closes: boolean;
	/** The body is in chunked transfer encoding (see `bodyOf`). */
	chunked: boolean;
	/** `Keep-Alive: timeout=N` in ms: how long the server keeps the idle connection; else null. */
	keepAliveMs: number | null;
}

/** The response at the start of `buffer`, or null while it is incomplete. */
export function responseEnd(buffer: Buffer): FramedResponse | null {
	const headerEnd = buffer.indexOf(HEADER_END);
	if (headerEnd === -1) return null;
	const head = buffer.toString('latin1', 0, headerEnd);
	const status = Number(head.slice(9, 12));
	const closes = /\r\nconnection:\s*close/i.test(head);
	const timeout = /\r\nkeep-alive:[^\r]*timeout=(\d+)/i.exec(head);
	const keepAliveMs = timeout ? Number(timeout[1]) * 1000 : null;
	const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
	const bodyStart = headerEnd + 4;
	if (length) {
		const end = bodyStart + Number(length[1]);
		return buffer.length >= end
			? { end, bodyStart, status, closes, chunked: false, keepAliveMs }
			: null;
	}
	if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
		// An empty chunked body is just the last chunk; otherwise it ends with CRLF 0 CRLF CRLF.
		if (buffer.indexOf('0\r\n\r\n', bodyStart) === bodyStart) {
			return { end: bodyStart + 5, bodyStart, status, closes, chunked: true, keepAliveMs };
		}
		const at = buffer.indexOf(CHUNKED_END, bodyStart);
		if (at === -1) return null;
		return { end: at + CHUNKED_END.length, bodyStart, status, closes, chunked: true, keepAliveMs };
	}
	return { end: bodyStart, bodyStart, status, closes, chunked: false, keepAliveMs };
}

/** The body of a whole response framed by `responseEnd`, with chunked encoding undone. */
export function bodyOf(buffer: Buffer, framed: FramedResponse): Buffer {
	if (!framed.chunked) return buffer.subarray(framed.bodyStart, framed.end);
	const parts: Buffer[] = [];
	let at = framed.bodyStart;
	for (;;) {
		const lineEnd = buffer.indexOf('\r\n', at);
		const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
		if (!(size > 0)) return Buffer.concat(parts);
		parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
		at = lineEnd + 2 + size + 2;
	}
}
