/**
 * One home per API handler and one function per operation (ARCHITECTURE.md, "API handlers"):
 * the tree keeps the rules of `api-homes.ts`, and a file that breaks one is reported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiHomeViolations, type SourceText } from '../../helpers/architecture/api-homes.ts';
import { readImports } from '../../helpers/architecture/import-graph.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const edges = readImports(ROOT, ['src']);
const sources: SourceText[] = [...new Set(edges.map((e) => e.from))]
	.filter((f) => f.endsWith('.ts'))
	.map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));

describe('API handlers and operations', () => {
	it('reads the handlers of every transport', () => {
		const count = (pattern: RegExp) => sources.filter((s) => pattern.test(s.file)).length;
		expect(count(/^src\/pages\/v3\/.+\.ts$/)).toBeGreaterThan(25);
		expect(count(/\.resource\.server\.ts$/)).toBeGreaterThan(30);
		expect(count(/\.query\.server\.ts$/)).toBeGreaterThanOrEqual(3);
		expect(count(/\.operation\.server\.ts$/)).toBeGreaterThanOrEqual(5);
	});

	it('keeps each handler in its home, routes off the repositories, operations behind handlers', () => {
		expect(apiHomeViolations(sources, edges)).toEqual([]);
	});

	it('reports a handler out of its home', () => {
		const wrong: SourceText[] = [
			{
				file: 'src/lib/identity/settings/news.rest.server.ts',
				text: 'export const GET = restRoute({ auth: "required" });',
			},
			{
				file: 'src/lib/content/pins/pin-helpers.server.ts',
				text: 'export const r = defineResource({ name: "XResource" });',
			},
			{
				file: 'src/lib/content/pins/pin.resource.server.ts',
				text: 'export const q = definePersistedQuery({ name: "q" });',
			},
			{ file: 'src/pages/v3/pins/[id]/index.ts', text: 'export const GET = restRoute({});' },
		];
		expect(apiHomeViolations(wrong, [])).toEqual([
			'src/lib/identity/settings/news.rest.server.ts calls restRoute: REST handlers live under src/pages/',
			'src/lib/content/pins/pin-helpers.server.ts calls defineResource: gateway resources live in *.resource.server.ts',
			'src/lib/content/pins/pin.resource.server.ts calls definePersistedQuery: persisted queries live in *.query.server.ts',
		]);
	});

	it('reports a route reading a repository, and a service calling an operation', () => {
		const wrong = [
			{
				from: 'src/pages/v3/users/[id].ts',
				to: 'src/lib/identity/users/users.repository.server.ts',
				spec: '~/lib/identity/users/users.repository.server.ts',
			},
			{
				from: 'src/lib/content/pins/pins.service.server.ts',
				to: 'src/lib/content/pins/get-pin.operation.server.ts',
				spec: './get-pin.operation.server.ts',
			},
			{
				from: 'src/lib/content/pins/get-pin.query.server.ts',
				to: 'src/lib/content/pins/get-pin.operation.server.ts',
				spec: './get-pin.operation.server.ts',
			},
		];
		expect(apiHomeViolations([], wrong)).toEqual([
			'src/pages/v3/users/[id].ts imports ~/lib/identity/users/users.repository.server.ts: API routes call a service or an operation',
			'src/lib/content/pins/pins.service.server.ts imports ./get-pin.operation.server.ts: only handlers and operations call an operation',
		]);
	});
});
