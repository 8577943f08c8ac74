import { useStore } from '@nanostores/react';
import { type ComponentType, useRef, useState } from 'react';
import { $profileFollowerCount } from '~/lib/content/profiles/client/follow-count.store.ts';
import { loadChunk } from '~/lib/platform/client/chunk-load.ts';
import profileFollowCounts from '~/messages/profile-follow-counts/index.ts';
import { reactIsland } from '../react-island.ts';
import type { FollowListDialogProps, FollowListKind } from './FollowListDialog.tsx';

interface Props {
	username: string;
	followers: number;
	following: number;
}

/**
 * ACC-22: the follower and following counts as buttons that open the lists. The dialog's code
 * loads on first use (it is rarely opened).
 */
export const FollowCounts = reactIsland(function FollowCounts(props: Props) {
	const t = profileFollowCounts();
	const live = useStore($profileFollowerCount);
	const followers = live ?? props.followers;
	const [open, setOpen] = useState<FollowListKind | null>(null);
	const [Dialog, setDialog] = useState<ComponentType<FollowListDialogProps> | null>(null);
	const opener = useRef<HTMLButtonElement | null>(null);

	async function show(kind: FollowListKind, button: HTMLButtonElement) {
		opener.current = button;
		if (!Dialog) {
			const module = await loadChunk(() => import('./FollowListDialog.tsx'));
			setDialog(() => module.FollowListDialog);
		}
		setOpen(kind);
	}

	return (
		<>
			<button
				type="button"
				className="profile-count"
				aria-haspopup="dialog"
				onClick={(e) => show('followers', e.currentTarget)}
			>
				{t.followers({ count: followers })}
			</button>
			{' · '}
			<button
				type="button"
				className="profile-count"
				aria-haspopup="dialog"
				onClick={(e) => show('following', e.currentTarget)}
			>
				{t.following({ count: props.following })}
			</button>
			{open && Dialog && (
				<Dialog
					username={props.username}
					kind={open}
					onClose={() => setOpen(null)}
					returnTo={() => opener.current}
				/>
			)}
		</>
	);
});
