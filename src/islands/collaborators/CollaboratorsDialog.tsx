import { useId, useRef } from 'react';
import collaboratorsDialog from '~/messages/collaborators-dialog/index.ts';
import { CloseIcon } from '../ui/CloseIcon.tsx';
import { useModalFocus } from '../ui/use-modal-focus.ts';
import { CollaboratorList } from './CollaboratorList.tsx';
import { InviteForm } from './InviteForm.tsx';
import { MembershipActions } from './MembershipActions.tsx';
import { OwnershipOffer } from './OwnershipOffer.tsx';
import { PendingEntries } from './PendingEntries.tsx';
import { useCollaboratorAction } from './use-collaborator-action.ts';
import { useCollaborators } from './use-collaborators.ts';
import './BoardCollaborators.css';

export interface CollaboratorsDialogProps {
	boardId: string;
	isOwner: boolean;
	onClose: () => void;
	/** Where focus goes back on close (the opening button). */
	returnFocus: () => HTMLElement | null;
}

/**
 * The collaborators dialog (COL, BRD-06): who collaborates; for the owner the invite form,
 * join requests (approve/deny), pending invites (cancel), remove and ownership transfer; for a
 * collaborator leaving and answering an ownership offer; for other readers asking to join.
 * Escape, the close button and a click outside close it; focus stays inside while open.
 */
export function CollaboratorsDialog({
	boardId,
	isOwner,
	onClose,
	returnFocus,
}: CollaboratorsDialogProps) {
	const t = collaboratorsDialog();
	const titleId = useId();
	const ref = useRef<HTMLDivElement>(null);
	useModalFocus(ref, onClose, returnFocus);
	const { state, reload } = useCollaborators(boardId, isOwner);
	const { busy, message, setMessage, act } = useCollaboratorAction(reload);
	const own = state.ownership;
	const common = { boardId, busy, act };

	return (
		// biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; keyboards have Escape and the close button.
		<div
			className="collab-modal"
			onMouseDown={(e) => {
				if (e.target === e.currentTarget) onClose();
			}}
		>
			<div
				ref={ref}
				className="collab-modal__dialog"
				role="dialog"
				aria-modal="true"
				aria-labelledby={titleId}
				tabIndex={-1}
			>
				<div className="collab-modal__head">
					<h2 id={titleId}>{isOwner ? t.titleOwner() : t.title()}</h2>
					<button
						className="collab-modal__close"
						type="button"
						aria-label={t.close()}
						onClick={onClose}
					>
						<CloseIcon />
					</button>
				</div>
				<p className="collab__message" role="status" aria-live="polite">
					{message}
				</p>
				{isOwner && (
					<InviteForm
						boardId={boardId}
						onInvited={(text) => {
							setMessage(text);
							void reload();
						}}
					/>
				)}
				{state.status === 'loading' && <p>{t.loading()}</p>}
				{state.status === 'error' && (
					<p className="collab__error" role="alert">
						{state.error}{' '}
						<button className="button" type="button" onClick={() => void reload()}>
							{t.tryAgain()}
						</button>
					</p>
				)}
				{state.status === 'ready' && (
					<>
						{own?.viewer_role === 'collaborator' && own.pending_owner_id === own.viewer_id && (
							<OwnershipOffer {...common} url={own.url} />
						)}
						{isOwner && <PendingEntries {...common} kind="requests" entries={state.requests} />}
						<CollaboratorList
							{...common}
							isOwner={isOwner}
							collaborators={state.collaborators}
							ownership={own}
						/>
						{isOwner && <PendingEntries {...common} kind="invites" entries={state.invites} />}
						{own && own.viewer_role !== 'owner' && (
							<MembershipActions {...common} role={own.viewer_role} />
						)}
					</>
				)}
			</div>
		</div>
	);
}
