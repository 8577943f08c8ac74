import settingsAccount from '~/messages/settings-account/index.ts';

/**
 * ACC-23: `gender` is `female`, `male`, `unspecified`, `custom_gender` (custom, no text given) or
 * any other text the user types. The form shows the three as radio buttons plus "Custom" with a
 * text field.
 */
const GENDER_VALUES: readonly string[] = ['female', 'male', 'unspecified'];

/** The three fixed choices with their labels in the current language. */
export function genderChoices(): { value: string; label: string }[] {
	const t = settingsAccount();
	return [
		{ value: 'female', label: t.genderFemale() },
		{ value: 'male', label: t.genderMale() },
		{ value: 'unspecified', label: t.genderUnspecified() },
	];
}

/** What is stored for "Custom" without text. */
const CUSTOM_WITHOUT_TEXT = 'custom_gender';

/** The text shown in the custom field for a stored value (none for `custom_gender`). */
export function customGenderText(gender: string | null): string {
	return genderChoiceOf(gender) === 'custom' && gender !== CUSTOM_WITHOUT_TEXT
		? (gender ?? '')
		: '';
}

/** The radio choice a stored value selects: one of the three, `custom`, or '' for none yet. */
export function genderChoiceOf(gender: string | null): string {
	if (!gender) return '';
	if (gender === CUSTOM_WITHOUT_TEXT) return 'custom';
	return GENDER_VALUES.includes(gender) ? gender : 'custom';
}

/** The value to store for a radio choice and the custom text (null when nothing is chosen). */
export function genderValueOf(choice: string, customText: string): string | null {
	if (choice === '') return null;
	return choice === 'custom' ? customText.trim() : choice;
}
