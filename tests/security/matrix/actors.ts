/**
 * The actors of the authorization matrix. Every one holds what a real browser of that kind
 * holds (a session cookie or none), and the viewer is derived from that cookie exactly as the
 * middleware derives it, so suspension and expiry are tested through the production path.
 *
 * - `anonymous`: no session.
 * - `limited`: a session that expired a day ago (LIM-01, login state 2). The account is an
 *   accepted collaborator of the secret board and its profile is private, so the matrix shows
 *   that a limited login reads as signed out even where the full login would be a member or
 *   the profile's own account.
 * - `owner`: owns the secret board, the public board and the private canaries (email, recent
 *   searches).
 * - `collaborator`: accepted collaborator of the secret board (invited by mail, accepted).
 * - `follower`: follows the owner and the owner's public board.
 * - `other`: a signed-in stranger.
 * - `business`: a linked business account of the owner (MAS-07), in the session the owner
 *   opened; a separate account, so it sees what a stranger sees.
 * - `suspended`: an accepted collaborator of the secret board whose account was then suspended;
 *   its session cookie is still sent and must give no access at all.
 */
export const ACTORS = [
	'anonymous',
	'limited',
	'owner',
	'collaborator',
	'follower',
	'other',
	'business',
	'suspended',
] as const;

export type Actor = (typeof ACTORS)[number];

/** The actors who may read the secret board and its pins (a full login that is a member). */
export const SECRET_MEMBERS: readonly Actor[] = ['owner', 'collaborator'];

/** Signed-in actors with a full login and a live account. */
export const FULL_LOGINS: readonly Actor[] = [
	'owner',
	'collaborator',
	'follower',
	'other',
	'business',
];
