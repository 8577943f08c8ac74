import { localPath } from '../../platform/routing/local-path.ts';

/**
 * A safe place to go after logging in or signing up: a path on this site, never another one
 * (the rule is `localPath`, shared with the forms' `back`); anything else goes home.
 */
export function safeNext(next: string | null | undefined): string {
	return localPath(next) ?? '/';
}
