import type { ReactNode } from 'react';
import savingBoards from '~/messages/saving-boards/index.ts';
import { CreateBoardForm } from './CreateBoardForm.tsx';
import type { BoardList } from './use-board-list.ts';

interface Props {
	list: BoardList;
	busy: boolean;
	/** The pin the form suggests board names for ('' for none). */
	pinId: string;
	loadSuggestions: (pinId: string) => Promise<string[]>;
	onCreate: (name: string, secret: boolean) => void;
	/** The form's submit words (CreateBoardForm's own by default). */
	submitLabel?: string | undefined;
	/** Shown after "Create board" while the form is closed (the save picker's Quick save). */
	children?: ReactNode;
}

/**
 * The foot of a board picker: a "Create board" button that opens the inline form in its place,
 * named after the search when there is one; Cancel closes the form again.
 */
export function PickerFoot({
	list,
	busy,
	pinId,
	loadSuggestions,
	onCreate,
	submitLabel,
	children,
}: Props) {
	const t = savingBoards();
	const { creating, setCreating, needle, query } = list;
	return (
		<div className="save-picker__foot">
			{creating ? (
				<CreateBoardForm
					pinId={pinId}
					initialName={needle ? query.trim() : ''}
					busy={busy}
					loadSuggestions={loadSuggestions}
					onCancel={() => setCreating(false)}
					onCreate={onCreate}
					submitLabel={submitLabel}
				/>
			) : (
				<>
					<button
						type="button"
						className="button button--primary"
						disabled={busy}
						onClick={() => setCreating(true)}
					>
						{t.createBoard()}
					</button>
					{children}
				</>
			)}
		</div>
	);
}
