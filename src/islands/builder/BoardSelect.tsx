import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PickerBoard } from '~/lib/content/saving/board-shortlist.ts';
import { createBoardForSave } from '~/lib/content/saving/client/saving.api.ts';
import { ApiError } from '~/lib/platform/client/api.ts';
import builderEditorMessages from '~/messages/builder-editor/index.ts';
import { BoardLists } from '../saving/BoardLists.tsx';
import '../saving/BoardPicker.css';
import { PickerDialog } from '../saving/PickerDialog.tsx';
import { PickerFoot } from '../saving/PickerFoot.tsx';
import { useBoardList } from '../saving/use-board-list.ts';

interface ChosenBoard {
	boardId: string;
	boardName: string;
	sectionId: string | null;
	sectionName: string | null;
}

interface Props {
	value: ChosenBoard | null;
	onChange: (next: ChosenBoard) => void;
	/** The id of the inline error under the button, when there is one. */
	errorId?: string | undefined;
	invalid?: boolean;
	/** The button's id, so a publish attempt can move focus to it. */
	buttonId?: string;
}

const noSuggestions = async () => [];

/**
 * The board (and section) a draft publishes to: a button naming the choice that opens the save
 * picker's dialog, list of boards and inline "Create board" form (`src/islands/saving/`:
 * `PickerDialog`, `BoardLists`, `useBoardList`, `PickerFoot`) to choose one.
 */
export function BoardSelect({ value, onChange, errorId, invalid, buttonId }: Props) {
	const [open, setOpen] = useState(false);
	const opener = useRef<HTMLButtonElement>(null);
	const labelId = useId();
	const t = builderEditorMessages();
	return (
		<div className="builder-field">
			<span id={labelId} className="builder-label">
				{t.boardLabel()}
			</span>
			<button
				ref={opener}
				id={buttonId}
				type="button"
				className="builder-board-button"
				aria-labelledby={`${labelId} ${labelId}-value`}
				aria-describedby={errorId}
				aria-invalid={invalid || undefined}
				aria-haspopup="dialog"
				onClick={() => setOpen(true)}
			>
				<span id={`${labelId}-value`}>
					{value
						? value.sectionName
							? t.boardAndSection({ board: value.boardName, section: value.sectionName })
							: value.boardName
						: t.chooseBoard()}
				</span>
				<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
					<path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" />
				</svg>
			</button>
			{open &&
				createPortal(
					<BoardDialog
						opener={opener}
						onClose={() => setOpen(false)}
						onChoose={(next) => {
							onChange(next);
							setOpen(false);
						}}
					/>,
					document.body,
				)}
		</div>
	);
}

interface DialogProps {
	opener: { current: HTMLButtonElement | null };
	onClose: () => void;
	onChoose: (next: ChosenBoard) => void;
}

const loadFailed = (e: unknown) =>
	e instanceof ApiError ? e.message : builderEditorMessages().loadBoardsFailed();

function BoardDialog({ opener, onClose, onChoose }: DialogProps) {
	const t = builderEditorMessages();
	const list = useBoardList(loadFailed);
	const { shortlist, setError } = list;
	const [busy, setBusy] = useState(false);

	const choose = (board: PickerBoard, sectionId: string | null = null) =>
		onChoose({
			boardId: board.id,
			boardName: board.name,
			sectionId,
			sectionName: board.sections.find((s) => s.id === sectionId)?.title ?? null,
		});

	async function create(name: string, secret: boolean) {
		setBusy(true);
		setError(null);
		try {
			const board = await createBoardForSave(name, secret);
			onChoose({ boardId: board.id, boardName: board.name, sectionId: null, sectionName: null });
		} catch (e) {
			setError(e instanceof ApiError ? e.message : t.createBoardFailed());
			setBusy(false);
		}
	}

	return (
		<PickerDialog
			heading={t.chooseBoard()}
			busy={busy}
			loading={shortlist === null}
			onClose={onClose}
			returnFocusTo={() => opener.current}
		>
			<BoardLists list={list} busy={busy} onChoose={choose} />
			<PickerFoot
				list={list}
				busy={busy}
				pinId=""
				loadSuggestions={noSuggestions}
				onCreate={(name, secret) => void create(name, secret)}
				submitLabel={t.createBoard()}
			/>
		</PickerDialog>
	);
}
