import type { ResourceContext } from '../http/resource.server.ts';

export interface CredentialsLogin {
	usernameOrEmail: string;
	password: string;
	mfaToken: string | undefined;
	mfaResend: boolean;
}

/** TODO(accounts-server): implemented by the auth helper. */
export async function logInWithCredentials(
	_ctx: ResourceContext,
	_input: CredentialsLogin,
): Promise<unknown> {
	throw new Error('logInWithCredentials is not built yet');
}

/** A safe place to go after logging in: a local path only, never another site. */
export function safeNext(next: string | null | undefined): string {
	if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
	return next.slice(0, 2048);
}
