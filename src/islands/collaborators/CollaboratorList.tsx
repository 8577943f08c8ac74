import { useRef, useState } from 'react';
import type {
	BoardInvite,
	ViewerOwnershipState,
} from '~/lib/content/collaborators/collaboration.ts';
import { collaboratorsApi } from '../../lib/content/collaborators/client/collaborators.api.ts';
import { nameOf } from './PendingEntries.tsx';
import { PersonRow } from './PersonRow.tsx';
import type { Act } from './use-collaborator-action.ts';

interface Props {
	boardId: string;
	isOwner: boolean;
	collaborators: BoardInvite[];
	ownership: ViewerOwnershipState | null;
	busy: boolean;
	act: Act;
}

/**
 * The accepted collaborators (COL-06). The owner may offer ownership (COL-05) or remove one
 * (with a confirm step); an offer in progress can be cancelled.
 */
export function CollaboratorList({ boardId, isOwner, collaborators, ownership, busy, act }: Props) {
	const [confirming, setConfirming] = useState<string | null>(null);
	// Keeps keyboard focus on the row when its buttons swap (Remove ⇄ Confirm remove / Keep).
	const focusNext = useRef<string | null>(null);
	const focusTarget = (key: string) => (el: HTMLButtonElement | null) => {
		if (el && focusNext.current === key) {
			focusNext.current = null;
			el.focus();
		}
	};
	const confirm = (uid: string | null, focusKey: string) => {
		focusNext.current = focusKey;
		setConfirming(uid);
	};
	const pendingId = ownership?.pending_owner_id ?? null;
	const offeredTo = pendingId
		? collaborators.find((c) => c.invited_user.id === pendingId)
		: undefined;
	const run: Act = (change, done, after) => {
		setConfirming(null);
		return act(change, done, after);
	};

	function controls(c: BoardInvite) {
		const uid = c.invited_user.id;
		const name = <span className="visually-hidden"> {nameOf(c)}</span>;
		if (!isOwner) return null;
		if (confirming === uid) {
			return (
				<>
					<button
						ref={focusTarget(`confirm-${uid}`)}
						className="button button--primary"
						type="button"
						disabled={busy}
						onClick={() =>
							run(() => collaboratorsApi.remove(boardId, uid), `Removed ${nameOf(c)}.`)
						}
					>
						Confirm remove{name}
					</button>
					<button className="button" type="button" onClick={() => confirm(null, `remove-${uid}`)}>
						Keep{name}
					</button>
				</>
			);
		}
		return (
			<>
				{pendingId !== uid && (
					<button
						className="button"
						type="button"
						disabled={busy}
						onClick={() =>
							run(
								() => collaboratorsApi.offerOwnership(boardId, uid),
								`Asked ${nameOf(c)} to take over this board.`,
							)
						}
					>
						Make owner{name}
					</button>
				)}
				<button
					ref={focusTarget(`remove-${uid}`)}
					className="button"
					type="button"
					disabled={busy}
					onClick={() => confirm(uid, `confirm-${uid}`)}
				>
					Remove{name}
				</button>
			</>
		);
	}

	return (
		<section className="collab__section">
			<h3>Collaborators</h3>
			{collaborators.length === 0 ? (
				<p className="collab__empty">
					{isOwner
						? 'No one collaborates on this board yet. Collaborators can add and remove Pins.'
						: 'No collaborators yet.'}
				</p>
			) : (
				<ul className="collab__list">
					{collaborators.map((c) => (
						<PersonRow
							key={c.id}
							user={c.invited_user}
							note={
								c.invited_user.id === ownership?.viewer_id
									? 'You'
									: isOwner && c.invited_user.id === pendingId
										? 'Offered ownership'
										: undefined
							}
						>
							{controls(c)}
						</PersonRow>
					))}
				</ul>
			)}
			{isOwner && offeredTo && (
				<p className="collab__pending">
					You offered ownership to {nameOf(offeredTo)}.{' '}
					<button
						className="button"
						type="button"
						disabled={busy}
						onClick={() =>
							run(() => collaboratorsApi.cancelOwnership(boardId), 'Ownership offer cancelled.')
						}
					>
						Cancel offer
					</button>
				</p>
			)}
		</section>
	);
}
