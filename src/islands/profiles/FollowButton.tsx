import { useState } from 'react';
import { $profileFollowerCount } from '~/lib/content/profiles/client/follow-count.store.ts';
import { callResource } from '~/lib/platform/client/api.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import profileFollowButton from '~/messages/profile-follow-button/index.ts';
import { reactIsland } from '../react-island.ts';
import { errorText } from '../ui/error-text.ts';

interface Props {
	userId: string;
	following: boolean;
}

interface FollowState {
	explicitly_followed_by_me: boolean;
	follower_count: number;
}

/**
 * ACC-22: Follow / Following for a signed-in viewer, on a profile (inside `ProfileActions`) and
 * on the closeup's pinner line. A follow updates the count `FollowCounts` shows through
 * `$profileFollowerCount` (nothing reads it on the closeup). Callers leave it out while a block
 * stands either way, since the server refuses the follow then.
 */
export const FollowButton = reactIsland(function FollowButton(props: Props) {
	const t = profileFollowButton();
	const [following, setFollowing] = useState(props.following);
	const [busy, setBusy] = useState(false);

	async function toggleFollow() {
		setBusy(true);
		try {
			const state = await callResource<FollowState>(
				'UserFollowResource',
				following ? 'delete' : 'create',
				{ user_id: props.userId },
			);
			setFollowing(state.explicitly_followed_by_me);
			$profileFollowerCount.set(state.follower_count);
		} catch (error) {
			showToast(errorText(error));
		} finally {
			setBusy(false);
		}
	}

	return (
		<button
			type="button"
			className={following ? 'button' : 'button button--primary'}
			aria-pressed={following}
			disabled={busy}
			onClick={toggleFollow}
		>
			{following ? t.following() : t.follow()}
		</button>
	);
});
