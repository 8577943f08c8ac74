import interestsNames from '~/messages/interests-names/index.ts';

/**
 * An interest's name in the current language. Names of the interests the product ships are
 * catalogue messages (`src/messages/interests-names/`), keyed by the interest's slug in
 * camelCase (`food-drink` → `foodDrink`): slugs are stable, names are not. An interest without
 * a message (one added to the database later) keeps its database name. Addresses stay English.
 *
 * Any area from content up may call this where it shows an interest: menus, search suggestions,
 * pin pages, board and section name suggestions (discovery re-exports it from
 * `discovery/interests/interest-name.ts`). An island that does ships the names of one language
 * (a few kilobytes).
 */
export function interestName(interest: { slug: string; name: string }): string {
	const table = interestsNames() as unknown as Record<string, (() => string) | undefined>;
	const key = interestNameKey(interest.slug);
	const message = Object.hasOwn(table, key) ? table[key] : undefined;
	return message ? message() : interest.name;
}

/** The catalogue key of an interest's name: its slug in camelCase (`home-decor` → `homeDecor`). */
export function interestNameKey(slug: string): string {
	return slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** A copy of an interest whose `name` is its name in the current language. */
export function withInterestName<T extends { slug: string; name: string }>(interest: T): T {
	return { ...interest, name: interestName(interest) };
}
