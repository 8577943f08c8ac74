import type { BoardInvite } from '~/lib/content/collaborators/collaboration.ts';
import collaboratorsDialog from '~/messages/collaborators-dialog/index.ts';
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
	const t = collaboratorsDialog();
	if (entries.length === 0) return null;
	const remove = (i: BoardInvite, done: string) =>
		act(() => collaboratorsApi.remove(boardId, i.invited_user.id), done);
	return (
		<section className="collab__section">
			<h3>{kind === 'requests' ? t.requestsHeading() : t.invitedHeading()}</h3>
			<ul className="collab__list">
				{entries.map((i) =>
					kind === 'requests' ? (
						<PersonRow key={i.id} user={i.invited_user} note={t.noteAskedToJoin()}>
							<button
								className="button button--primary"
								type="button"
								disabled={busy}
								aria-label={t.approvePerson({ name: nameOf(i) })}
								onClick={() =>
									act(
										() => collaboratorsApi.approve(boardId, i.invited_user.id),
										t.joined({ name: nameOf(i) }),
									)
								}
							>
								{t.approve()}
							</button>
							<button
								className="button"
								type="button"
								disabled={busy}
								aria-label={t.denyPerson({ name: nameOf(i) })}
								onClick={() => remove(i, t.denied({ name: nameOf(i) }))}
							>
								{t.deny()}
							</button>
						</PersonRow>
					) : (
						<PersonRow key={i.id} user={i.invited_user} note={t.noteWaiting()}>
							<button
								className="button"
								type="button"
								disabled={busy}
								aria-label={t.cancelInvitePerson({ name: nameOf(i) })}
								onClick={() => remove(i, t.inviteCancelled({ name: nameOf(i) }))}
							>
								{t.cancelInvite()}
							</button>
						</PersonRow>
					),
				)}
			</ul>
		</section>
	);
}
