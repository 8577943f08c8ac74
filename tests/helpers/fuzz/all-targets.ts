import { pageEndpoints } from '../page-modules.ts';
import type { FuzzTarget } from './fuzz-target.ts';
import { endpointTargets } from './targets/endpoint-targets.ts';
import { graphqlTargets } from './targets/graphql-targets.ts';
import { resourceTargets } from './targets/resource-targets.ts';
import { restTargets } from './targets/rest-targets.ts';

/**
 * Every fuzz target, sorted by id: each resource action, each `restRoute` handler, each other
 * endpoint handler that reads input, each persisted query. `completeness.test.ts` checks that
 * nothing the app answers is missing.
 */
export async function allFuzzTargets(): Promise<FuzzTarget[]> {
	const { endpoints } = await pageEndpoints();
	const all: FuzzTarget[] = [
		...(resourceTargets() as FuzzTarget[]),
		...(restTargets(endpoints) as FuzzTarget[]),
		...endpointTargets(endpoints),
		...(graphqlTargets() as FuzzTarget[]),
	];
	return all.sort((a, b) => a.id.localeCompare(b.id));
}
