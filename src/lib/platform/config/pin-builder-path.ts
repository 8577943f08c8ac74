/**
 * RTE-16: the pin builder answers at exactly one of two addresses, chosen by the server's
 * `PIN_BUILDER_PATH` setting; the other address redirects to it.
 */
export const PIN_BUILDER_PATHS = ['pin-creation-tool', 'idea-pin-builder'] as const;

export type PinBuilderPath = (typeof PIN_BUILDER_PATHS)[number];

/** The builder's URL path for the active setting, e.g. `/pin-creation-tool/`. */
export function pinBuilderUrl(active: PinBuilderPath): string {
	return `/${active}/`;
}

/**
 * Where a request for the builder at `requested` must go instead, or null when `requested` is
 * the active address. The query string travels along (a `?draft=` link keeps working).
 */
export function pinBuilderRedirect(
	active: PinBuilderPath,
	requested: PinBuilderPath,
	search: string,
): string | null {
	return requested === active ? null : `${pinBuilderUrl(active)}${search}`;
}
