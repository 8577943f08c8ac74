import { useState } from 'react';
import { callResource } from '~/lib/platform/client/api.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import { reactIsland } from '../react-island.ts';
import { errorText } from '../ui/error-text.ts';
import { FollowButton } from './FollowButton.tsx';

interface Props {
	userId: string;
	username: string;
	following: boolean;
	blocking: boolean;
	/** False while a block stands either way (following is refused then). */
	canFollow: boolean;
}

/**
 * ACC-22 on someone else's profile: Follow / Following (`FollowButton`, which updates the count
 * `FollowCounts` shows), and Block / Unblock. A block or unblock reloads the page, since it
 * changes what the page may show.
 */
export const ProfileActions = reactIsland(function ProfileActions(props: Props) {
	const [busy, setBusy] = useState(false);

	async function toggleBlock() {
		if (
			!props.blocking &&
			!window.confirm(
				`Block @${props.username}? They won't be able to follow you or see your boards and pins, and you won't see theirs.`,
			)
		) {
			return;
		}
		setBusy(true);
		try {
			await callResource('UserBlockResource', props.blocking ? 'delete' : 'create', {
				user_id: props.userId,
			});
			location.reload();
		} catch (error) {
			showToast(errorText(error));
			setBusy(false);
		}
	}

	return (
		<div className="profile-actions">
			{props.canFollow && <FollowButton userId={props.userId} following={props.following} />}
			<button type="button" className="button" disabled={busy} onClick={toggleBlock}>
				{props.blocking ? 'Unblock' : 'Block'}
			</button>
		</div>
	);
});
