import { useRef, useState } from 'react';
import { collaboratorsApi } from '../../lib/content/collaborators/client/collaborators.api.ts';
import type { Act } from './use-collaborator-action.ts';

interface Props {
	boardId: string;
	role: 'collaborator' | 'none';
	busy: boolean;
	act: Act;
}

/** A collaborator leaves (with a confirm step); another reader asks to join (COL-05). */
export function MembershipActions({ boardId, role, busy, act }: Props) {
	const [confirming, setConfirming] = useState(false);
	// Keeps keyboard focus here when the buttons swap (Leave board ⇄ Leave / Stay).
	const focusNext = useRef(false);
	const focusOnMount = (el: HTMLButtonElement | null) => {
		if (el && focusNext.current) {
			focusNext.current = false;
			el.focus();
		}
	};
	const toggle = (value: boolean) => {
		focusNext.current = true;
		setConfirming(value);
	};
	if (role === 'none') {
		return (
			<section className="collab__section">
				<button
					className="button button--primary"
					type="button"
					disabled={busy}
					onClick={() =>
						act(
							() => collaboratorsApi.requestToJoin(boardId),
							'Request sent. The owner decides whether you can join.',
						)
					}
				>
					Ask to join
				</button>
			</section>
		);
	}
	return (
		<section className="collab__section">
			{confirming ? (
				<p className="collab__actions">
					Leave this board? You can no longer add Pins to it.{' '}
					<button
						ref={focusOnMount}
						className="button button--primary"
						type="button"
						disabled={busy}
						onClick={() =>
							act(
								() => collaboratorsApi.remove(boardId),
								'You left the board.',
								() => location.assign('/'),
							)
						}
					>
						Leave
					</button>
					<button className="button" type="button" onClick={() => toggle(false)}>
						Stay
					</button>
				</p>
			) : (
				<button
					ref={focusOnMount}
					className="button"
					type="button"
					disabled={busy}
					onClick={() => toggle(true)}
				>
					Leave board
				</button>
			)}
		</section>
	);
}
