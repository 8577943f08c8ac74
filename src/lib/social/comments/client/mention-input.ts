/**
 * The composer's `@mention` rules, pure: which `@term` the caret is in (the typeahead's
 * query), what choosing a person writes, and which chosen people are still mentioned when the
 * comment is sent (the create/update call's `tags`: each id's `@username` must be in the text).
 */

/** The `@term` being typed: where its `@` is and the letters after it. */
export interface ActiveMention {
	start: number;
	term: string;
}

/** Letters a username may hold (and so a term the typeahead may be asked for), as the server reads mentions. */
const USERNAME_CHAR = /[A-Za-z0-9_]/;

/**
 * The mention the caret is in: an `@` at the start or after a space, followed up to the caret
 * by username letters only (at most 30). Null otherwise, and for a bare `@` too
 * (nothing to look up yet).
 */
export function activeMention(text: string, caret: number): ActiveMention | null {
	let i = caret;
	while (i > 0 && caret - i <= 30 && USERNAME_CHAR.test(text[i - 1] ?? '')) i--;
	const at = i - 1;
	if (at < 0 || text[at] !== '@') return null;
	if (at > 0 && !/\s/u.test(text[at - 1] ?? '')) return null;
	const term = text.slice(i, caret);
	return term.length > 0 && caret - i <= 30 ? { start: at, term } : null;
}

/** Writes `@username ` over the active mention; answers the new text and caret. */
export function insertMention(
	text: string,
	mention: ActiveMention,
	caret: number,
	username: string,
): { text: string; caret: number } {
	const written = `@${username} `;
	const rest = text.slice(caret).replace(/^\s/u, '');
	return {
		text: text.slice(0, mention.start) + written + rest,
		caret: mention.start + written.length,
	};
}

/**
 * The ids of the chosen people whose `@username` is still in `text` as a whole word (a person
 * chosen and then deleted from the text is not tagged).
 */
export function mentionedIds(
	text: string,
	chosen: readonly { id: string; username: string }[],
): string[] {
	const ids = new Set<string>();
	for (const person of chosen) {
		const escaped = person.username.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
		if (new RegExp(`(^|\\s)@${escaped}(?![A-Za-z0-9_])`, 'i').test(text)) ids.add(person.id);
	}
	return [...ids];
}
