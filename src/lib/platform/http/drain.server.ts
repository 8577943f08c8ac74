import type http from 'node:http';
import net from 'node:net';

export interface Drain {
	/**
	 * Stops the server: new connections are refused at once, every request that reaches it on an
	 * open connection gets its normal answer with `Connection: close`, and the connections end as
	 * their clients let go. Resolves once all have ended, or after `graceMs`, when the connections
	 * still open are cut; the result is the number of requests cut that way (0 when all finished).
	 * With idle clients it takes the keep-alive time plus Node's buffer (5 + 1 s in `npm start`).
	 */
	close(graceMs: number): Promise<number>;
}

/**
 * Graceful stop of a `node:http` server under load, without losing a request a client has sent.
 * Call before the server gets its first request, then `close()` on SIGTERM.
 *
 * Why not `server.close()`: it stops listening but also ends every keep-alive connection that
 * is idle at that instant, and "idle" includes a connection whose next request the client has
 * already sent but the server has not read yet (the event loop was busy): that request is lost
 * though the client sent it before the signal. Under load this lost several requests per stop
 * in our tests. And a connection busy at that instant stays open after its answer, so a client
 * that keeps sending on it keeps the process alive until the grace deadline cuts it.
 *
 * So only the listening socket is closed (`net.Server`'s close: existing connections stay), and
 * from then on every answer carries `Connection: close`, which ends its connection without a
 * race. A connection nobody sends on ends when its advertised keep-alive time runs out (Node
 * closes it `keepAliveTimeout` plus `keepAliveTimeoutBuffer` after its last answer; clients
 * stop reusing a connection before the `Keep-Alive: timeout` they were given). At that time one
 * sweep ends what is still idle, including connections opened but never used (preconnects),
 * which Node itself would keep until its 60 s headers timeout. The cost: a stop takes up to the
 * keep-alive time longer when clients sit idle.
 */
export function drainable(server: http.Server): Drain {
	const answering = new Set<http.ServerResponse>();
	const sockets = new Set<net.Socket>();
	let stopping = false;
	server.on('connection', (socket: net.Socket) => {
		sockets.add(socket);
		socket.once('close', () => sockets.delete(socket));
	});
	// Prepended, so it runs before the app's handler can write anything.
	server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
		answering.add(res);
		if (stopping) res.setHeader('connection', 'close');
		res.once('close', () => answering.delete(res));
	});
	return {
		async close(graceMs) {
			stopping = true;
			for (const res of answering) if (!res.headersSent) res.setHeader('connection', 'close');
			const closed = new Promise<void>((resolve) =>
				net.Server.prototype.close.call(server, () => resolve()),
			);
			// When Node ends a connection idle since its last answer.
			const keepAlive = server.keepAliveTimeout + (server.keepAliveTimeoutBuffer ?? 1000);
			const sweep = setTimeout(() => {
				server.closeIdleConnections();
				for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
			}, keepAlive);
			let cut = 0;
			const deadline = setTimeout(() => {
				cut = answering.size;
				server.closeAllConnections();
			}, graceMs);
			await closed;
			clearTimeout(sweep);
			clearTimeout(deadline);
			return cut;
		},
	};
}
