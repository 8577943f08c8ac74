import type { BoardInvite } from '~/lib/content/collaborators/collaboration.ts';
import { collaboratorsApi } from '../../lib/content/collaborators/client/collaborators.api.ts';
import { PersonRow } from './PersonRow.tsx';
import type { Act } from './use-collaborator-action.ts';

interface Props {
	boardId: string;
	/** Join requests (approve/deny) or pending invites (cancel). */
	kind: 'requests' | 'invites';
	entries: BoardInvite[];
	busy: boolean;
	act: Act;
}

export const nameOf = (i: BoardInvite) => i.invited_user.full_name || i.invited_user.username;

/** The owner's lists of join requests (COL-05) and invites waiting for an answer (COL-02). */
export function PendingEntries({ boardId, kind, entries, busy, act }: Props) {
	if (entries.length === 0) return null;
	const remove = (i: BoardInvite, done: string) =>
		act(() => collaboratorsApi.remove(boardId, i.invited_user.id), done);
	return (
		<section className="collab__section">
			<h3>{kind === 'requests' ? 'Requests to join' : 'Invited'}</h3>
			<ul className="collab__list">
				{entries.map((i) =>
					kind === 'requests' ? (
						<PersonRow key={i.id} user={i.invited_user} note="Asked to join">
							<button
								className="button button--primary"
								type="button"
								disabled={busy}
								onClick={() =>
									act(
										() => collaboratorsApi.approve(boardId, i.invited_user.id),
										`${nameOf(i)} joined the board.`,
									)
								}
							>
								Approve<span className="visually-hidden"> {nameOf(i)}</span>
							</button>
							<button
								className="button"
								type="button"
								disabled={busy}
								onClick={() => remove(i, `Request from ${nameOf(i)} denied.`)}
							>
								Deny<span className="visually-hidden"> {nameOf(i)}</span>
							</button>
						</PersonRow>
					) : (
						<PersonRow key={i.id} user={i.invited_user} note="Waiting for an answer">
							<button
								className="button"
								type="button"
								disabled={busy}
								onClick={() => remove(i, `Invite to ${nameOf(i)} cancelled.`)}
							>
								Cancel invite<span className="visually-hidden"> to {nameOf(i)}</span>
							</button>
						</PersonRow>
					),
				)}
			</ul>
		</section>
	);
}
