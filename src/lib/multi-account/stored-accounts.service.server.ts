import type { ResourceContext } from '../http/resource.server.ts';

/** TODO(multi-account): implemented by the multi-account helper. */
export async function storedAccountsMap(_ctx: ResourceContext): Promise<unknown> {
	throw new Error('storedAccountsMap is not built yet');
}
