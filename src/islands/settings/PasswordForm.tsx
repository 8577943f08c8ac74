import { type SubmitEvent, useState } from 'react';
import { sendWithReauth } from '~/lib/identity/auth/reauth/client/reauth-modal.store.ts';
import { sendWithPasscode } from '~/lib/identity/settings/client/save-settings.ts';
import { callResource } from '~/lib/platform/client/api.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import { reactIsland } from '../react-island.ts';
import { FormError, TextField } from './fields.tsx';
import './settings-forms.css';

/** Shortest password the server accepts (`InvalidPassword`). */
const MIN_PASSWORD = 8;

/**
 * SET-07: its failures are not explained to the user (so the form does not tell which part was
 * wrong); one message covers them all.
 */
const PASSWORD_FAILED = "Couldn't update your password. Check what you entered and try again.";

interface Draft {
	old: string;
	new: string;
	new_confirm: string;
}

const EMPTY: Draft = { old: '', new: '', new_confirm: '' };

/** The two new-password checks made before sending; null when the form may be sent. */
function clientErrors(d: Draft): Partial<Record<keyof Draft, string>> {
	const errors: Partial<Record<keyof Draft, string>> = {};
	if (d.new && d.new.length < MIN_PASSWORD) {
		errors.new = `Use at least ${MIN_PASSWORD} characters.`;
	}
	if (d.new_confirm && d.new_confirm !== d.new) errors.new_confirm = "The passwords don't match.";
	return errors;
}

/**
 * Change password (SET-07): `UserPasswordResource` update with `old`, `new`, `new_confirm`, the
 * "Confirm it's you" step when MFA is on, and the parental passcode when the server asks for it
 * (PPC-01). Success clears the form and says so.
 */
export const PasswordForm = reactIsland(function PasswordForm() {
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
				showToast('Your password was updated');
			}
		} catch {
			setFailed(true);
		} finally {
			setSaving(false);
		}
	}

	return (
		<form className="settings-form" onSubmit={save} noValidate aria-labelledby="password-title">
			<h2 id="password-title">Change your password</h2>
			{field('old', 'Current password', 'current-password')}
			{field('new', 'New password', 'new-password')}
			{field('new_confirm', 'Confirm new password', 'new-password')}
			<FormError message={failed ? PASSWORD_FAILED : null} />
			<div className="save-bar">
				<button type="submit" className="button button--primary" disabled={!canSend}>
					{saving ? 'Saving…' : 'Change password'}
				</button>
			</div>
		</form>
	);
});
