import { useEffect, useState } from 'react';
import {
	customGenderText,
	GENDER_CHOICES,
	genderChoiceOf,
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
import { callResource } from '~/lib/platform/client/api.ts';
import { reactIsland } from '../react-island.ts';
import { FormError, SaveBar, SelectField, TextField } from './fields.tsx';
import { useSettingsDraft } from './use-settings-draft.ts';
import { useUserSettings } from './use-user-settings.ts';
import './settings-forms.css';

interface Props {
	/** Server-rendered settings; null makes the island fetch them. */
	initial: UserSettingsView | null;
	/** SET-08 choices; when absent they are fetched from CountriesResource / LocalesResource. */
	countries?: SelectOption[] | undefined;
	locales?: SelectOption[] | undefined;
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

/** The `(key, name)` list of a resource as select options, or [] while it loads or failed. */
function useOptions(
	given: SelectOption[] | undefined,
	resource: 'CountriesResource' | 'LocalesResource',
) {
	const [options, setOptions] = useState<SelectOption[]>(given ?? []);
	useEffect(() => {
		if (given) return;
		let live = true;
		callResource<{ key: string; name: string }[]>(resource, 'get')
			.then((list) => live && setOptions(toSelectOptions(list)))
			.catch(() => undefined);
		return () => {
			live = false;
		};
	}, [given, resource]);
	return options;
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
	const countryOptions = useOptions(countries, 'CountriesResource');
	const localeOptions = useOptions(locales, 'LocalesResource');
	if (!settings) return <p className="settings-loading">{loadError ?? 'Loading your account…'}</p>;
	return (
		<AccountFields
			settings={settings}
			onSaved={setSettings}
			countryOptions={countryOptions}
			localeOptions={localeOptions}
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
		toast: (saved) =>
			changes.email && saved.email_changing_to
				? 'Check your inbox to confirm your new email'
				: 'Account saved',
	});

	const pending = settings.email_changing_to;
	return (
		<form className="settings-form" onSubmit={save} noValidate>
			<TextField
				id="account-email"
				label="Email"
				type="email"
				autoComplete="email"
				maxLength={254}
				value={draft.email}
				error={errors.fields.email}
				hint={
					pending ? (
						<>
							Pending confirmation: check <strong>{pending}</strong> for the link that confirms your
							new email.
						</>
					) : settings.email_verified ? undefined : (
						"This email isn't verified yet."
					)
				}
				onChange={(v) => set('email', v)}
			/>
			<SelectField
				id="account-country"
				label="Country or region"
				value={draft.country}
				error={errors.fields.country}
				options={countryOptions}
				onChange={(v) => set('country', v)}
			/>
			<SelectField
				id="account-locale"
				label="Language"
				value={draft.locale}
				error={errors.fields.locale}
				options={localeOptions}
				onChange={(v) => set('locale', v)}
			/>
			<fieldset>
				<legend className="field__label">Gender</legend>
				<div className="radio-group">
					{[...GENDER_CHOICES, { value: 'custom', label: 'Custom' }].map((c) => (
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
						label="Your gender"
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
