import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { persistedQueries } from '~/app/persisted-queries.server.ts';
import { resources } from '~/app/resources.server.ts';
import { restSpecOf } from '~/lib/platform/http/rest.server.ts';
import { allFuzzTargets } from '../../helpers/fuzz/all-targets.ts';
import { FUZZ_SHARDS, shardTargets } from '../../helpers/fuzz/fuzz-suite.ts';
import type { FuzzPools } from '../../helpers/fuzz/fuzz-world.ts';
import {
	endpointKey,
	NO_INPUT,
	UNLOADABLE_WITHOUT_INPUT,
} from '../../helpers/fuzz/targets/endpoint-targets.ts';
import { pageEndpoints } from '../../helpers/page-modules.ts';

/**
 * The fuzz tests cover everything the app answers: each resource action, each persisted query,
 * each handler of `src/pages/**\/*.ts` (made by `restRoute`, or hand-written, or listed as
 * reading no input). A new endpoint without a target fails here.
 */

const ids = async () => new Set((await allFuzzTargets()).map((t) => t.id));

const POOLS: FuzzPools = {
	users: ['1001'],
	boards: ['1002'],
	sections: ['1003'],
	pins: ['1004'],
	comments: ['1007'],
	interests: ['1005'],
	media: ['1006'],
	mediaFiles: ['ab/cd/0123/236x.jpg'],
	usernames: ['someone'],
	emails: ['someone@example.test'],
	slugs: ['a-board'],
};

describe('fuzz targets', () => {
	it('cover every action of every resource in the registry', async () => {
		const have = await ids();
		const missing = [...resources.values()].flatMap((r) =>
			(['get', 'create', 'update', 'delete'] as const)
				.filter((a) => r[a] && !have.has(`resource ${r.name} ${a}`))
				.map((a) => `${r.name} ${a}`),
		);
		expect(missing).toEqual([]);
	});

	it('cover every persisted query', async () => {
		const have = await ids();
		const missing = [...persistedQueries.values()].filter((q) => !have.has(`graphql ${q.name}`));
		expect(missing.map((q) => q.name)).toEqual([]);
	});

	it('cover every handler of src/pages/**/*.ts, unless it reads no input', async () => {
		const have = await ids();
		const { endpoints } = await pageEndpoints();
		const uncovered = endpoints
			.filter((e) => {
				const prefix = restSpecOf(e.handler) ? 'rest' : 'endpoint';
				return !have.has(`${prefix} ${endpointKey(e)}`) && !(endpointKey(e) in NO_INPUT);
			})
			.map(endpointKey);
		expect(uncovered).toEqual([]);
		// No stale excuses: each entry still names a handler, and not one that has a target.
		const keys = new Set(endpoints.map(endpointKey));
		for (const key of Object.keys(NO_INPUT)) {
			expect(keys.has(key), key).toBe(true);
			expect(have.has(`endpoint ${key}`) || have.has(`rest ${key}`), key).toBe(false);
		}
		expect(endpoints.length).toBeGreaterThan(40);
	});

	it('leave out only the modules that load in the built app alone and read no input', async () => {
		const { unloadable } = await pageEndpoints();
		expect(unloadable.map((u) => u.file).sort()).toEqual(
			Object.keys(UNLOADABLE_WITHOUT_INPUT).sort(),
		);
	});

	it('all generate input', async () => {
		for (const target of await allFuzzTargets()) {
			expect(fc.sample(target.input(POOLS), { numRuns: 20 }), target.id).toHaveLength(20);
		}
	});

	it('are spread over the shards, each target in exactly one', async () => {
		const spread: string[] = [];
		for (let n = 1; n <= FUZZ_SHARDS; n++) spread.push(...(await shardTargets(n)).map((t) => t.id));
		expect(spread.sort()).toEqual([...(await ids())].sort());
	});
});
