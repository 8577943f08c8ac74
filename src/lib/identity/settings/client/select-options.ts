/** One choice of a `<select>`. */
export interface SelectOption {
	value: string;
	label: string;
}

/** SET-08: `CountriesResource`/`LocalesResource` answer `(key, name)` pairs; selects take `(value, label)`. */
export function toSelectOptions(list: readonly { key: string; name: string }[]): SelectOption[] {
	return list.map(({ key, name }) => ({ value: key, label: name }));
}
