import { type FormEvent, useId, useState } from 'react';
import collaboratorsDialog from '~/messages/collaborators-dialog/index.ts';
import { collaboratorsApi } from '../../lib/content/collaborators/client/collaborators.api.ts';
import { errorText } from '../ui/error-text.ts';

interface Props {
	boardId: string;
	/** Called with the answer's status after a successful invite. */
	onInvited: (message: string) => void;
}

/** The owner's invite form: one field for a username or an email address. */
export function InviteForm({ boardId, onInvited }: Props) {
	const t = collaboratorsDialog();
	const id = useId();
	const [value, setValue] = useState('');
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);

	async function submit(event: FormEvent) {
		event.preventDefault();
		const who = value.trim();
		if (!who) {
			setError(t.inviteEmpty());
			return;
		}
		setBusy(true);
		setError(null);
		try {
			const invite = await collaboratorsApi.invite(boardId, who);
			setValue('');
			const name = invite.invited_user.full_name || invite.invited_user.username;
			onInvited(
				invite.status === 'accepted'
					? t.inviteAlready({ name })
					: invite.status === 'join_requested'
						? t.inviteJoinRequested({ name })
						: t.invited({ name }),
			);
		} catch (e) {
			setError(errorText(e));
		} finally {
			setBusy(false);
		}
	}

	return (
		<form className="collab__invite" onSubmit={submit} noValidate>
			<label htmlFor={`${id}-who`}>{t.inviteLabel()}</label>
			<div className="collab__invite-row">
				<input
					id={`${id}-who`}
					type="text"
					autoComplete="off"
					spellCheck={false}
					maxLength={254}
					value={value}
					onChange={(e) => setValue(e.target.value)}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? `${id}-error` : undefined}
				/>
				<button className="button button--primary" type="submit" disabled={busy} aria-busy={busy}>
					{t.invite()}
				</button>
			</div>
			{error && (
				<p id={`${id}-error`} className="collab__error" role="alert">
					{error}
				</p>
			)}
		</form>
	);
}
