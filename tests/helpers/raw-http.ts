import net from 'node:net';
import { bodyOf, responseEnd } from '../../scripts/bench/http-framing.ts';

interface RawAnswer {
	status: number;
	/** The answer said `Connection: close`. */
	closes: boolean;
	body: Buffer;
}

export interface RawExchange {
	/** Writes more of the request (or the next request on the same connection). */
	write(bytes: Buffer | string): void;
	/** The `index`-th whole answer on this connection; rejects when the connection ends first. */
	answer(index?: number): Promise<RawAnswer>;
	/** Resolves when the connection has closed (by either side). */
	closed: Promise<void>;
}

/**
 * One HTTP/1.1 connection driven by hand, for requests that must be in flight at a precise
 * moment: the test writes requests in parts (headers now, the body later) and reads the answers'
 * framing with the load client's own parser.
 */
export async function openRaw(port: number): Promise<RawExchange> {
	const socket = net.connect(port, '127.0.0.1');
	await new Promise<void>((resolve, reject) => {
		socket.once('connect', resolve);
		socket.once('error', reject);
	});
	let buffer = Buffer.alloc(0);
	const answers: RawAnswer[] = [];
	const waiting: { index: number; resolve(a: RawAnswer): void; reject(e: Error): void }[] = [];
	let ended = false;
	const settle = () => {
		for (const w of waiting.splice(0)) {
			if (answers[w.index]) w.resolve(answers[w.index]!);
			else if (ended) w.reject(new Error(`closed before answer ${w.index}: ${buffer}`));
			else waiting.push(w);
		}
	};
	socket.on('data', (chunk: Buffer) => {
		buffer = Buffer.concat([buffer, chunk]);
		for (let done = responseEnd(buffer); done; done = responseEnd(buffer)) {
			answers.push({ status: done.status, closes: done.closes, body: bodyOf(buffer, done) });
			buffer = buffer.subarray(done.end);
		}
		settle();
	});
	socket.on('error', () => {});
	const closed = new Promise<void>((resolve) =>
		socket.once('close', () => {
			ended = true;
			settle();
			resolve();
		}),
	);
	return {
		write: (bytes) => socket.write(bytes),
		answer: (index = 0) =>
			new Promise<RawAnswer>((resolve, reject) => {
				waiting.push({ index, resolve, reject });
				settle();
			}),
		closed,
	};
}

/** Whether a new connection to `port` is refused (nobody listens any more). */
export function connectionRefused(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = net.connect(port, '127.0.0.1');
		socket.once('connect', () => {
			socket.destroy();
			resolve(false);
		});
		socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
	});
}
