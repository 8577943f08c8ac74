import { type SubmitEvent, useEffect, useMemo, useState } from 'react';
import { saveSettings } from '~/lib/identity/settings/client/save-settings.ts';
import type {
	SettingsChanges,
	UserSettingsView,
} from '~/lib/identity/settings/client/settings-view.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import { NO_ERRORS, type SaveErrors, saveErrorsOf } from './save-errors.ts';

/**
 * The editing state every settings form shares: a draft made from the saved settings (reset
 * when the saved values change, keyed on the values so saving one part does not throw away
 * unsaved edits of another), and a submit that saves through `saveSettings` (passcode modal
 * included, SET-05), shows a toast, and puts each error under its field or on the form.
 */
export function useSettingsDraft<D>(
	settings: UserSettingsView,
	draftOf: (s: UserSettingsView) => D,
	onSaved: (s: UserSettingsView) => void,
) {
	const baselineKey = JSON.stringify(draftOf(settings));
	const baseline = useMemo<D>(() => JSON.parse(baselineKey), [baselineKey]);
	const [draft, setDraft] = useState(baseline);
	const [saving, setSaving] = useState(false);
	const [errors, setErrors] = useState<SaveErrors>(NO_ERRORS);
	useEffect(() => setDraft(baseline), [baseline]);

	function set<K extends keyof D>(key: K, value: D[K]) {
		setDraft((d) => ({ ...d, [key]: value }));
	}

	/** Back to the saved values, with no errors shown. */
	function reset() {
		setDraft(baseline);
		setErrors(NO_ERRORS);
	}

	/** A form's submit handler that saves `changes` (nothing when empty or already saving). */
	function submitWith(
		changes: SettingsChanges,
		options: {
			formFields?: readonly string[];
			toast: (saved: UserSettingsView) => string;
			/** Runs once the changes are saved (after the toast). */
			afterSave?: (saved: UserSettingsView) => void;
		},
	) {
		return async (e: SubmitEvent) => {
			e.preventDefault();
			if (Object.keys(changes).length === 0 || saving) return;
			setSaving(true);
			setErrors(NO_ERRORS);
			try {
				const outcome = await saveSettings(changes, { current: settings });
				if (outcome.status === 'done') {
					onSaved(outcome.value);
					// The answer is the new saved state; an email change, for one, leaves `email` as it was.
					setDraft(draftOf(outcome.value));
					showToast(options.toast(outcome.value));
					options.afterSave?.(outcome.value);
				}
			} catch (error) {
				setErrors(saveErrorsOf(error, options.formFields));
			} finally {
				setSaving(false);
			}
		};
	}

	return { baseline, draft, setDraft, set, reset, saving, errors, submitWith };
}
