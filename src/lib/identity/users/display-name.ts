/**
 * How a person is named and labelled on every surface (ACC-13, ACC-14, SET-03): pins, boards,
 * search, typeahead, lists, mails and the viewer shell. Pure: takes the snake_case columns of a
 * `users` row (`PersonName`, which `display-name.sql.server.ts` selects) or a model the server
 * already named, and returns text.
 */
import accountType from '~/messages/account-type/index.ts';

/**
 * The columns of a `users` row that name a person. Every query that shows a person's name
 * selects all five (`nameColumns`), so no surface can forget the business name.
 */
export interface PersonName {
	username: string;
	first_name: string;
	last_name: string;
	/** `'business'` or `'personal'`. */
	account_type: string;
	/** Read only when `account_type` is `'business'`. */
	business_name: string | null;
}

/** The part of a viewer or user model that names it (its `full_name` is already `fullName`). */
export interface NamedAccount {
	username: string;
	full_name: string;
	/** Set for business (partner) accounts; null for personal ones. */
	partner?: { is_linked_business: boolean; business_name: string | null } | null;
}

/**
 * SET-03, ACC-13: the API's `full_name` of an account: a business account's business name when
 * it has one, else first and last name joined. May be empty (`displayName` then falls back to
 * the username).
 */
export function fullName(person: Omit<PersonName, 'username'>): string {
	const personal = joinName(person.first_name, person.last_name);
	return person.account_type === 'business' ? person.business_name?.trim() || personal : personal;
}

/**
 * ACC-13: the name a person is shown by, the same on every surface: a business account's
 * business name when it has one, else first and last name joined, else the username.
 *
 * Also takes a model the server already named (`NamedAccount`: the viewer model, a stored
 * account): a linked business shows its `partner.business_name`, then its full name, then the
 * username; any other account its full name, then its username.
 */
export function displayName(person: PersonName | NamedAccount): string {
	if (!('full_name' in person)) return fullName(person) || person.username;
	const named = person.full_name.trim();
	if (person.partner?.is_linked_business) {
		return person.partner.business_name?.trim() || named || person.username;
	}
	return named || person.username;
}

/** ACC-14: "Business" for business (partner) accounts, "Personal" otherwise (current language). */
export function accountTypeLabel(model: { is_partner: boolean }): string {
	const t = accountType();
	return model.is_partner ? t.business() : t.personal();
}

/** First and last name joined the way every page shows them. */
export function joinName(firstName: string, lastName: string): string {
	return `${firstName.trim()} ${lastName.trim()}`.trim();
}

/**
 * SET-03: a full name splits at its first space: "Ada King Lovelace" → first "Ada", last
 * "King Lovelace". Runs of whitespace count as one space; a single word is all first name.
 */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
	const clean = fullName.trim().replace(/\s+/g, ' ');
	const space = clean.indexOf(' ');
	if (space < 0) return { first_name: clean, last_name: '' };
	return { first_name: clean.slice(0, space), last_name: clean.slice(space + 1) };
}

/**
 * ACC-14: the stock "no photo" picture counts as no avatar, so the initial and colour
 * placeholder shows instead. Returns the URL of a real avatar, or null.
 */
export function customAvatarUrl(url: string | null | undefined): string | null {
	if (!url) return null;
	return /\/default_\d+\.(png|jpe?g|webp)$/i.test(url) || /\/user\/default[._]/i.test(url)
		? null
		: url;
}

/**
 * ACC-09: a backup address shown without giving it away: the first letter of the local part and
 * of the domain, the rest starred, the last label kept (`parent@example.com` → `p***@e***.com`).
 */
export function anonymizeEmail(email: string | null | undefined): string | null {
	if (!email) return null;
	const at = email.lastIndexOf('@');
	if (at <= 0) return null;
	const local = email.slice(0, at);
	const domain = email.slice(at + 1);
	const dot = domain.lastIndexOf('.');
	const host = dot < 0 ? domain : domain.slice(0, dot);
	const rest = dot < 0 ? '' : domain.slice(dot);
	return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${rest}`;
}
