import type { Actor } from './actors.ts';
import {
	AUTH,
	type Expectation,
	LIMITED,
	NOT_FOUND,
	OK,
	type Outcome,
	PAGE_404,
	TO_LIMITED_LOGIN,
	TO_LOGIN,
} from './outcomes.ts';

/**
 * The usual shapes of a row's expectation. Each gives every actor an outcome; a row changes
 * single cells by spreading: `{ ...signedIn(), owner: denied(400, 'CannotFollowSelf') }`.
 */

/** Everyone gets the same outcome (a public endpoint). */
export function everyone(outcome: Outcome = OK): Expectation {
	return {
		anonymous: outcome,
		limited: outcome,
		owner: outcome,
		collaborator: outcome,
		follower: outcome,
		other: outcome,
		business: outcome,
		suspended: outcome,
	};
}

/**
 * An API action that needs a full login (`auth: 'required'`): signed-out and suspended callers
 * get `AuthenticationRequired`, limited-login ones `LimitedLogin`, full logins `outcome`.
 */
export function signedIn(outcome: Outcome = OK): Expectation {
	return { ...everyone(outcome), anonymous: AUTH, suspended: AUTH, limited: LIMITED };
}

/**
 * Reading the secret board or its pins: members (owner, collaborator) get `member`; everyone
 * else, limited-login members and suspended members included, gets `outsider` (404: a secret
 * board's existence does not leak).
 */
export function secretRead(member: Outcome = OK, outsider: Outcome = NOT_FOUND): Expectation {
	return { ...everyone(outsider), owner: member, collaborator: member };
}

/**
 * An API action on the secret board that needs a full login: the login check comes first
 * (401s), then outsiders get 404, the owner and collaborator what is given.
 */
export function secretSignedIn(members: { owner: Outcome; collaborator: Outcome }): Expectation {
	return { ...signedIn(NOT_FOUND), ...members };
}

/**
 * A page for signed-in people: signed-out and suspended visitors go to the login page,
 * limited-login ones to its "welcome back" mode (LIM-06), full logins get `outcome`.
 */
export function signedInPage(
	outcome: Outcome = OK,
	limited: Outcome = TO_LIMITED_LOGIN,
): Expectation {
	return { ...everyone(outcome), anonymous: TO_LOGIN, suspended: TO_LOGIN, limited };
}

/** A page of the secret board or pin: members `member`, everyone else the 404 page. */
export function secretPage(member: Outcome = OK): Expectation {
	return secretRead(member, PAGE_404);
}

/** Builds an expectation from a default and per-actor cells. */
export function cells(base: Outcome, overrides: Partial<Record<Actor, Outcome>>): Expectation {
	return { ...everyone(base), ...overrides };
}
