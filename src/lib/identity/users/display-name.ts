/**
 * How an account is named and labelled wherever the viewer shell shows it (ACC-13, ACC-14,
 * SET-03). Pure: takes the snake_case viewer model (or any part of it) and returns text.
 */

/** The part of a viewer or user model that names it. */
export interface NamedAccount {
	username: string;
	full_name: string;
	/** Set for business (partner) accounts; null for personal ones. */
	partner?: { is_linked_business: boolean; business_name: string | null } | null;
}

/**
 * ACC-13: a linked business shows its business name, falling back to the full name, then the
 * username; any other account shows its full name, falling back to the username.
 */
export function displayName(model: NamedAccount): string {
	const fullName = model.full_name.trim();
	if (model.partner?.is_linked_business) {
		return model.partner.business_name?.trim() || fullName || model.username;
	}
	return fullName || model.username;
}

/** ACC-14: "Business" for business (partner) accounts, "Personal" otherwise. */
export function accountTypeLabel(model: { is_partner: boolean }): 'Business' | 'Personal' {
	return model.is_partner ? 'Business' : 'Personal';
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
