/** One choice of a `<select>`. */
export interface SelectOption {
	value: string;
	label: string;
	/** The label's language when it is not the page's (a language named in its own tongue). */
	lang?: string;
}

/** SET-08: `CountriesResource`/`LocalesResource` answer `(key, name)` pairs; selects take `(value, label)`. */
export function toSelectOptions(list: readonly { key: string; name: string }[]): SelectOption[] {
	return list.map(({ key, name }) => ({ value: key, label: name }));
}
