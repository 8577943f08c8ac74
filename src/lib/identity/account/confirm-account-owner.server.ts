import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { findAuthority } from '../auth/reauth/reauth.repository.server.ts';
import { confirmIdentity } from '../auth/reauth/reauth.service.server.ts';
import { passcodeGuardOf, requirePasscodeIfEnabled } from '../passcode/passcode-guard.server.ts';

/** What closing or deactivating an account asks for. */
export interface AccountOwnerProof {
	/** The current password (of the owner, for a linked business). */
	password: string;
	/** With MFA on: a code from the authenticator app or a backup code. */
	mfaCode?: string | undefined;
	/** The parental passcode (4 digits) when the account has one (PPC-01). */
	passcode?: string | undefined;
	/** The session asking: a recent re-authentication of it stands in for `mfaCode`. */
	sessionId?: string | undefined;
}

/**
 * Confirms that the person acting owns the account, before it is closed or deactivated: the
 * re-authentication of `auth/reauth` (the password, and the second factor with MFA on; a linked
 * business is confirmed by its owner, never by a password of its own), then the parental
 * passcode when one is set (PPC-01/PPC-09: `PasscodeRequired`, `PasscodeIncorrect`,
 * `PasscodeLocked`). Throws `NotFound` when there is no such account.
 */
export async function confirmAccountOwner(
	db: Kysely<Database>,
	userId: string,
	proof: AccountOwnerProof,
): Promise<void> {
	await confirmIdentity(
		db,
		userId,
		{ password: proof.password, mfaCode: proof.mfaCode },
		{ sessionId: proof.sessionId },
	);
	await requirePasscodeIfEnabled(db, userId, { passcode: proof.passcode });
}

/** What the close and deactivate forms ask for besides the password. */
export async function accountProofFields(
	db: Kysely<Database>,
	userId: string,
): Promise<{ hasPasscode: boolean; hasMfa: boolean; byOwner: boolean }> {
	const authority = await findAuthority(db, userId);
	return {
		// A linked business is guarded by its owner's passcode.
		hasPasscode: (await passcodeGuardOf(db, userId)) !== null,
		hasMfa: authority?.mfa_enabled === 1,
		byOwner: authority !== undefined && authority.id !== userId,
	};
}
