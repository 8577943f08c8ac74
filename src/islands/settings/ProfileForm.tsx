import { useRef, useState } from 'react';
import { saveSettings } from '~/lib/identity/settings/client/save-settings.ts';
import {
	changedFields,
	type UserSettingsView,
} from '~/lib/identity/settings/client/settings-view.ts';
import { uploadImage } from '~/lib/identity/settings/client/upload-image.ts';
import { viewerPhotoChanged } from '~/lib/identity/settings/client/viewer-photo.store.ts';
import { customAvatarUrl } from '~/lib/identity/users/display-name.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import settingsProfile from '~/messages/settings-profile/index.ts';
import { reactIsland } from '../react-island.ts';
import { FormError, SaveBar, TextField } from './fields.tsx';
import { saveErrorsOf } from './save-errors.ts';
import { useSettingsDraft } from './use-settings-draft.ts';
import { useUserSettings } from './use-user-settings.ts';
import './settings-forms.css';

interface Props {
	/** Server-rendered settings; null makes the island fetch them. */
	initial: UserSettingsView | null;
}

/** What the form edits, as strings (a missing website is ''). */
interface ProfileDraft {
	first_name: string;
	last_name: string;
	full_name: string;
	about: string;
	website_url: string;
	username: string;
}

function draftOf(s: UserSettingsView): ProfileDraft {
	return {
		first_name: s.first_name,
		last_name: s.last_name,
		full_name: s.full_name,
		about: s.about,
		website_url: s.website_url ?? '',
		username: s.username,
	};
}

/**
 * Edit profile: photo, name, about, website and username. Personal accounts edit first and last
 * name; business accounts edit one name, which is their business name (SET-03). Username errors
 * show under the username field.
 */
export const ProfileForm = reactIsland(function ProfileForm({ initial }: Props) {
	const { settings, setSettings, error: loadError } = useUserSettings(initial);
	if (!settings) {
		return <p className="settings-loading">{loadError ?? settingsProfile().loading()}</p>;
	}
	return <ProfileFields settings={settings} onSaved={setSettings} />;
});

function ProfileFields({
	settings,
	onSaved,
}: {
	settings: UserSettingsView;
	onSaved: (s: UserSettingsView) => void;
}) {
	const t = settingsProfile();
	const { baseline, draft, set, reset, saving, errors, submitWith } = useSettingsDraft(
		settings,
		draftOf,
		onSaved,
	);

	const isBusiness = settings.account_type === 'business';
	// Business accounts edit only the one name; personal accounts the two halves.
	const editable: (keyof ProfileDraft)[] = isBusiness
		? ['full_name', 'about', 'website_url', 'username']
		: ['first_name', 'last_name', 'about', 'website_url', 'username'];
	const changes = changedFields(
		baseline,
		Object.fromEntries(editable.map((k) => [k, draft[k]])) as Partial<ProfileDraft>,
	);
	const dirty = Object.keys(changes).length > 0;

	const save = submitWith(changes, {
		formFields: editable,
		toast: () => t.saved(),
	});

	return (
		<form className="settings-form" onSubmit={save} noValidate>
			<AvatarField settings={settings} onSaved={onSaved} />
			{isBusiness ? (
				<TextField
					id="profile-full-name"
					label={t.businessName()}
					autoComplete="organization"
					maxLength={100}
					value={draft.full_name}
					error={errors.fields.full_name}
					onChange={(v) => set('full_name', v)}
				/>
			) : (
				<>
					<TextField
						id="profile-first-name"
						label={t.firstName()}
						autoComplete="given-name"
						maxLength={100}
						value={draft.first_name}
						error={errors.fields.first_name}
						onChange={(v) => set('first_name', v)}
					/>
					<TextField
						id="profile-last-name"
						label={t.lastName()}
						autoComplete="family-name"
						maxLength={100}
						value={draft.last_name}
						onChange={(v) => set('last_name', v)}
					/>
				</>
			)}
			<TextField
				id="profile-about"
				label={t.about()}
				hint={t.aboutHint()}
				multiline
				maxLength={500}
				value={draft.about}
				error={errors.fields.about}
				onChange={(v) => set('about', v)}
			/>
			<TextField
				id="profile-website"
				label={t.website()}
				type="url"
				autoComplete="url"
				hint={t.websiteHint()}
				maxLength={2048}
				value={draft.website_url}
				error={errors.fields.website_url}
				onChange={(v) => set('website_url', v)}
			/>
			<TextField
				id="profile-username"
				label={t.username()}
				autoComplete="username"
				hint={t.usernameHint({ username: draft.username || settings.username })}
				maxLength={30}
				value={draft.username}
				error={errors.fields.username}
				onChange={(v) => set('username', v)}
			/>
			<FormError message={errors.form} />
			<SaveBar dirty={dirty} saving={saving} onReset={reset} />
		</form>
	);
}

/** The photo: the current one or an initial placeholder (ACC-14), and a button to change it. */
function AvatarField({
	settings,
	onSaved,
}: {
	settings: UserSettingsView;
	onSaved: (s: UserSettingsView) => void;
}) {
	const t = settingsProfile();
	const input = useRef<HTMLInputElement>(null);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const url = customAvatarUrl(settings.profile_image_url);
	const initial = (settings.full_name || settings.username).trim().charAt(0).toUpperCase();

	async function upload(file: File) {
		setBusy(true);
		setError(null);
		try {
			const mediaId = await uploadImage(file);
			const outcome = await saveSettings(
				{ profile_image_media_id: mediaId },
				{ current: settings },
			);
			if (outcome.status === 'done') {
				onSaved(outcome.value);
				// The header's avatar follows without a reload.
				viewerPhotoChanged(outcome.value.profile_image_url);
				showToast(t.photoUpdated());
			}
		} catch (e) {
			setError(saveErrorsOf(e).form ?? t.photoFailed());
		} finally {
			setBusy(false);
			if (input.current) input.current.value = '';
		}
	}

	return (
		<div className="field">
			<span className="field__label" id="profile-photo-label">
				{t.photo()}
			</span>
			<div className="avatar-row">
				{url ? (
					<img
						className="avatar"
						src={url}
						alt={t.photoAlt({ name: settings.full_name || settings.username })}
						width={75}
						height={75}
					/>
				) : (
					<span className="avatar avatar--placeholder" role="img" aria-label={t.noPhoto()}>
						{initial}
					</span>
				)}
				<button
					type="button"
					className="button"
					disabled={busy}
					aria-describedby={error ? 'profile-photo-error' : 'profile-photo-label'}
					onClick={() => input.current?.click()}
				>
					{busy ? t.uploading() : t.changePhoto()}
				</button>
				<input
					ref={input}
					type="file"
					accept="image/jpeg,image/png,image/webp,image/gif"
					hidden
					onChange={(e) => {
						const file = e.target.files?.[0];
						if (file) void upload(file);
					}}
				/>
			</div>
			{error && (
				<p id="profile-photo-error" className="field__error" role="alert">
					{error}
				</p>
			)}
		</div>
	);
}
