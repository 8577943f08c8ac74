import { useEffect, useState } from 'react';
import {
	customGenderText,
	genderChoiceOf,
	genderChoices,
	genderValueOf,
} from '~/lib/identity/settings/client/gender.ts';
import {
	type SelectOption,
	toSelectOptions,
} from '~/lib/identity/settings/client/select-options.ts';
import {
	changedFields,
	type SettingsChanges,
	type UserSettingsView,
} from '~/lib/identity/settings/client/settings-view.ts';
import type { Option } from '~/lib/identity/settings/countries.ts';
import type { LocaleOption } from '~/lib/identity/settings/locales.ts';
import { callResource } from '~/lib/platform/client/api.ts';
import { splitLanguagePath } from '~/lib/platform/i18n/languages.ts';
import settingsAccount from '~/messages/settings-account/index.ts';
import { reactIsland } from '../react-island.ts';
import { FormError, SaveBar, SelectField, TextField } from './fields.tsx';
import { rich } from './rich.tsx';
import { useSettingsDraft } from './use-settings-draft.ts';
import { useUserSettings } from './use-user-settings.ts';
import './settings-forms.css';

interface Props {
	/** Server-rendered settings; null makes the island fetch them. */
	initial: UserSettingsView | null;
	/** SET-08 choices; when absent they are fetched from CountriesResource / LocalesResource. */
	countries?: readonly Option[] | undefined;
	locales?: readonly LocaleOption[] | undefined;
}

interface AccountDraft {
	email: string;
	country: string;
	locale: string;
	genderChoice: string;
	genderCustom: string;
}

function draftOf(s: UserSettingsView): AccountDraft {
	const choice = genderChoiceOf(s.gender);
	return {
		email: s.email,
		country: s.country,
		locale: s.locale,
		genderChoice: choice,
		genderCustom: customGenderText(s.gender),
	};
}

/** The `(key, name)` list of a resource, or [] while it loads or failed. */
function useList<T>(
	given: readonly T[] | undefined,
	resource: 'CountriesResource' | 'LocalesResource',
) {
	const [list, setList] = useState<readonly T[]>(given ?? []);
	useEffect(() => {
		if (given) return;
		let live = true;
		callResource<T[]>(resource, 'get')
			.then((answer) => live && setList(answer))
			.catch(() => undefined);
		return () => {
			live = false;
		};
	}, [given, resource]);
	return list;
}

/**
 * SET-08's languages as select options: each named in its own language, the partially
 * translated ones marked so in the page's language ("Français (partial translation)").
 */
function languageOptions(list: readonly LocaleOption[]): SelectOption[] {
	const t = settingsAccount();
	return list.map(({ key, name, complete }) =>
		// A complete language's option is its name alone, in that language (`lang`, so screen
		// readers say it right); a partial one's wraps the name in a message of the page's.
		complete
			? { value: key, label: name, lang: key }
			: { value: key, label: t.languagePartial({ language: name }) },
	);
}

/**
 * Loads the page again in the newly saved language. The setting decides the language of an
 * address without a language prefix, so a `/de/…` page goes to the same page without it.
 */
function reloadInSavedLanguage() {
	const { path } = splitLanguagePath(location.pathname, true);
	if (path === location.pathname) location.reload();
	else location.assign(path + location.search + location.hash);
}

/**
 * Account management: email (SET-04: a change waits for confirmation and says so), country,
 * language and gender. The password has its own form.
 */
export const AccountForm = reactIsland(function AccountForm({
	initial,
	countries,
	locales,
}: Props) {
	const { settings, setSettings, error: loadError } = useUserSettings(initial);
	const countryList = useList(countries, 'CountriesResource');
	const localeList = useList(locales, 'LocalesResource');
	if (!settings) {
		return <p className="settings-loading">{loadError ?? settingsAccount().loading()}</p>;
	}
	return (
		<AccountFields
			settings={settings}
			onSaved={setSettings}
			countryOptions={toSelectOptions(countryList)}
			localeOptions={languageOptions(localeList)}
		/>
	);
});

function AccountFields({
	settings,
	onSaved,
	countryOptions,
	localeOptions,
}: {
	settings: UserSettingsView;
	onSaved: (s: UserSettingsView) => void;
	countryOptions: SelectOption[];
	localeOptions: SelectOption[];
}) {
	const t = settingsAccount();
	const { draft, set, reset, saving, errors, submitWith } = useSettingsDraft(
		settings,
		draftOf,
		onSaved,
	);

	const saved = {
		email: settings.email,
		country: settings.country,
		locale: settings.locale,
		gender: settings.gender,
	};
	const gender = genderValueOf(draft.genderChoice, draft.genderCustom);
	const changes: SettingsChanges = changedFields(saved, {
		email: draft.email.trim(),
		country: draft.country,
		locale: draft.locale,
		// "Custom" with nothing typed yet is not a change.
		...(gender === '' ? {} : { gender }),
	});
	const dirty = Object.keys(changes).length > 0;

	const save = submitWith(changes, {
		formFields: ['email', 'country', 'locale', 'gender'],
		toast: (saved) => (changes.email && saved.email_changing_to ? t.emailChangeSent() : t.saved()),
		// SET-08: the new language shows at once.
		afterSave: () => {
			if (changes.locale) reloadInSavedLanguage();
		},
	});

	const pending = settings.email_changing_to;
	return (
		<form className="settings-form" onSubmit={save} noValidate>
			<TextField
				id="account-email"
				label={t.email()}
				type="email"
				autoComplete="email"
				maxLength={254}
				value={draft.email}
				error={errors.fields.email}
				hint={
					pending
						? rich(t.emailPending({ email: pending }), { strong: (s) => <strong>{s}</strong> })
						: settings.email_verified
							? undefined
							: t.emailUnverified()
				}
				onChange={(v) => set('email', v)}
			/>
			<SelectField
				id="account-country"
				label={t.country()}
				value={draft.country}
				error={errors.fields.country}
				options={countryOptions}
				onChange={(v) => set('country', v)}
			/>
			<SelectField
				id="account-locale"
				label={t.language()}
				value={draft.locale}
				error={errors.fields.locale}
				options={localeOptions}
				onChange={(v) => set('locale', v)}
			/>
			<fieldset>
				<legend className="field__label">{t.gender()}</legend>
				<div className="radio-group">
					{[...genderChoices(), { value: 'custom', label: t.genderCustom() }].map((c) => (
						<label key={c.value}>
							<input
								type="radio"
								name="account-gender"
								value={c.value}
								checked={draft.genderChoice === c.value}
								onChange={() => set('genderChoice', c.value)}
							/>
							{c.label}
						</label>
					))}
				</div>
				{draft.genderChoice === 'custom' && (
					<TextField
						id="account-gender-custom"
						label={t.genderCustomLabel()}
						maxLength={40}
						value={draft.genderCustom}
						onChange={(v) => set('genderCustom', v)}
					/>
				)}
			</fieldset>
			<FormError message={errors.form} />
			<SaveBar dirty={dirty} saving={saving} onReset={reset} />
		</form>
	);
}
