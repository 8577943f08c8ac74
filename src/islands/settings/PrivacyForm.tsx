import {
	audienceLabels,
	featureLabel,
	PRIVACY_FIELDS,
	type PrivacyControl,
	privacyGroups,
} from '~/lib/identity/settings/client/privacy-fields.ts';
import {
	changedFields,
	type SettingsChanges,
	type UserSettingsView,
} from '~/lib/identity/settings/client/settings-view.ts';
import { AUDIENCE_ORDER } from '~/lib/identity/settings/client/stricter-change.ts';
import type { Audience } from '~/lib/identity/users/user-settings.ts';
import settingsPrivacy from '~/messages/settings-privacy/index.ts';
import { reactIsland } from '../react-island.ts';
import { FormError, SaveBar, SelectField, SwitchField } from './fields.tsx';
import { useSettingsDraft } from './use-settings-draft.ts';
import { useUserSettings } from './use-user-settings.ts';
import './settings-forms.css';

interface Props {
	/** Server-rendered settings; null makes the island fetch them. */
	initial: UserSettingsView | null;
}

type PrivacyDraft = Record<string, unknown> & { featureMap: Record<string, boolean> };

function draftOf(s: UserSettingsView): PrivacyDraft {
	const draft: PrivacyDraft = { featureMap: { ...s.featureMap } };
	for (const field of PRIVACY_FIELDS) draft[field] = s[field];
	return draft;
}

/**
 * Privacy and data (SET-01): switches and choices saved together with Save. Making the account
 * stricter only asks to confirm when a parental passcode is set; anything else asks for the
 * passcode (SET-05, U-30).
 */
export const PrivacyForm = reactIsland(function PrivacyForm({ initial }: Props) {
	const { settings, setSettings, error: loadError } = useUserSettings(initial);
	if (!settings) {
		return <p className="settings-loading">{loadError ?? settingsPrivacy().loading()}</p>;
	}
	return <PrivacyFields settings={settings} onSaved={setSettings} />;
});

function PrivacyFields({
	settings,
	onSaved,
}: {
	settings: UserSettingsView;
	onSaved: (s: UserSettingsView) => void;
}) {
	const t = settingsPrivacy();
	const labels = audienceLabels();
	const audienceOptions = AUDIENCE_ORDER.map((a) => ({ value: a, label: labels[a] }));
	const { baseline, draft, setDraft, set, reset, saving, errors, submitWith } = useSettingsDraft(
		settings,
		draftOf,
		onSaved,
	);

	const changes = changedFields(baseline, draft) as SettingsChanges;
	const dirty = Object.keys(changes).length > 0;
	const features = Object.keys(draft.featureMap).sort();

	const save = submitWith(changes, {
		toast: () => t.saved(),
	});

	function control(c: PrivacyControl) {
		const id = `privacy-${c.field.replaceAll('_', '-')}`;
		if (c.kind === 'audience') {
			return (
				<SelectField
					key={c.field}
					id={id}
					label={c.label}
					hint={c.hint}
					value={String(draft[c.field])}
					options={audienceOptions}
					onChange={(v) => set(c.field, v as Audience)}
				/>
			);
		}
		const unanswered = c.kind === 'consent' && settings[c.field] === null;
		return (
			<SwitchField
				key={c.field}
				id={id}
				label={c.label}
				hint={unanswered ? t.consentUnanswered({ hint: c.hint }) : c.hint}
				checked={draft[c.field] === true}
				onChange={(on) => set(c.field, on)}
			/>
		);
	}

	return (
		<form className="settings-form" onSubmit={save} noValidate>
			{privacyGroups().map((group) => (
				<fieldset key={group.title}>
					<legend>{group.title}</legend>
					{group.controls.map(control)}
				</fieldset>
			))}
			{features.length > 0 && (
				<fieldset>
					<legend>{t.features()}</legend>
					{features.map((key) => (
						<SwitchField
							key={key}
							id={`privacy-feature-${key}`}
							label={featureLabel(key)}
							checked={draft.featureMap[key] === true}
							onChange={(on) =>
								setDraft((d) => ({ ...d, featureMap: { ...d.featureMap, [key]: on } }))
							}
						/>
					))}
				</fieldset>
			)}
			<FormError message={errors.form} />
			<SaveBar dirty={dirty} saving={saving} onReset={reset} />
		</form>
	);
}
