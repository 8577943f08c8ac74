import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

/** Content types of the files a build puts in `dist/client`. */
const TYPES: Record<string, string> = {
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.txt': 'text/plain; charset=utf-8',
	'.json': 'application/json',
	'.webmanifest': 'application/manifest+json',
	'.ico': 'image/x-icon',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.webp': 'image/webp',
	'.woff2': 'font/woff2',
	'.xml': 'application/xml',
	'.html': 'text/html; charset=utf-8',
};

interface StaticFile {
	file: string;
	size: number;
	etag: string;
	type: string;
	cacheControl: string;
}

export type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Serves the build's client files (`/_astro/…` hashed assets, and `public/` files) from a map
 * made once at start, and hands every other request to `next` without touching the disk.
 * Hashed assets are immutable; other files are cached for an hour.
 */
export function staticFiles(clientDir: string, next: NodeHandler): NodeHandler {
	const files = new Map<string, StaticFile>();
	const walk = (dir: string) => {
		for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
			const full = path.join(dir, entry.name);
			if (entry.isDirectory()) walk(full);
			else if (entry.isFile()) {
				const stat = fs.statSync(full);
				const urlPath = `/${path.relative(clientDir, full).split(path.sep).join('/')}`;
				files.set(urlPath, {
					file: full,
					size: stat.size,
					etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
					type: TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream',
					cacheControl: urlPath.startsWith('/_astro/')
						? 'public, max-age=31536000, immutable'
						: 'public, max-age=3600',
				});
			}
		}
	};
	if (fs.existsSync(clientDir)) walk(clientDir);

	return (req, res) => {
		const url = req.url ?? '/';
		const q = url.indexOf('?');
		const found = files.get(q === -1 ? url : url.slice(0, q));
		if (!found || (req.method !== 'GET' && req.method !== 'HEAD')) {
			next(req, res);
			return;
		}
		res.setHeader('content-type', found.type);
		res.setHeader('cache-control', found.cacheControl);
		res.setHeader('etag', found.etag);
		res.setHeader('x-content-type-options', 'nosniff');
		if (req.headers['if-none-match'] === found.etag) {
			res.statusCode = 304;
			res.end();
			return;
		}
		res.setHeader('content-length', found.size);
		if (req.method === 'HEAD') {
			res.end();
			return;
		}
		fs.createReadStream(found.file)
			.on('error', () => res.destroy())
			.pipe(res);
	};
}
