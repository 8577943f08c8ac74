import collaboratorsDialog from '~/messages/collaborators-dialog/index.ts';
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
	const t = collaboratorsDialog();
	return (
		<section className="collab__section" aria-label={t.offerLabel()}>
			<p>{t.offerText()}</p>
			<div className="collab__actions">
				<button
					className="button button--primary"
					type="button"
					disabled={busy}
					onClick={() =>
						act(
							() => collaboratorsApi.acceptOwnership(boardId),
							t.ownNow(),
							() => location.assign(url),
						)
					}
				>
					{t.becomeOwner()}
				</button>
				<button
					className="button"
					type="button"
					disabled={busy}
					onClick={() => act(() => collaboratorsApi.cancelOwnership(boardId), t.offerDeclined())}
				>
					{t.decline()}
				</button>
			</div>
		</section>
	);
}
