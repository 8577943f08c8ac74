import { useRef, useState } from 'react';
import collaboratorsDialog from '~/messages/collaborators-dialog/index.ts';
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
	const t = collaboratorsDialog();
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
					onClick={() => act(() => collaboratorsApi.requestToJoin(boardId), t.requestSent())}
				>
					{t.askToJoin()}
				</button>
			</section>
		);
	}
	return (
		<section className="collab__section">
			{confirming ? (
				<p className="collab__actions">
					{t.leaveQuestion()}{' '}
					<button
						ref={focusOnMount}
						className="button button--primary"
						type="button"
						disabled={busy}
						onClick={() =>
							act(
								() => collaboratorsApi.remove(boardId),
								t.left(),
								() => location.assign('/'),
							)
						}
					>
						{t.leave()}
					</button>
					<button className="button" type="button" onClick={() => toggle(false)}>
						{t.stay()}
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
					{t.leaveBoard()}
				</button>
			)}
		</section>
	);
}
