import { useEffect, useState } from 'react';
import {
	optionLabel,
	sectionLabel,
} from '~/lib/identity/settings/notification-settings/notification-labels.ts';
import { callResource, callRest } from '~/lib/platform/client/api.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import settingsForm from '~/messages/settings-form/index.ts';
import settingsNotifications from '~/messages/settings-notifications/index.ts';
import { reactIsland } from '../react-island.ts';
import { SwitchField } from './fields.tsx';
import './settings-forms.css';

/** One channel's switches: `{[section]: {[option]: on}}`, sections and options in display order. */
type Channel = Record<string, Record<string, boolean>>;
type ChannelName = 'email' | 'push' | 'news';
export type NotificationChannels = Record<ChannelName, Channel>;

const CHANNEL_NAMES: readonly ChannelName[] = ['email', 'push', 'news'];

/** The channels in display order, with their words in the current language. */
function channels(): { name: ChannelName; title: string; hint: string }[] {
	const t = settingsNotifications();
	return [
		{ name: 'email', title: t.emailTitle(), hint: t.emailHint() },
		{ name: 'push', title: t.pushTitle(), hint: t.pushHint() },
		{ name: 'news', title: t.newsTitle(), hint: t.newsHint() },
	];
}

function load(name: ChannelName): Promise<Channel> {
	return name === 'email'
		? callResource<Channel>('EmailSettingsResource', 'get')
		: callRest<Channel>('GET', `/v3/settings/${name}/`);
}

/** SET-06: one switch saved on its own; the caller reverts it when this rejects. */
function saveOption(name: ChannelName, section: string, option: string, value: boolean) {
	const change = { section, option, value };
	return name === 'email'
		? callResource('EmailSettingsResource', 'update', change)
		: callRest('PUT', `/v3/settings/${name}/`, change);
}

interface Props {
	/** Server-rendered switches; null makes the island fetch them. */
	initial: NotificationChannels | null;
}

/**
 * Notification settings: email, push and in-app switches. Each switch saves as soon as it is
 * flipped (optimistic) and flips back with a toast when the save fails (SET-06).
 */
export const NotificationSettings = reactIsland(function NotificationSettings({ initial }: Props) {
	const [loaded, setLoaded] = useState<Partial<NotificationChannels>>(initial ?? {});
	const [failed, setFailed] = useState(false);
	const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

	useEffect(() => {
		if (initial) return;
		let live = true;
		for (const name of CHANNEL_NAMES) {
			load(name)
				.then((c) => live && setLoaded((all) => ({ ...all, [name]: c })))
				.catch(() => live && setFailed(true));
		}
		return () => {
			live = false;
		};
	}, [initial]);

	function put(name: ChannelName, section: string, option: string, value: boolean) {
		setLoaded((all) => {
			const channel = all[name] ?? {};
			return {
				...all,
				[name]: { ...channel, [section]: { ...channel[section], [option]: value } },
			};
		});
	}

	async function toggle(name: ChannelName, section: string, option: string, value: boolean) {
		const key = `${name}.${section}.${option}`;
		// One save per switch at a time. The switch is not disabled meanwhile: a disabled control
		// would drop keyboard focus.
		if (pending.has(key)) return;
		setPending((p) => new Set(p).add(key));
		put(name, section, option, value);
		try {
			await saveOption(name, section, option, value);
		} catch {
			put(name, section, option, !value);
			showToast(settingsNotifications().toggleFailed());
		} finally {
			setPending((p) => {
				const next = new Set(p);
				next.delete(key);
				return next;
			});
		}
	}

	return (
		<div className="settings-form">
			{failed && (
				<p className="form-error" role="alert">
					{settingsNotifications().loadFailed()}
				</p>
			)}
			{channels().map(({ name, title, hint }) => {
				const channel = loaded[name];
				return (
					<section key={name} aria-labelledby={`notifications-${name}`}>
						<h2 id={`notifications-${name}`}>{title}</h2>
						<p className="field__hint">{hint}</p>
						{!channel && <p className="settings-loading">{settingsForm().loading()}</p>}
						{channel &&
							Object.entries(channel).map(([section, options]) => (
								<fieldset key={section}>
									<legend className="notifications__section">{sectionLabel(section)}</legend>
									{Object.entries(options).map(([option, on]) => {
										const key = `${name}.${section}.${option}`;
										return (
											<SwitchField
												key={key}
												id={`notify-${name}-${section}-${option}`.replaceAll('_', '-')}
												label={optionLabel(option)}
												checked={on}
												onChange={(value) => void toggle(name, section, option, value)}
											/>
										);
									})}
								</fieldset>
							))}
					</section>
				);
			})}
		</div>
	);
});
