import type { ResourceContext } from '../http/resource.server.ts';

export interface SwitchInput {
	switch_account?: string | undefined;
	get_user?: boolean | undefined;
	business_id?: string | undefined;
	owner_id?: string | undefined;
}

/** TODO(multi-account): implemented by the multi-account helper. */
export async function switchAccount(_ctx: ResourceContext, _input: SwitchInput): Promise<unknown> {
	throw new Error('switchAccount is not built yet');
}
