/**
 * Where API handlers and operations live (ARCHITECTURE.md, "API handlers"):
 * - a REST handler (`restRoute(…)`) only under `src/pages/`, where its path is;
 * - a gateway resource (`defineResource(…)`) only in a `*.resource.server.ts` or
 *   `*.resources.server.ts` file of its domain, a persisted query (`definePersistedQuery(…)`) only
 *   in a `*.query.server.ts` file;
 * - an API route file (`src/pages/{v3,vx,ads}/…`) reads no repository or SQL fragment: it parses,
 *   calls one service or operation, and wraps the answer;
 * - an operation (`*.operation.server.ts`, the one implementation of an operation that several
 *   transports offer) is called only by handlers (resources, queries, routes) and other operations.
 */
import type { ImportEdge } from './import-graph.ts';

export interface SourceText {
	/** Relative to the repository root (`src/lib/…`). */
	file: string;
	text: string;
}

/** Each definer, the files that declare it, and where its calls may be. */
const DEFINERS: {
	call: RegExp;
	name: string;
	declaredIn: string;
	allowed: RegExp;
	home: string;
}[] = [
	{
		call: /\brestRoute\s*\(/,
		name: 'restRoute',
		declaredIn: 'src/lib/platform/http/rest.server.ts',
		allowed: /^src\/pages\//,
		home: 'REST handlers live under src/pages/',
	},
	{
		call: /\bdefineResource\s*\(/,
		name: 'defineResource',
		declaredIn: 'src/lib/platform/http/resource.server.ts',
		allowed: /^src\/lib\/.+\.resources?\.server\.ts$/,
		home: 'gateway resources live in *.resource.server.ts',
	},
	{
		call: /\bdefinePersistedQuery\s*\(/,
		name: 'definePersistedQuery',
		declaredIn: 'src/lib/platform/http/persisted-query.server.ts',
		allowed: /^src\/lib\/.+\.query\.server\.ts$/,
		home: 'persisted queries live in *.query.server.ts',
	},
];

const API_ROUTE = /^src\/pages\/(?:v3|vx|ads)\//;
const STORAGE = /\.(?:repository|sql)\.server\.ts$|^src\/lib\/platform\/db\/client\.server\.ts$/;
const OPERATION = /\.operation\.server\.ts$/;
const HANDLER = /\.(?:resources?|query|operation)\.server\.ts$|^src\/pages\//;

/** Every break of the rules above, as readable lines (empty when the tree keeps them). */
export function apiHomeViolations(sources: SourceText[], edges: ImportEdge[]): string[] {
	const out: string[] = [];
	for (const { file, text } of sources) {
		for (const d of DEFINERS) {
			if (file !== d.declaredIn && d.call.test(text) && !d.allowed.test(file)) {
				out.push(`${file} calls ${d.name}: ${d.home}`);
			}
		}
	}
	for (const e of edges) {
		if (API_ROUTE.test(e.from) && STORAGE.test(e.to)) {
			out.push(`${e.from} imports ${e.spec}: API routes call a service or an operation`);
		}
		if (OPERATION.test(e.to) && !HANDLER.test(e.from)) {
			out.push(`${e.from} imports ${e.spec}: only handlers and operations call an operation`);
		}
	}
	return out;
}
