import { collaboratorsApi } from '../../lib/content/collaborators/client/collaborators.api.ts';
import type { Act } from './use-collaborator-action.ts';

interface Props {
	boardId: string;
	/** Where the board lives once the viewer owns it. */
	url: string;
	busy: boolean;
	act: Act;
}

/** COL-05: the collaborator the board was offered to accepts or declines. */
export function OwnershipOffer({ boardId, url, busy, act }: Props) {
	return (
		<section className="collab__section" aria-label="Ownership offer">
			<p>The owner offered to make you the owner of this board. They stay on as a collaborator.</p>
			<div className="collab__actions">
				<button
					className="button button--primary"
					type="button"
					disabled={busy}
					onClick={() =>
						act(
							() => collaboratorsApi.acceptOwnership(boardId),
							'You own this board now.',
							() => location.assign(url),
						)
					}
				>
					Become owner
				</button>
				<button
					className="button"
					type="button"
					disabled={busy}
					onClick={() =>
						act(() => collaboratorsApi.cancelOwnership(boardId), 'Ownership offer declined.')
					}
				>
					Decline
				</button>
			</div>
		</section>
	);
}
