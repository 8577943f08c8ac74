import type { ReactNode } from 'react';
import type { InviteUser } from '~/lib/content/collaborators/collaboration.ts';

interface Props {
	user: InviteUser;
	/** A short note under the name (e.g. "Invited", "Offered ownership"). */
	note?: string | undefined;
	/** Buttons for this person. */
	children?: ReactNode;
}

/** One person in the collaborators dialog: avatar, name linking to the profile, actions. */
export function PersonRow({ user, note, children }: Props) {
	const name = user.full_name || user.username;
	return (
		<li className="collab__person">
			{user.image_medium_url ? (
				<img className="collab__avatar" src={user.image_medium_url} alt="" width={40} height={40} />
			) : (
				<span className="collab__avatar collab__avatar--initial" aria-hidden="true">
					{name.slice(0, 1).toUpperCase()}
				</span>
			)}
			<span className="collab__who">
				<a href={`/${user.username}/`}>{name}</a>
				{note && <span className="collab__note">{note}</span>}
			</span>
			<span className="collab__actions">{children}</span>
		</li>
	);
}
