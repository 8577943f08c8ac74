import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { callResourcePage } from '~/lib/platform/client/api.ts';
import profileFollowList from '~/messages/profile-follow-list/index.ts';
import { errorText } from '../ui/error-text.ts';
import { useModalFocus } from '../ui/use-modal-focus.ts';
import './FollowListDialog.css';

export type FollowListKind = 'followers' | 'following';

export interface FollowListDialogProps {
	username: string;
	kind: FollowListKind;
	onClose: () => void;
	/** Where focus goes back on close. */
	returnTo: () => HTMLElement | null;
}

interface ListUser {
	id: string;
	username: string;
	full_name: string;
	image_medium_url: string | null;
}

const RESOURCE = {
	followers: 'UserFollowersResource',
	following: 'UserFollowingResource',
} as const;

/** A modal list of a user's followers or followings, 25 at a time. Escape or Close closes it. */
export function FollowListDialog({ username, kind, onClose, returnTo }: FollowListDialogProps) {
	const ref = useRef<HTMLDivElement | null>(null);
	const [users, setUsers] = useState<ListUser[]>([]);
	const [bookmark, setBookmark] = useState<string | null>(null);
	const [error, setError] = useState<string | null>(null);
	const [loading, setLoading] = useState(true);
	const t = profileFollowList();
	const title = kind === 'followers' ? t.followers() : t.following();
	useModalFocus(ref, onClose, returnTo);

	const load = useCallback(
		async (from: string | null) => {
			setLoading(true);
			setError(null);
			try {
				const page = await callResourcePage<ListUser[]>(
					RESOURCE[kind],
					{ username, page_size: 25 },
					from,
				);
				setUsers((prev) => [...(from ? prev : []), ...page.data]);
				setBookmark(page.next);
			} catch (e) {
				setError(errorText(e));
			} finally {
				setLoading(false);
			}
		},
		[username, kind],
	);

	useEffect(() => {
		void load(null);
	}, [load]);

	return createPortal(
		// biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; keyboards have Escape and the close button.
		<div
			className="follow-list"
			onMouseDown={(e) => {
				if (e.target === e.currentTarget) onClose();
			}}
		>
			<div
				ref={ref}
				className="follow-list__dialog"
				role="dialog"
				aria-modal="true"
				aria-labelledby="follow-list-title"
				tabIndex={-1}
			>
				<h2 id="follow-list-title" className="follow-list__title">
					{title}
				</h2>
				<button
					type="button"
					className="follow-list__close"
					aria-label={t.close()}
					onClick={onClose}
				>
					×
				</button>
				{error && <p role="alert">{error}</p>}
				{!loading && !error && users.length === 0 && (
					<p className="follow-list__empty">
						{kind === 'followers' ? t.emptyFollowers() : t.emptyFollowing()}
					</p>
				)}
				<ul className="follow-list__users">
					{users.map((u) => (
						<li key={u.id}>
							<a href={`/${u.username}/`}>
								{u.image_medium_url ? (
									<img src={u.image_medium_url} alt="" width={40} height={40} />
								) : (
									<span className="follow-list__initial" aria-hidden="true">
										{u.full_name.slice(0, 1).toUpperCase()}
									</span>
								)}
								<span>
									<span className="follow-list__name">{u.full_name}</span>
									<span className="follow-list__username">@{u.username}</span>
								</span>
							</a>
						</li>
					))}
				</ul>
				{loading && <p aria-live="polite">{t.loading()}</p>}
				{!loading && bookmark && (
					<button type="button" className="button" onClick={() => load(bookmark)}>
						{t.showMore()}
					</button>
				)}
			</div>
		</div>,
		document.body,
	);
}
