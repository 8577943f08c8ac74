/**
 * The shape of one idea category's word lists (NAV-08). Lists are written as `|`-separated
 * strings so a category stays a screenful; `list()` splits them.
 *
 * Title templates use `{adj}`, `{Adj}`, `{subject}`, `{Subject}`, `{ending}` and `{n}`;
 * description sentences may use `{subject}`.
 */
export interface SubTopic {
	name: string;
	/** Globally unique interest slug. */
	slug: string;
	/** Things a pin in this sub-interest shows: "reading nook", "sourdough loaf". */
	subjects: readonly string[];
}

export interface Topic {
	/** Display name, as in NAV-08. */
	name: string;
	/** URL slug, e.g. `food-drink`. */
	slug: string;
	/** Palette names (see palettes.ts) drawn for this category's pins. */
	palettes: readonly string[];
	adjectives: readonly string[];
	/** Title endings: "with warm light". */
	endings: readonly string[];
	/** Description sentences. */
	sentences: readonly string[];
	/** Board names people give boards of this category. */
	boards: readonly string[];
	/** Section titles for boards of this category. */
	sections: readonly string[];
	/** Link hosts (all under reserved example domains). */
	domains: readonly string[];
	/** Title templates; the default set when absent. */
	templates?: readonly string[];
	subs: readonly SubTopic[];
}

/** Splits a `|`-separated list, trimming each item. */
export function list(text: string): string[] {
	return text
		.split('|')
		.map((s) => s.trim())
		.filter((s) => s.length > 0);
}

/** Shorthand for a sub-topic. */
export function sub(name: string, slug: string, subjects: string): SubTopic {
	return { name, slug, subjects: list(subjects) };
}

export const DEFAULT_TEMPLATES: readonly string[] = [
	'{Adj} {subject} {ending}',
	'{Adj} {subject} {ending}',
	'{Adj} {subject}',
	'{n} {adj} {subject} ideas',
	'{Subject} {ending}',
	'The {adj} {subject} {ending}',
];
