import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 25, point 15: on a Node older than the project supports, `npm install` and `npm start`
 * stop at once with one clear line instead of `ERR_UNKNOWN_FILE_EXTENSION` and a stack trace.
 * `scripts/check-node.cjs` is plain CommonJS, so it runs on the old Node it turns away.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const check = require(path.join(root, 'scripts/check-node.cjs')) as {
	nodeVersionProblem(found: string, engines: string): string | null;
	requiredNodeVersion(): string;
};
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
	engines: { node: string };
	scripts: Record<string, string>;
};

describe('the Node version check', () => {
	it('names the version found, the version needed and how to get it, in one line', () => {
		const line = check.nodeVersionProblem('v20.20.2', '>=22.19');
		expect(line).toContain('v20.20.2');
		expect(line).toContain('22.19 or newer');
		expect(line).toMatch(/nvm install.*\.nvmrc.*nodejs\.org/);
		expect(line).not.toContain('\n');
		expect(check.nodeVersionProblem('22.18.9', '>=22.19')).toContain('v22.18.9');
		expect(check.nodeVersionProblem('v18.0.0', '>=22.19.1')).toContain('22.19.1 or newer');
	});

	it('lets the required version and anything newer through', () => {
		for (const found of ['v22.19.0', 'v22.20.1', 'v24.0.0', 'v26.1.0', process.version])
			expect(check.nodeVersionProblem(found, '>=22.19'), found).toBeNull();
		// An unreadable requirement or version leaves the decision to Node.
		expect(check.nodeVersionProblem('v20.0.0', '')).toBeNull();
	});

	it('reads the minimum from package.json, which .nvmrc and the running Node satisfy', () => {
		expect(check.requiredNodeVersion()).toBe(pkg.engines.node);
		const nvmrc = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
		expect(check.nodeVersionProblem(`v${nvmrc}.0.0`, pkg.engines.node)).toBeNull();
		expect(check.nodeVersionProblem(process.version, pkg.engines.node)).toBeNull();
	});

	it('stops `npm start` before TypeScript loads: one line on stderr, exit 1, nothing else', () => {
		const run = spawnSync(
			process.execPath,
			[
				'--require',
				'./scripts/check-node.cjs',
				'--import',
				'./scripts/register.ts',
				'scripts/start.ts',
			],
			{ cwd: root, env: { ...process.env, CHECK_NODE_VERSION: 'v20.20.2' }, encoding: 'utf8' },
		);
		expect(run.status).toBe(1);
		expect(run.stdout).toBe('');
		expect(run.stderr.trim().split('\n')).toEqual([
			check.nodeVersionProblem('v20.20.2', pkg.engines.node),
		]);
	});

	it('passes quietly on a supported Node', () => {
		expect(execFileSync(process.execPath, ['scripts/check-node.cjs'], { cwd: root }).length).toBe(
			0,
		);
	});

	it('guards every npm script that loads TypeScript, and npm install through engine-strict', () => {
		for (const [name, command] of Object.entries(pkg.scripts)) {
			const runsTs = /\bnode\b[^&]*\.ts\b/.test(command);
			const runsTool = /(^|&& )(astro|vitest|playwright)\b/.test(command);
			if (runsTs || runsTool)
				expect(command, name).toMatch(
					/^node (--require \.\/scripts\/check-node\.cjs |scripts\/check-node\.cjs && )/,
				);
		}
		const npmrc = fs.readFileSync(path.join(root, '.npmrc'), 'utf8');
		expect(npmrc).toMatch(/^engine-strict=true$/m);
	});
});
