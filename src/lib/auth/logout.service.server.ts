import type { ResourceContext } from '../http/resource.server.ts';

/** TODO(accounts-server): implemented by the auth helper. */
export async function logOut(_ctx: ResourceContext): Promise<unknown> {
	throw new Error('logOut is not built yet');
}

/** TODO(accounts-server): the form version of logout for `/logout`. */
export async function logOutFromPage(_context: import('astro').APIContext): Promise<Response> {
	throw new Error('logOutFromPage is not built yet');
}
