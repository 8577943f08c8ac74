import { type SubmitEvent, useState } from 'react';
import { sendWithReauth } from '~/lib/identity/auth/reauth/client/reauth-modal.store.ts';
import { sendWithPasscode } from '~/lib/identity/settings/client/save-settings.ts';
import { callResource } from '~/lib/platform/client/api.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import settingsForm from '~/messages/settings-form/index.ts';
import settingsPassword from '~/messages/settings-password/index.ts';
import { reactIsland } from '../react-island.ts';
import { FormError, TextField } from './fields.tsx';
import './settings-forms.css';

/** Shortest password the server accepts (`InvalidPassword`). */
const MIN_PASSWORD = 8;

interface Draft {
	old: string;
	new: string;
	new_confirm: string;
}

const EMPTY: Draft = { old: '', new: '', new_confirm: '' };

/** The two new-password checks made before sending; null when the form may be sent. */
function clientErrors(d: Draft): Partial<Record<keyof Draft, string>> {
	const t = settingsPassword();
	const errors: Partial<Record<keyof Draft, string>> = {};
	if (d.new && d.new.length < MIN_PASSWORD) errors.new = t.tooShort({ min: MIN_PASSWORD });
	if (d.new_confirm && d.new_confirm !== d.new) errors.new_confirm = t.mismatch();
	return errors;
}

/**
 * Change password (SET-07): `UserPasswordResource` update with `old`, `new`, `new_confirm`, the
 * "Confirm it's you" step when MFA is on, and the parental passcode when the server asks for it
 * (PPC-01). Success clears the form and says so.
 */
export const PasswordForm = reactIsland(function PasswordForm() {
	const t = settingsPassword();
	const [draft, setDraft] = useState<Draft>(EMPTY);
	const [touched, setTouched] = useState<Partial<Record<keyof Draft, boolean>>>({});
	const [saving, setSaving] = useState(false);
	const [failed, setFailed] = useState(false);
	const errors = clientErrors(draft);
	const complete = draft.old !== '' && draft.new !== '' && draft.new_confirm !== '';
	const canSend = complete && Object.keys(errors).length === 0 && !saving;

	function field(key: keyof Draft, label: string, autoComplete: string) {
		return (
			<TextField
				id={`password-${key.replace('_', '-')}`}
				label={label}
				type="password"
				autoComplete={autoComplete}
				maxLength={1024}
				required
				value={draft[key]}
				error={touched[key] ? errors[key] : undefined}
				onBlur={() => setTouched((t) => ({ ...t, [key]: true }))}
				onChange={(v) => setDraft((d) => ({ ...d, [key]: v }))}
			/>
		);
	}

	async function save(e: SubmitEvent) {
		e.preventDefault();
		setTouched({ old: true, new: true, new_confirm: true });
		if (!canSend) return;
		setSaving(true);
		setFailed(false);
		try {
			// With MFA on, the server first asks the person to confirm it's them (ReauthRequired).
			const reauthed = await sendWithReauth(() =>
				sendWithPasscode(
					(extra) => callResource('UserPasswordResource', 'update', { ...draft, ...extra }),
					{ mode: 'validate' },
				),
			);
			const outcome = reauthed.status === 'done' ? reauthed.value : reauthed;
			if (outcome.status === 'done') {
				setDraft(EMPTY);
				setTouched({});
				showToast(t.updated());
			}
		} catch {
			setFailed(true);
		} finally {
			setSaving(false);
		}
	}

	return (
		<form className="settings-form" onSubmit={save} noValidate aria-labelledby="password-title">
			<h2 id="password-title">{t.title()}</h2>
			{field('old', t.currentPassword(), 'current-password')}
			{field('new', t.newPassword(), 'new-password')}
			{field('new_confirm', t.confirmPassword(), 'new-password')}
			{/* SET-07: failures are not explained (the form does not tell which part was wrong). */}
			<FormError message={failed ? t.failed() : null} />
			<div className="save-bar">
				<button type="submit" className="button button--primary" disabled={!canSend}>
					{saving ? settingsForm().saving() : t.submit()}
				</button>
			</div>
		</form>
	);
});
