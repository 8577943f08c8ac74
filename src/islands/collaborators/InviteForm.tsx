import { type FormEvent, useId, useState } from 'react';
import { collaboratorsApi } from '../../lib/content/collaborators/client/collaborators.api.ts';
import { errorText } from '../ui/error-text.ts';

interface Props {
	boardId: string;
	/** Called with the answer's status after a successful invite. */
	onInvited: (message: string) => void;
}

/** The owner's invite form: one field for a username or an email address. */
export function InviteForm({ boardId, onInvited }: Props) {
	const id = useId();
	const [value, setValue] = useState('');
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);

	async function submit(event: FormEvent) {
		event.preventDefault();
		const who = value.trim();
		if (!who) {
			setError('Enter a username or an email address.');
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
					? `${name} already collaborates on this board.`
					: invite.status === 'join_requested'
						? `${name} asked to join: approve the request below.`
						: `Invited ${name}. They can accept from their invites.`,
			);
		} catch (e) {
			setError(errorText(e));
		} finally {
			setBusy(false);
		}
	}

	return (
		<form className="collab__invite" onSubmit={submit} noValidate>
			<label htmlFor={`${id}-who`}>Invite by username or email</label>
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
					Invite
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
