import { useRef, useState } from 'react';
import type {
	BoardInvite,
	ViewerOwnershipState,
} from '~/lib/content/collaborators/collaboration.ts';
import collaboratorsDialog from '~/messages/collaborators-dialog/index.ts';
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
	const t = collaboratorsDialog();
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
		const name = nameOf(c);
		if (!isOwner) return null;
		if (confirming === uid) {
			return (
				<>
					<button
						ref={focusTarget(`confirm-${uid}`)}
						className="button button--primary"
						type="button"
						disabled={busy}
						aria-label={t.confirmRemovePerson({ name })}
						onClick={() => run(() => collaboratorsApi.remove(boardId, uid), t.removed({ name }))}
					>
						{t.confirmRemove()}
					</button>
					<button
						className="button"
						type="button"
						aria-label={t.keepPerson({ name })}
						onClick={() => confirm(null, `remove-${uid}`)}
					>
						{t.keep()}
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
						aria-label={t.makeOwnerPerson({ name })}
						onClick={() =>
							run(() => collaboratorsApi.offerOwnership(boardId, uid), t.offerSent({ name }))
						}
					>
						{t.makeOwner()}
					</button>
				)}
				<button
					ref={focusTarget(`remove-${uid}`)}
					className="button"
					type="button"
					disabled={busy}
					aria-label={t.removePerson({ name })}
					onClick={() => confirm(uid, `confirm-${uid}`)}
				>
					{t.remove()}
				</button>
			</>
		);
	}

	return (
		<section className="collab__section">
			<h3>{t.collaboratorsHeading()}</h3>
			{collaborators.length === 0 ? (
				<p className="collab__empty">{isOwner ? t.emptyOwner() : t.empty()}</p>
			) : (
				<ul className="collab__list">
					{collaborators.map((c) => (
						<PersonRow
							key={c.id}
							user={c.invited_user}
							note={
								c.invited_user.id === ownership?.viewer_id
									? t.noteYou()
									: isOwner && c.invited_user.id === pendingId
										? t.noteOffered()
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
					{t.offeredTo({ name: nameOf(offeredTo) })}{' '}
					<button
						className="button"
						type="button"
						disabled={busy}
						onClick={() => run(() => collaboratorsApi.cancelOwnership(boardId), t.offerCancelled())}
					>
						{t.cancelOffer()}
					</button>
				</p>
			)}
		</section>
	);
}
