/**
 * The floor plan of `src/lib` (ARCHITECTURE.md, "Layers and folders"), kept by a tool: the real
 * import graph breaks no rule, a graph with one upward import or one loop added does, and
 * `biome.json` says the same rules to the editor (and fails on an upward import).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_NAMES } from '../../helpers/architecture/areas.ts';
import { floorPlanOverrides } from '../../helpers/architecture/biome-overrides.ts';
import { domainCycles, floorPlanViolations } from '../../helpers/architecture/floor-plan.ts';
import { type ImportEdge, readImports } from '../../helpers/architecture/import-graph.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const edges = readImports(ROOT, ['src']);
const libFiles = [...new Set(edges.map((e) => e.from))].filter((f) => f.startsWith('src/lib/'));

describe('the floor plan of src/lib', () => {
	it('reads the whole graph', () => {
		expect(libFiles.length).toBeGreaterThan(400);
		expect(edges.length).toBeGreaterThan(2000);
	});

	it('has no upward or sideways import, no loop between domain folders, no server code in the browser', () => {
		expect(floorPlanViolations(edges, libFiles)).toEqual([]);
	});

	it('has exactly the areas of the plan, and only they, under src/lib', () => {
		const folders = fs
			.readdirSync(path.join(ROOT, 'src/lib'), { withFileTypes: true })
			.filter((e) => e.isDirectory())
			.map((e) => e.name);
		for (const folder of folders) expect(AREA_NAMES).toContain(folder);
		expect(
			fs
				.readdirSync(path.join(ROOT, 'src/lib'))
				.filter((f) => f.includes('.') && f !== 'README.md'),
		).toEqual([]);
	});

	it('fails on an upward import', () => {
		const upward: ImportEdge = {
			from: 'src/lib/platform/http/gateway.server.ts',
			to: 'src/lib/content/pins/pins.resources.server.ts',
			spec: '../../content/pins/pins.resources.server.ts',
		};
		const problems = floorPlanViolations([...edges, upward], libFiles);
		expect(problems).toContain(
			'src/lib/platform/http/gateway.server.ts imports ../../content/pins/pins.resources.server.ts: platform may not import content',
		);
		// Every domain imports platform/http, so the same edge also closes a loop.
		expect(
			problems.some((p) =>
				p.startsWith('domain folders import each other in a loop: content/pins'),
			),
		).toBe(true);
	});

	it('fails on a sideways import between peer areas', () => {
		const sideways: ImportEdge = {
			from: 'src/lib/content/pins/pin.ts',
			to: 'src/lib/discovery/search/search.ts',
			spec: '../../discovery/search/search.ts',
		};
		expect(floorPlanViolations([sideways], [])).toEqual([
			'src/lib/content/pins/pin.ts imports ../../discovery/search/search.ts: content may not import discovery',
		]);
	});

	it('fails on a loop between two domain folders of one area', () => {
		const loop: ImportEdge[] = [
			{
				from: 'src/lib/identity/auth/a.ts',
				to: 'src/lib/identity/users/b.ts',
				spec: '../users/b.ts',
			},
			{
				from: 'src/lib/identity/users/b.ts',
				to: 'src/lib/identity/auth/c.ts',
				spec: '../auth/c.ts',
			},
		];
		expect(domainCycles(loop)).toEqual([['identity/auth', 'identity/users']]);
		expect(floorPlanViolations(loop, [])).toEqual([
			'domain folders import each other in a loop: identity/auth, identity/users',
		]);
	});

	it('fails when src/lib imports the composition root or a page, or browser code imports the server', () => {
		const wrong: ImportEdge[] = [
			{
				from: 'src/lib/platform/http/x.ts',
				to: 'src/app/resources.server.ts',
				spec: '~/app/resources.server.ts',
			},
			{
				from: 'src/lib/content/pins/client/y.ts',
				to: 'src/lib/content/pins/pins.repository.server.ts',
				spec: '../pins.repository.server.ts',
			},
		];
		expect(floorPlanViolations(wrong, [])).toEqual([
			'src/lib/platform/http/x.ts imports ~/app/resources.server.ts: src/lib imports nothing above it',
			'src/lib/content/pins/client/y.ts imports ../pins.repository.server.ts: browser code imports no server module',
		]);
	});
});

describe('biome.json', () => {
	const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));

	it('holds the floor plan overrides generated from AREAS', () => {
		const generated = floorPlanOverrides();
		expect(config.overrides.slice(0, generated.length)).toEqual(generated);
	});

	it('reports an upward import and a server import from a client folder as errors', () => {
		// A scratch tree with the repository's configuration, so the check never touches src/.
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-plan-'));
		try {
			fs.writeFileSync(
				path.join(dir, 'biome.json'),
				JSON.stringify({ ...config, vcs: { enabled: false } }),
			);
			const probes: Record<string, string> = {
				'src/lib/platform/http/probe.ts':
					"import { pinsResources } from '../../content/pins/pins.resources.server.ts';\n\nexport const probe = pinsResources;\n",
				'src/lib/content/pins/client/probe.ts':
					"import { findPinRow } from '../pins.repository.server.ts';\n\nexport const probe = findPinRow;\n",
				'src/lib/content/pins/fine.ts':
					"import { readerIdOf } from '../../platform/access/viewer.ts';\n\nexport const probe = readerIdOf;\n",
			};
			for (const [file, text] of Object.entries(probes)) {
				fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
				fs.writeFileSync(path.join(dir, file), text);
			}
			const biome = path.join(ROOT, 'node_modules/.bin/biome');
			let output = '';
			try {
				execFileSync(biome, ['lint', '--max-diagnostics=50', 'src'], {
					cwd: dir,
					encoding: 'utf8',
					stdio: 'pipe',
				});
			} catch (failure) {
				const f = failure as { stdout: string; stderr: string };
				output = f.stdout + f.stderr;
			}
			expect(output).toContain('src/lib/platform/http/probe.ts');
			expect(output).toContain('platform imports only itself');
			expect(output).toContain('src/lib/content/pins/client/probe.ts');
			expect(output).toContain('Browser code in content imports no server module');
			expect(output).not.toContain('src/lib/content/pins/fine.ts');
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	}, 30_000);
});
