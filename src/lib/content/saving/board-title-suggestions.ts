/** PIN-16: board names offered when saving a pin. Pure; the server gathers the inputs. */

/** How many suggestions an answer carries at most. */
const SUGGESTION_LIMIT = 6;
/** Same as a board name's limit (BOARD_NAME_LIMIT), kept here so this module stays pure. */
const NAME_LIMIT = 50;
/** Words a title-derived suggestion keeps. */
const TITLE_WORDS = 4;

/** Trimmed, lower-cased, inner spaces collapsed: how names are compared. */
export function nameKey(name: string): string {
	return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The first words of a title as a board name ("Easy weeknight pasta"), or null. Leading numbers go. */
export function titleSuggestion(title: string): string | null {
	const all = title
		.replace(/[^\p{L}\p{N}'&\s-]+/gu, ' ')
		.split(/\s+/)
		.filter((w) => w !== '' && w !== '-');
	// "12 morning flows" names a board better as "Morning flows".
	while (all.length > 1 && /^\p{N}+$/u.test(all[0] ?? '')) all.shift();
	const words = all.slice(0, TITLE_WORDS);
	if (words.length === 0) return null;
	let text = words.join(' ');
	while (text.length > NAME_LIMIT && words.length > 1) {
		words.pop();
		text = words.join(' ');
	}
	text = text.slice(0, NAME_LIMIT).trim();
	return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Candidates in order of relevance (the pin's interests, their parent categories, the name of
 * the board it is on, then its title's first words), without duplicates (compared by `nameKey`),
 * without names of the viewer's boards, each at most 50 characters, at most `limit`.
 */
export function pickBoardTitleSuggestions(input: {
	interestNames: readonly string[];
	categoryNames?: readonly string[];
	boardName?: string | null;
	title?: string | null;
	existingBoardNames: readonly string[];
	limit?: number;
}): string[] {
	const taken = new Set(input.existingBoardNames.map(nameKey));
	const out: string[] = [];
	const candidates = [
		...input.interestNames,
		...(input.categoryNames ?? []),
		input.boardName ?? '',
		input.title ? (titleSuggestion(input.title) ?? '') : '',
	];
	for (const raw of candidates) {
		const name = raw.trim().replace(/\s+/g, ' ');
		if (name === '' || name.length > NAME_LIMIT) continue;
		const key = nameKey(name);
		if (taken.has(key)) continue;
		taken.add(key);
		out.push(name);
		if (out.length >= (input.limit ?? SUGGESTION_LIMIT)) break;
	}
	return out;
}
