import { type ReactNode, type SubmitEvent, useEffect, useState } from 'react';
import { backupCodesText, svgDataUrl } from '~/lib/identity/settings/client/backup-codes-file.ts';
import { ApiError, callRest } from '~/lib/platform/client/api.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import settingsForm from '~/messages/settings-form/index.ts';
import settingsMfa from '~/messages/settings-mfa/index.ts';
import { reactIsland } from '../react-island.ts';
import { FormError, TextField } from './fields.tsx';
import { rich } from './rich.tsx';
import './settings-forms.css';

const MFA_PATH = '/v3/users/me/mfa/';

interface MfaStatus {
	enabled: boolean;
	backup_codes_left: number;
}

interface MfaSetup {
	secret: string;
	otpauth_url: string;
	qr_svg: string;
}

/** Where the panel is: the status, a password/code form, the QR step, or new codes shown once. */
type Step =
	| { name: 'status' }
	| { name: 'start' }
	| { name: 'scan'; setup: MfaSetup }
	| { name: 'codes'; codes: string[] }
	| { name: 'regenerate' }
	| { name: 'disable' };

function messageOf(error: unknown): string {
	return error instanceof ApiError && error.apiErrorCode !== 0
		? error.message
		: settingsForm().somethingWentWrong();
}

interface Props {
	/** Named in the backup-codes file. */
	username: string;
}

/**
 * Two-factor authentication (ACC-07, AUTH MFA): turn it on with the account password, a QR code
 * (or the secret typed by hand) and a first code; then see the backup codes once, with copy and
 * download. When on: new backup codes, or turn it off with the password and a code.
 */
export const MfaSettings = reactIsland(function MfaSettings({ username }: Props) {
	const t = settingsMfa();
	const [status, setStatus] = useState<MfaStatus | null>(null);
	const [loadError, setLoadError] = useState(false);
	const [step, setStep] = useState<Step>({ name: 'status' });

	function reload() {
		callRest<MfaStatus>('GET', MFA_PATH)
			.then(setStatus)
			.catch(() => setLoadError(true));
	}
	useEffect(reload, []);

	if (!status) {
		return (
			<p
				className={loadError ? 'form-error' : 'settings-loading'}
				role={loadError ? 'alert' : undefined}
			>
				{loadError ? t.loadFailed() : settingsForm().loading()}
			</p>
		);
	}

	const toStatus = () => {
		setStep({ name: 'status' });
		reload();
	};

	switch (step.name) {
		case 'start':
			return (
				<PasswordStep
					intro={t.startIntro()}
					submitLabel={t.continue()}
					onCancel={toStatus}
					run={async (password) => {
						const setup = await callRest<MfaSetup>('POST', MFA_PATH, { password });
						setStep({ name: 'scan', setup });
					}}
				/>
			);
		case 'scan':
			return (
				<ScanStep
					setup={step.setup}
					onCancel={toStatus}
					onEnabled={(codes) => {
						setStatus({ enabled: true, backup_codes_left: codes.length });
						setStep({ name: 'codes', codes });
						showToast(t.enabledToast());
					}}
				/>
			);
		case 'codes':
			return <BackupCodes codes={step.codes} username={username} onDone={toStatus} />;
		case 'regenerate':
			return (
				<PasswordStep
					intro={t.regenerateIntro()}
					submitLabel={t.getNewCodes()}
					withCode
					onCancel={toStatus}
					run={async (password, code) => {
						const answer = await callRest<{ backup_codes: string[] }>(
							'POST',
							`${MFA_PATH}backup_codes/`,
							{ password, code },
						);
						setStep({ name: 'codes', codes: answer.backup_codes });
					}}
				/>
			);
		case 'disable':
			return (
				<PasswordStep
					intro={t.disableIntro()}
					submitLabel={t.turnOff()}
					withCode
					onCancel={toStatus}
					run={async (password, code) => {
						await callRest('POST', `${MFA_PATH}disable/`, { password, code });
						showToast(t.disabledToast());
						toStatus();
					}}
				/>
			);
		default:
			return (
				<div className="settings-form">
					{status.enabled ? (
						<>
							<p className="settings-note">
								{rich(t.statusOn({ count: status.backup_codes_left }), {
									strong: (s) => <strong>{s}</strong>,
								})}
							</p>
							<div className="button-row">
								<button
									type="button"
									className="button"
									onClick={() => setStep({ name: 'regenerate' })}
								>
									{t.getNewBackupCodes()}
								</button>
								<button
									type="button"
									className="button"
									onClick={() => setStep({ name: 'disable' })}
								>
									{t.turnOffMfa()}
								</button>
							</div>
						</>
					) : (
						<>
							<p className="settings-note">{t.statusOff()}</p>
							<div className="button-row">
								<button
									type="button"
									className="button button--primary"
									onClick={() => setStep({ name: 'start' })}
								>
									{t.turnOnMfa()}
								</button>
							</div>
						</>
					)}
				</div>
			);
	}
});

interface PasswordStepProps {
	intro: ReactNode;
	submitLabel: string;
	withCode?: boolean;
	onCancel: () => void;
	run: (password: string, code: string) => Promise<void>;
}

/** A password (and optionally a code) form whose failure shows the server's message. */
function PasswordStep({ intro, submitLabel, withCode = false, onCancel, run }: PasswordStepProps) {
	const t = settingsMfa();
	const form = settingsForm();
	const [password, setPassword] = useState('');
	const [code, setCode] = useState('');
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const ready = password !== '' && (!withCode || code.trim() !== '') && !busy;

	async function submit(e: SubmitEvent) {
		e.preventDefault();
		if (!ready) return;
		setBusy(true);
		setError(null);
		try {
			await run(password, code.trim());
		} catch (err) {
			setError(messageOf(err));
			setBusy(false);
		}
	}

	return (
		<form className="settings-form" onSubmit={submit} noValidate>
			<p>{intro}</p>
			<TextField
				id="mfa-password"
				label={t.password()}
				type="password"
				autoComplete="current-password"
				maxLength={1024}
				required
				value={password}
				onChange={setPassword}
			/>
			{withCode && (
				<TextField
					id="mfa-code"
					label={t.code()}
					autoComplete="one-time-code"
					maxLength={20}
					required
					value={code}
					onChange={setCode}
				/>
			)}
			<FormError message={error} />
			<div className="button-row">
				<button type="button" className="button" onClick={onCancel}>
					{form.cancel()}
				</button>
				<button type="submit" className="button button--primary" disabled={!ready}>
					{busy ? t.working() : submitLabel}
				</button>
			</div>
		</form>
	);
}

/** The QR code (an image of the server's SVG), the secret for typing by hand, and the first code. */
function ScanStep({
	setup,
	onCancel,
	onEnabled,
}: {
	setup: MfaSetup;
	onCancel: () => void;
	onEnabled: (codes: string[]) => void;
}) {
	const t = settingsMfa();
	const form = settingsForm();
	const [code, setCode] = useState('');
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const valid = /^\d{6}$/.test(code);

	async function submit(e: SubmitEvent) {
		e.preventDefault();
		if (!valid || busy) return;
		setBusy(true);
		setError(null);
		try {
			const answer = await callRest<{ enabled: boolean; backup_codes: string[] }>('PUT', MFA_PATH, {
				code,
			});
			onEnabled(answer.backup_codes);
		} catch (err) {
			setError(messageOf(err));
			setBusy(false);
		}
	}

	return (
		<form className="settings-form" onSubmit={submit} noValidate>
			<p>{t.scanIntro()}</p>
			<img
				className="mfa-qr"
				src={svgDataUrl(setup.qr_svg)}
				alt={t.qrAlt()}
				width={200}
				height={200}
			/>
			<p>
				{t.manualKey()} <code className="mfa-secret">{setup.secret}</code>
			</p>
			<TextField
				id="mfa-first-code"
				label={t.firstCode()}
				inputMode="numeric"
				autoComplete="one-time-code"
				maxLength={6}
				required
				value={code}
				error={error}
				onChange={(v) => setCode(v.replace(/\s/g, ''))}
			/>
			<div className="button-row">
				<button type="button" className="button" onClick={onCancel}>
					{form.cancel()}
				</button>
				<button type="submit" className="button button--primary" disabled={!valid || busy}>
					{busy ? form.checking() : t.turnOn()}
				</button>
			</div>
		</form>
	);
}

/** New backup codes, shown once, with copy and download as a text file. */
function BackupCodes({
	codes,
	username,
	onDone,
}: {
	codes: string[];
	username: string;
	onDone: () => void;
}) {
	const t = settingsMfa();
	const text = backupCodesText(codes, username);

	async function copy() {
		try {
			await navigator.clipboard.writeText(text);
			showToast(t.codesCopied());
		} catch {
			showToast(t.copyFailed());
		}
	}

	function download() {
		const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
		const a = document.createElement('a');
		a.href = url;
		a.download = `${username}-backup-codes.txt`;
		a.click();
		setTimeout(() => URL.revokeObjectURL(url), 1000);
	}

	return (
		<div className="settings-form">
			<h2 id="mfa-codes-title">{t.codesTitle()}</h2>
			<p>{t.codesIntro()}</p>
			<ul className="code-list" aria-labelledby="mfa-codes-title">
				{codes.map((c) => (
					<li key={c}>{c}</li>
				))}
			</ul>
			<div className="button-row">
				<button type="button" className="button" onClick={copy}>
					{t.copyCodes()}
				</button>
				<button type="button" className="button" onClick={download}>
					{t.downloadCodes()}
				</button>
				<button type="button" className="button button--primary" onClick={onDone}>
					{t.done()}
				</button>
			</div>
		</div>
	);
}
