import { type ComponentType, useRef, useState } from 'react';
import { loadChunk } from '~/lib/platform/client/chunk-load.ts';
import { showToast } from '~/lib/platform/ui/client/toast.store.ts';
import collaboratorsButton from '~/messages/collaborators-button/index.ts';
import { reactIsland } from '../react-island.ts';
import type { CollaboratorsDialogProps } from './CollaboratorsDialog.tsx';

interface Props {
	boardId: string;
	/** The viewer owns the board: the dialog offers inviting and managing collaborators. */
	isOwner: boolean;
}

type Dialog = ComponentType<CollaboratorsDialogProps>;

let dialogModule: Promise<Dialog> | null = null;

/** Loads the dialog's code once, on first use (or on hover/focus, just before). */
function loadDialog(): Promise<Dialog> {
	dialogModule ??= loadChunk(() => import('./CollaboratorsDialog.tsx')).then(
		(m) => m.CollaboratorsDialog,
	);
	dialogModule.catch(() => {
		dialogModule = null;
	});
	return dialogModule;
}

/**
 * The board's collaborators button (COL, BRD-06). Only the button ships with the page; the
 * dialog (list, invite form, requests, remove/leave, ownership transfer) loads on first use.
 */
export const BoardCollaborators = reactIsland(function BoardCollaborators({
	boardId,
	isOwner,
}: Props) {
	const t = collaboratorsButton();
	const [DialogComponent, setDialog] = useState<Dialog | null>(null);
	const [open, setOpen] = useState(false);
	const [loading, setLoading] = useState(false);
	const button = useRef<HTMLButtonElement>(null);

	async function openDialog() {
		setLoading(true);
		try {
			const loaded = await loadDialog();
			setDialog(() => loaded);
			setOpen(true);
		} catch {
			showToast(t.openFailed());
		} finally {
			setLoading(false);
		}
	}

	const preload = () => {
		void loadDialog().catch(() => {});
	};

	return (
		<>
			<button
				ref={button}
				className="button"
				type="button"
				aria-haspopup="dialog"
				aria-busy={loading}
				onClick={openDialog}
				onPointerEnter={preload}
				onFocus={preload}
			>
				{isOwner ? t.inviteCollaborators() : t.collaborators()}
			</button>
			{open && DialogComponent && (
				<DialogComponent
					boardId={boardId}
					isOwner={isOwner}
					onClose={() => setOpen(false)}
					returnFocus={() => button.current}
				/>
			)}
		</>
	);
});
