import { randomBytes } from 'node:crypto';
import { type Actor, SECRET_MEMBERS } from './actors.ts';

/**
 * Canary strings: unique text planted in each secret field, so a leak anywhere (an answer, a
 * page, a slug, a mail) is found by searching for it. Every canary is `CANARY-{label}-{token}`
 * with one random token per world; a leak is any `{label}-{token}` in a body, compared without
 * case, so the slug of a canary name (`canary-sbname-…`) counts too. The token alone is not a
 * leak: search pages echo the query, and the sweep searches for the token.
 */

/**
 * Fields of the secret board and its pins, and of the archived board: only the owner and
 * collaborators may see them.
 */
export const SECRET_LABELS = {
	boardName: 'sbname',
	boardDescription: 'sbdesc',
	sectionTitle: 'sbsection',
	pinTitle: 'ptitle',
	pinDescription: 'pdesc',
	pinLink: 'plink',
	pinAlt: 'palt',
	productName: 'pproduct',
	videoTitle: 'vtitle',
	collaboratorPinTitle: 'cptitle',
	savedPinTitle: 'svtitle',
	/** The owner's archived board (public, but archived: readable like a secret one). */
	archivedBoardName: 'abname',
	archivedPinTitle: 'aptitle',
	/** A comment on the secret pin (issue 28: comments are read exactly by the pin's readers). */
	commentText: 'sctext',
} as const;

/** Private data of single accounts (who may see each: `AUDIENCE`). */
export const PRIVATE_LABELS = {
	ownerEmail: 'oemail',
	ownerRecentSearch: 'osearch',
	/** The `about` of the limited account, whose profile is private (SET-01). */
	limitedAbout: 'lprivate',
	/** The suspended account's public board and pin. */
	suspendedBoardName: 'zboard',
	suspendedPinTitle: 'zpin',
	/** The suspended account's pin on the other user's public group board. */
	suspendedGroupPinTitle: 'zgpin',
	/** The private-profile account's (not an actor) public board and pin. */
	privateBoardName: 'xboard',
	privatePinTitle: 'xpin',
	/** The private-profile account's pin on the other user's public group board. */
	privateGroupPinTitle: 'xgpin',
	/** The deactivated account's (not an actor) last name, public board and pin. */
	deactivatedName: 'dname',
	deactivatedBoardName: 'dboard',
	deactivatedPinTitle: 'dpin',
	/** The deactivated account's pin on the other user's public group board. */
	deactivatedGroupPinTitle: 'dgpin',
} as const;

type SecretField = keyof typeof SECRET_LABELS;
type PrivateField = keyof typeof PRIVATE_LABELS;

export interface Canaries {
	token: string;
	/** `CANARY-{label}-{token}` per field. */
	secret: Record<SecretField, string>;
	private: Record<PrivateField, string>;
}

/** A fresh set of canaries (lower-case token, so slugs and emails keep it as it is). */
export function makeCanaries(): Canaries {
	const token = `k${randomBytes(5).toString('hex')}`;
	const of = <K extends string>(labels: Record<K, string>) =>
		Object.fromEntries(
			Object.entries(labels).map(([field, label]) => [field, `CANARY-${label}-${token}`]),
		) as Record<K, string>;
	return { token, secret: of(SECRET_LABELS), private: of(PRIVATE_LABELS) };
}

/**
 * Who may see each canary. The secret board's: its members. The owner's recent search: the
 * owner. The owner's email: the owner, and the owner's linked business in the session the owner
 * opened, whose model shows the owner's address as its contact (MAS-07: a business's own
 * address is an internal, undeliverable one). The limited account's private profile: nobody
 * here (only that account with a full login; a limited login reads as signed out). The
 * suspended and the deactivated accounts' boards, pins (their pins on the other user's group
 * board too) and the deactivated one's name: nobody (SET-12: such an account's content is
 * gone while it is so). The private-profile account's own board and pin: nobody (only that
 * account, which is no actor); its pin on the other user's group board: that board's members,
 * i.e. the other user (SET-01, `person-visibility.ts`).
 */
const AUDIENCE: Record<string, readonly Actor[]> = {
	...Object.fromEntries(Object.values(SECRET_LABELS).map((l) => [l, SECRET_MEMBERS])),
	[PRIVATE_LABELS.ownerEmail]: ['owner', 'business'],
	[PRIVATE_LABELS.ownerRecentSearch]: ['owner'],
	[PRIVATE_LABELS.limitedAbout]: [],
	[PRIVATE_LABELS.suspendedBoardName]: [],
	[PRIVATE_LABELS.suspendedPinTitle]: [],
	[PRIVATE_LABELS.suspendedGroupPinTitle]: [],
	[PRIVATE_LABELS.privateBoardName]: [],
	[PRIVATE_LABELS.privatePinTitle]: [],
	[PRIVATE_LABELS.privateGroupPinTitle]: ['other'],
	[PRIVATE_LABELS.deactivatedName]: [],
	[PRIVATE_LABELS.deactivatedBoardName]: [],
	[PRIVATE_LABELS.deactivatedPinTitle]: [],
	[PRIVATE_LABELS.deactivatedGroupPinTitle]: [],
};

/**
 * Every canary label in `text` (`unknown:{word}` for a `{word}-{token}` that is no label: a new
 * transformation of a canary, such as a truncated slug, must fail rather than pass).
 */
export function findCanaries(text: string, canaries: Canaries): string[] {
	const found = new Set<string>();
	const pattern = new RegExp(`([a-z0-9]+)-${canaries.token}`, 'gi');
	for (const match of text.matchAll(pattern)) {
		const label = match[1]!.toLowerCase();
		found.add(label in AUDIENCE ? label : `unknown:${label}`);
	}
	return [...found];
}

/** The canaries in `text` that this actor may not see (unknown ones: only the owner may). */
export function forbiddenCanaries(text: string, canaries: Canaries, actor: Actor): string[] {
	return findCanaries(text, canaries).filter(
		(label) => !(AUDIENCE[label] ?? ['owner']).includes(actor),
	);
}

/** Secret ids (board, section, pins, media keys) found in `text`. */
export function findIds(text: string, ids: readonly string[]): string[] {
	return ids.filter((id) => text.includes(id));
}

/** The ids of `hidden` (id → who may see it) found in `text` that this actor may not see. */
export function forbiddenIds(
	text: string,
	hidden: Readonly<Record<string, readonly Actor[]>>,
	actor: Actor,
): string[] {
	return Object.entries(hidden)
		.filter(([id, audience]) => !audience.includes(actor) && text.includes(id))
		.map(([id]) => id);
}
