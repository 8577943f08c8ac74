import { type SubmitEvent, useState } from 'react';
import {
	canSubmit,
	clampPasscodeInput,
	PASSCODE_LENGTH,
	PASSCODE_MESSAGES,
	type PasscodeSetupValues,
	validatePasscode,
	validatePasscodeSetup,
} from '~/lib/identity/passcode/passcode-validation.ts';
import type { UserSettingsView } from '~/lib/identity/settings/client/settings-view.ts';
import { ApiError, callResource } from '~/lib/platform/client/api.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import passcodeSetup from '~/messages/passcode-setup/index.ts';
import settingsForm from '~/messages/settings-form/index.ts';
import { reactIsland } from '../react-island.ts';
import { FormError, TextField } from './fields.tsx';
import { rich } from './rich.tsx';
import { useUserSettings } from './use-user-settings.ts';
import './settings-forms.css';

/** What `ParentalPasscodeResource` create answers. */
interface PasscodeState {
	passcode_enabled: boolean;
	passcode_verification_pending: boolean;
}

interface Props {
	/** The account's own email: the backup email must differ from it (PPC-06). */
	accountEmail: string;
	/** Server-rendered settings; null makes the island fetch them. */
	initial: UserSettingsView | null;
}

function messageOf(error: unknown): string {
	return error instanceof ApiError && error.apiErrorCode !== 0
		? error.detail || error.message
		: settingsForm().somethingWentWrong();
}

/**
 * `/parental-passcode` (PPC-10): set up a 4-digit passcode and a backup email; once set, change
 * it (with the current one) or remove it. Fields check themselves as the user goes (PPC-04..07)
 * and the submit control stays disabled until every field is filled in and correct, and while
 * the server checks (PPC-08).
 */
export const ParentalPasscodeSetup = reactIsland(function ParentalPasscodeSetup({
	accountEmail,
	initial,
}: Props) {
	const t = passcodeSetup();
	const { settings, error: loadError } = useUserSettings(initial);
	const [state, setState] = useState<PasscodeState | null>(null);
	if (!settings) {
		return <p className="settings-loading">{loadError ?? settingsForm().loading()}</p>;
	}
	const current: PasscodeState = state ?? {
		passcode_enabled: settings.has_passcode,
		passcode_verification_pending: settings.passcode_verification_pending,
	};

	if (!current.passcode_enabled) {
		return (
			<SetupForm
				accountEmail={accountEmail}
				title={t.setupTitle()}
				intro={t.setupIntro({ length: PASSCODE_LENGTH })}
				submitLabel={t.turnOn()}
				onDone={(s) => {
					setState(s);
					showToast(t.onToast());
				}}
			/>
		);
	}
	return (
		<div className="settings-form">
			<p className="settings-note">
				{rich(current.passcode_verification_pending ? t.statusOnPending() : t.statusOn(), {
					strong: (s) => <strong>{s}</strong>,
				})}
			</p>
			<SetupForm
				accountEmail={accountEmail}
				withCurrent
				title={t.changeTitle()}
				intro={t.changeIntro()}
				submitLabel={t.changeSubmit()}
				onDone={(s) => {
					setState(s);
					showToast(t.changedToast());
				}}
			/>
			<RemoveForm
				onDone={() => {
					setState({ passcode_enabled: false, passcode_verification_pending: false });
					showToast(t.removedToast());
				}}
			/>
		</div>
	);
});

type SetupField = keyof PasscodeSetupValues | 'current';

/** The server's option names (`InvalidOptions` names one in `extra_data.field`) → form fields. */
const FIELD_OF_OPTION: Record<string, SetupField> = {
	passcode: 'passcode',
	confirm_passcode: 'confirmPasscode',
	backup_email: 'backupEmail',
	confirm_backup_email: 'confirmBackupEmail',
	passcode_current: 'current',
};

/** Which field a failed save belongs under: a wrong or locked current passcode, or a named option. */
function serverErrorField(error: unknown): SetupField | null {
	if (!(error instanceof ApiError)) return null;
	if (error.code === 'PasscodeIncorrect' || error.code === 'PasscodeLocked') return 'current';
	if (error.code === 'InvalidEmail') return 'backupEmail';
	const named = error.extra.field;
	return error.code === 'InvalidOptions' && typeof named === 'string'
		? (FIELD_OF_OPTION[named] ?? null)
		: null;
}

const EMPTY: PasscodeSetupValues = {
	passcode: '',
	confirmPasscode: '',
	backupEmail: '',
	confirmBackupEmail: '',
};

interface SetupFormProps {
	accountEmail: string;
	withCurrent?: boolean;
	title: string;
	intro: string;
	submitLabel: string;
	onDone: (state: PasscodeState) => void;
}

function SetupForm({
	accountEmail,
	withCurrent = false,
	title,
	intro,
	submitLabel,
	onDone,
}: SetupFormProps) {
	const t = passcodeSetup();
	const [values, setValues] = useState(EMPTY);
	const [current, setCurrent] = useState('');
	const [touched, setTouched] = useState<Partial<Record<SetupField, boolean>>>({});
	const [busy, setBusy] = useState(false);
	const [serverErrors, setServerErrors] = useState<Partial<Record<SetupField, string>>>({});
	const [formError, setFormError] = useState<string | null>(null);

	const errors: Record<SetupField, string | null> = {
		...validatePasscodeSetup(values, accountEmail),
		current: withCurrent ? validatePasscode(current) : null,
	};
	const allValues: Record<string, string> = withCurrent ? { ...values, current } : { ...values };
	// PPC-08: disabled until every field is filled in without error, and while the server checks.
	const ready = canSubmit(allValues, errors) && !busy;

	/** Client errors show once a field was left (digits-only at once); server errors until edited. */
	function shown(field: SetupField): string | null {
		const error = errors[field];
		if (error && (touched[field] || error === PASSCODE_MESSAGES.digitsOnly)) return error;
		return serverErrors[field] ?? null;
	}

	function edit(field: SetupField, value: string) {
		setServerErrors((e) => ({ ...e, [field]: undefined }));
		if (field === 'current') setCurrent(value);
		else setValues((v) => ({ ...v, [field]: value }));
	}

	async function submit(e: SubmitEvent) {
		e.preventDefault();
		if (!ready) return;
		setBusy(true);
		setFormError(null);
		setServerErrors({});
		try {
			const state = await callResource<PasscodeState>('ParentalPasscodeResource', 'create', {
				passcode: values.passcode,
				confirm_passcode: values.confirmPasscode,
				backup_email: values.backupEmail.trim(),
				confirm_backup_email: values.confirmBackupEmail.trim(),
				...(withCurrent ? { passcode_current: current } : {}),
			});
			setValues(EMPTY);
			setCurrent('');
			setTouched({});
			onDone(state);
		} catch (error) {
			const field = serverErrorField(error);
			if (field) setServerErrors({ [field]: error instanceof ApiError ? error.message : '' });
			else setFormError(messageOf(error));
		} finally {
			setBusy(false);
		}
	}

	const prefix = withCurrent ? 'change' : 'setup';
	function passcodeField(field: SetupField, label: string, value: string) {
		return (
			<TextField
				id={`${prefix}-${field}`}
				label={label}
				type="password"
				inputMode="numeric"
				autoComplete="off"
				maxLength={PASSCODE_LENGTH}
				required
				value={value}
				error={shown(field)}
				onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
				onChange={(v) => edit(field, clampPasscodeInput(v))}
			/>
		);
	}
	function emailField(field: 'backupEmail' | 'confirmBackupEmail', label: string) {
		return (
			<TextField
				id={`${prefix}-${field}`}
				label={label}
				type="email"
				autoComplete="off"
				maxLength={254}
				required
				value={values[field]}
				error={shown(field)}
				onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
				onChange={(v) => edit(field, v)}
			/>
		);
	}

	return (
		<form
			className="settings-form"
			onSubmit={submit}
			noValidate
			aria-labelledby={`${prefix}-title`}
		>
			<h2 id={`${prefix}-title`}>{title}</h2>
			<p className="field__hint">{intro}</p>
			{withCurrent && passcodeField('current', t.currentPasscode(), current)}
			{passcodeField('passcode', withCurrent ? t.newPasscode() : t.passcode(), values.passcode)}
			{passcodeField('confirmPasscode', t.confirmPasscode(), values.confirmPasscode)}
			{emailField('backupEmail', t.backupEmail())}
			{emailField('confirmBackupEmail', t.confirmBackupEmail())}
			<FormError message={formError} />
			<div className="save-bar">
				<button type="submit" className="button button--primary" disabled={!ready}>
					{busy ? settingsForm().checking() : submitLabel}
				</button>
			</div>
		</form>
	);
}

/** Removes the passcode after checking it; a wrong or locked one shows under the input. */
function RemoveForm({ onDone }: { onDone: () => void }) {
	const t = passcodeSetup();
	const [passcode, setPasscode] = useState('');
	const [touched, setTouched] = useState(false);
	const [busy, setBusy] = useState(false);
	const [serverError, setServerError] = useState<string | null>(null);
	const clientError = validatePasscode(passcode);
	const error =
		(touched || clientError === PASSCODE_MESSAGES.digitsOnly ? clientError : null) ?? serverError;
	const ready = clientError === null && !busy;

	async function submit(e: SubmitEvent) {
		e.preventDefault();
		if (!ready) return;
		setBusy(true);
		setServerError(null);
		try {
			await callResource('ParentalPasscodeResource', 'delete', { passcode });
			onDone();
		} catch (err) {
			setServerError(messageOf(err));
			setBusy(false);
		}
	}

	return (
		<form className="settings-form" onSubmit={submit} noValidate aria-labelledby="remove-title">
			<h2 id="remove-title">{t.removeTitle()}</h2>
			<p className="field__hint">{t.removeIntro()}</p>
			<TextField
				id="remove-passcode"
				label={t.passcode()}
				type="password"
				inputMode="numeric"
				autoComplete="off"
				maxLength={PASSCODE_LENGTH}
				required
				value={passcode}
				error={error}
				onBlur={() => setTouched(true)}
				onChange={(v) => {
					setPasscode(clampPasscodeInput(v));
					setServerError(null);
				}}
			/>
			<div className="save-bar">
				<button type="submit" className="button" disabled={!ready}>
					{busy ? settingsForm().checking() : t.removeSubmit()}
				</button>
			</div>
		</form>
	);
}
