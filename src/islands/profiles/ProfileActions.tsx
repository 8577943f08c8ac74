import { useEffect, useId, useRef, useState } from 'react';
import { callResource } from '~/lib/platform/client/api.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import profileActions from '~/messages/profile-actions/index.ts';
import { reactIsland } from '../react-island.ts';
import { errorText } from '../ui/error-text.ts';
import { FollowButton } from './FollowButton.tsx';
import './ProfileActions.css';

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
 * changes what the page may show. Block is a rare, heavy action, so it sits under the "More
 * options" (…) button, a disclosure (Escape or a click elsewhere closes it); Unblock, once
 * blocked, is the page's one action and stays in sight.
 */
export const ProfileActions = reactIsland(function ProfileActions(props: Props) {
	const t = profileActions();
	const [busy, setBusy] = useState(false);
	const [menuOpen, setMenuOpen] = useState(false);
	const menuId = useId();
	const root = useRef<HTMLDivElement>(null);
	const moreButton = useRef<HTMLButtonElement>(null);

	useEffect(() => {
		if (!menuOpen) return;
		const onKey = (event: KeyboardEvent) => {
			if (event.key !== 'Escape') return;
			setMenuOpen(false);
			moreButton.current?.focus();
		};
		const onPointer = (event: PointerEvent) => {
			if (!root.current?.contains(event.target as Node)) setMenuOpen(false);
		};
		document.addEventListener('keydown', onKey);
		document.addEventListener('pointerdown', onPointer);
		return () => {
			document.removeEventListener('keydown', onKey);
			document.removeEventListener('pointerdown', onPointer);
		};
	}, [menuOpen]);

	async function toggleBlock() {
		if (!props.blocking && !window.confirm(t.blockConfirm({ username: props.username }))) {
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
		<div className="profile-actions" ref={root}>
			{props.canFollow && <FollowButton userId={props.userId} following={props.following} />}
			{props.blocking ? (
				<button type="button" className="button" disabled={busy} onClick={toggleBlock}>
					{t.unblock()}
				</button>
			) : (
				<div className="profile-actions__more">
					<button
						ref={moreButton}
						type="button"
						className="button profile-actions__more-button"
						aria-label={t.moreOptions({ username: props.username })}
						aria-expanded={menuOpen}
						aria-controls={menuId}
						onClick={() => setMenuOpen((open) => !open)}
					>
						<span aria-hidden="true">…</span>
					</button>
					<ul id={menuId} className="profile-actions__menu" hidden={!menuOpen}>
						<li>
							<button type="button" disabled={busy} onClick={toggleBlock}>
								{t.block()}
							</button>
						</li>
					</ul>
				</div>
			)}
		</div>
	);
});
